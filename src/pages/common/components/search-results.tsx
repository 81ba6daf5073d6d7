import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ProductCard } from '@/components/product-card/product-card'
import { pendingView } from '@/components/resource-pending/resource-pending'
import type { SearchStore } from '../model/search-store'
import { PagedListView } from '@/components/page-kit/paged-list-view'

/** One type's results, or every result, paged. */
const PagedResults = observer(function PagedResults({ store }: { store: SearchStore }) {
  const list = store.list
  const forCoupon = store.view.kind === 'coupon'
  const title = store.view.kind === 'more' ? store.view.typeName : forCoupon ? '优惠券适用商品' : '全部结果'
  return (
    <View className='search-results' data-testid={forCoupon ? 'coupon-products' : undefined}>
      <View className='search-results__bar'>
        {forCoupon ? null : (
          <Text className='search-results__back' onClick={() => store.backToGroups()}>
            ‹ 返回
          </Text>
        )}
        <Text className='search-results__bar-title'>
          {title}
          {list.loaded && !list.error ? `（${list.total}）` : ''}
        </Text>
      </View>
      <PagedListView list={list} empty={forCoupon ? '暂无可用该优惠券的商品' : '没有找到相关内容'} renderItem={(p) => <ProductCard key={p.productId} product={p} />} />
    </View>
  )
})

/** Results of the current keyword: grouped by product type, with more of one type or all of them. */
export const SearchResults = observer(function SearchResults({ store }: { store: SearchStore }) {
  if (store.view.kind !== 'groups') return <PagedResults store={store} />
  if (!store.results.value) return pendingView(store.results, () => void store.retry())
  if (store.isEmpty) return <EmptyState text='没有找到相关内容' />
  return (
    <View className='search-results' data-testid='search-groups'>
      <Text className='search-results__all' data-testid='show-all' onClick={() => void store.showAll()}>
        查看全部结果 ›
      </Text>
      {store.groups.map((g) => (
        <View key={g.productType} className='search-results__group' data-testid='search-group'>
          <View className='search-results__group-head'>
            <Text className='search-results__group-title'>{g.typeName}</Text>
            {g.total > g.list.length ? (
              <Text className='search-results__more' data-testid='group-more' onClick={() => void store.showMore(g)}>
                查看更多（{g.total}）›
              </Text>
            ) : null}
          </View>
          {g.list.map((p) => (
            <ProductCard key={p.productId} product={p} />
          ))}
        </View>
      ))}
    </View>
  )
})
