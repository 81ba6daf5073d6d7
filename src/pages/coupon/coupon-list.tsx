import { page } from '@/components/page-boundary/page-boundary'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { CouponOffers } from './components/coupon-offers'
import { CouponTabsView } from './components/coupon-tabs-view'
import { couponArea } from './model/coupon-area'

const TABS = [0, 1, 2] as const

/** My coupons: the coupons offered to receive, then my coupons by tab. */
function CouponListPage() {
  const { coupons } = useArea(couponArea)
  useEffect(() => {
    void coupons.loadRights()
  }, [coupons])
  const header = (
    <>
      <CouponOffers />
      <View className='coupons__head'>
        <Text className='coupons__section'>我的优惠券</Text>
        <Text className='coupons__link' data-testid='coupon-history-link' onClick={() => void openRoute(routes.couponHistory())}>
          历史优惠券 ›
        </Text>
      </View>
    </>
  )
  return <CouponTabsView tabs={[...TABS]} initialTab={0} header={header} onRefresh={() => coupons.loadOffers()} />
}

export default page(observer(CouponListPage))
