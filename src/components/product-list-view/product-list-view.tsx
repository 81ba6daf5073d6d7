import { ListFooter } from '@/components/list-footer/list-footer'
import { View } from '@tarojs/components'
import type { ProductListItem } from '@/services/api/product-item'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ProductCard } from '@/components/product-card/product-card'
import type { PagedList } from '@/stores/paged-list'
import './product-list-view.scss'

export interface ProductListViewProps {
  list: PagedList<ProductListItem>
  /** default 暂无内容 */
  emptyText?: string
  /** shown above the list in every state (filters, an intro) */
  header?: ReactNode
}

/**
 * A product list that grows page by page: error with retry, empty state, the cards, and the one
 * list footer (page 1 loading, more, a retry, or the end). The page's list comes from
 * usePagedList (or a store that owns it), which loads more at the bottom and refreshes on pull-down.
 */
function ProductListViewInner({ list, emptyText = '暂无内容', header }: ProductListViewProps) {
  return (
    <View className='product-list-view'>
      {header}
      {list.error ? (
        <ErrorState text={list.error} onRetry={() => void list.reload()} />
      ) : list.isEmpty ? (
        <EmptyState text={emptyText} />
      ) : (
        <View className='product-list-view__items'>
          {list.items.map((p) => (
            <ProductCard key={p.productId} product={p} />
          ))}
          <ListFooter list={list} />
        </View>
      )}
    </View>
  )
}

export const ProductListView = observer(ProductListViewInner)
