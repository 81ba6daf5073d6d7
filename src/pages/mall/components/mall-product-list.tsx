import { observer } from 'mobx-react'
import { ProductCard } from '@/components/product-card/product-card'
import { useArea } from '@/stores/store-context'
import { mallArea } from '../model/mall-store'
import { PagedListView } from '@/components/page-kit/paged-list-view'

/** The discover list of the chosen category, paged; the footer also shows page 1 loading. */
export const MallProductList = observer(function MallProductList() {
  const mall = useArea(mallArea)
  const list = mall.list
  return <PagedListView list={list} empty='该分类暂无商品' className='mall-list' testId='mall-list' renderItem={(p) => <ProductCard key={p.productId} product={p} />} />
})
