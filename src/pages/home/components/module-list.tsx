import { observer } from 'mobx-react'
import { ProductCard } from '@/components/product-card/product-card'
import { useStores } from '@/stores/store-context'
import { PagedListView } from '@/components/page-kit/paged-list-view'

/**
 * The product list of the active module, with its empty and error states and the paging footer
 * (which also shows page 1 loading); only `rowsForNow` rows while the first screen settles.
 */
export const ModuleList = observer(function ModuleList({ rowsForNow }: { rowsForNow?: number }) {
  const { moduleList } = useStores()
  const list = moduleList.active
  if (!list) return null
  // page 1 on its way: the footer says so
  return (
    <PagedListView
      list={list}
      empty='暂无相关内容'
      className='module-list'
      testId='module-list'
      onRetry={() => void moduleList.refresh()}
      rowsForNow={rowsForNow}
      renderItem={(p) => <ProductCard key={p.productId} product={p} />}
    />
  )
})
