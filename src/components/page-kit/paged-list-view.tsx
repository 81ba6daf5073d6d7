import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ReactElement, ReactNode } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ListFooter } from '@/components/list-footer/list-footer'
import type { PagedList } from '@/stores/paged-list'

export interface PagedListViewProps<T> {
  list: PagedList<T>
  /** one row (or card) of the list, with its key */
  renderItem: (item: T) => ReactNode
  /** what an empty list says: a text, or a whole empty state with its way on */
  empty: string | ReactElement
  className?: string
  testId?: string
  /** what 重新加载 does after the first page failed; the list's reload by default */
  onRetry?: () => void
  /**
   * Draws only this many leading rows, and no footer, for now (a first screen that ends above the
   * rest); all of them once it is left out
   */
  rowsForNow?: number
}

/**
 * The one view of a paged list: the first page's error with 重新加载, the empty state, or the rows
 * followed by the one list footer (page 1 loading, more, a retry, the end).
 */
function PagedListViewInner<T>({ list, renderItem, empty, className, testId, onRetry, rowsForNow }: PagedListViewProps<T>) {
  if (list.error) return <ErrorState text={list.error} onRetry={onRetry ?? (() => void list.reload())} />
  if (list.isEmpty) return typeof empty === 'string' ? <EmptyState text={empty} /> : empty
  const held = rowsForNow !== undefined && rowsForNow < list.items.length
  return (
    <View className={className} data-testid={testId}>
      {(held ? list.items.slice(0, rowsForNow) : list.items).map(renderItem)}
      {held ? null : <ListFooter list={list} />}
    </View>
  )
}

export const PagedListView = observer(PagedListViewInner) as <T>(props: PagedListViewProps<T>) => ReactElement
