import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { ProductCard } from '@/components/product-card/product-card'
import { usePagedList } from '@/components/page-kit/use-paged-list'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { pointArea } from './model/point-area'
import { exchangeCheck, POINT_SORTS } from './model/point-rules'
import './point-pages.scss'
import { PagedListView } from '@/components/page-kit/paged-list-view'
import { TabStrip } from '@/components/tab-strip/tab-strip'

/** The points mall: balance, point goods (6 a page, sorted), and exchange through the points order. */
function PointMallPage() {
  const { balance, goodsFetcher } = useArea(pointArea)
  const [sort, setSort] = useState(0)
  const list = usePagedList(goodsFetcher(0))
  useDidShow(() => void balance.load())
  const changeSort = (next: number) => {
    setSort(next)
    void list.setSource(goodsFetcher(next))
  }
  const exchange = (productId: string) => void openRoute(routes.orderConfirmPoint({ productId, amount: 1, payType: 1 }))

  return (
    <View className='points'>
      <View className='points__bar'>
        <Text className='points__bar-label'>我的积分</Text>
        <Text className='points__bar-value' data-testid='my-points'>
          {balance.value ?? '—'}
        </Text>
        <Text className='points__bar-link' onClick={() => void openRoute(routes.pointRecord())}>
          积分记录 ›
        </Text>
      </View>
      <TabStrip spread muted titles={POINT_SORTS.map((s) => s.title)} value={POINT_SORTS.findIndex((s) => s.sort === sort)} onChange={(index) => changeSort(POINT_SORTS[index].sort)} />
      <PagedListView
        list={list}
        empty='暂无积分商品'
        className='points__goods'
        renderItem={(p) => {
          const check = exchangeCheck(balance.value, Number(p.point) || 0)
          return (
              <View key={p.productId} className='points__good' data-testid='point-good' data-id={p.productId}>
                <ProductCard product={p} />
                <View className='points__good-bar'>
                  {check.ok ? null : <Text className='points__short'>{check.text}</Text>}
                  <Button className='points__exchange' size='small' type='primary' disabled={!check.ok} onClick={() => exchange(p.productId)} data-testid='point-exchange'>
                    {check.ok ? check.text : '立即兑换'}
                  </Button>
                </View>
              </View>
          )
        }}
      />
    </View>
  )
}

export default page(observer(PointMallPage))
