import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import type { PageResult } from '@types-api/api/common'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePagedList } from '@/components/page-kit/use-paged-list'
import { runAction } from '@/components/toast/run-action'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import type { PagedList } from '@/stores/paged-list'
import { PagedListView } from '@/components/page-kit/paged-list-view'

interface Props<T> {
  fetchPage: (pageIndex: number) => Promise<PageResult<T>>
  /** takes one out on the server and from the list */
  remove: (list: PagedList<T>, item: T) => Promise<void>
  /** the toast once taken out */
  removedText: string
  emptyText: string
  className: string
  testId: string
  /** one row; `remove` takes it out with a toast */
  renderItem: (item: T, remove: () => void) => ReactNode
}

/** A parent's own paged list (favorite articles, followed experts) with taking one out, empty and error states. */
function MyListView<T>({ fetchPage, remove, removedText, emptyText, className, testId, renderItem }: Props<T>) {
  const list = usePagedList<T>(fetchPage)
  const take = (item: T) => void runAction(() => remove(list, item), { done: removedText })
  const empty = (
    <EmptyState text={emptyText}>
      <View className='empty-action'>
        <Button type='primary' size='small' onClick={() => void openRoute(routes.articleList())}>
          去看看专家文章
        </Button>
      </View>
    </EmptyState>
  )
  return <PagedListView list={list} empty={empty} className={className} testId={testId} renderItem={(item) => renderItem(item, () => take(item))} />
}

export const MyList = observer(MyListView) as typeof MyListView
