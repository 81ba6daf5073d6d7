import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { PageResult } from '@types-api/api/common'
import { PagedList, type PagedListOptions } from '@/stores/paged-list'
import { useReloadOnShow } from './use-page-load'

/**
 * A page's one paged list: page 1 on open, the next page at the bottom, and pull-down refresh with
 * the app's one meaning: the rows stay on screen until the new first page arrives (a failed
 * refresh keeps them and the footer offers 点击重试); shown again after a while, it refreshes the
 * same way (`useReloadOnShow`). Draw it with `ListFooter`.
 */
export function usePagedList<T>(fetchPage: (pageIndex: number) => Promise<PageResult<T>>, options?: PagedListOptions<T>): PagedList<T> {
  const [list] = useState(() => new PagedList<T>(fetchPage, options))
  useEffect(() => {
    void list.reload()
  }, [list])
  usePullDownRefresh(() => {
    void list.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    void list.loadMore()
  })
  // shown again after a while: the first page anew, the rows kept until it arrives
  useReloadOnShow(() => list.refresh())
  return list
}
