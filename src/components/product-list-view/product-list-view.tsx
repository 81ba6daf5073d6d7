import { PagedListView } from '@/components/page-kit/paged-list-view'
import { View } from '@tarojs/components'
import type { ProductListItem } from '@/services/api/product-item'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
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
      <PagedListView list={list} empty={emptyText} className='product-list-view__items' renderItem={(p) => <ProductCard key={p.productId} product={p} />} />
    </View>
  )
}

export const ProductListView = observer(ProductListViewInner)
