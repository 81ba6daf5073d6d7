import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { PageResult } from '@types-api/api/common'
import { useEffect, useState } from 'react'
import { PagedList } from '@/stores/paged-list'

/**
 * A page's own paged list: loads page 1 on open, reloads on pull-down, loads the next page at the
 * bottom. The fetcher is read once, when the page opens.
 */
export function usePagedList<T>(fetchPage: (pageIndex: number) => Promise<PageResult<T>>): PagedList<T> {
  const [list] = useState(() => new PagedList<T>(fetchPage))
  useEffect(() => {
    void list.reload()
  }, [list])
  usePullDownRefresh(() => {
    void list.reload().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    void list.loadMore()
  })
  return list
}
