import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { runAction } from '@/components/toast/run-action'
import { openRoute } from '@/platform/navigation'
import { RECEIVE_REPORT } from '@/utils/coupon-text'
import { CouponCard } from '@/shared/trade/coupon-card/coupon-card'
import { useArea } from '@/stores/store-context'
import { couponArea } from '../model/coupon-area'
import { couponUseRoute } from '../model/coupon-use'

/** The coupons offered to the parent: those of member rights, then the others, each with its button. */
function CouponOffersInner() {
  const { coupons } = useArea(couponArea)
  const receive = (id: string) => void runAction(() => coupons.receive(id), RECEIVE_REPORT)
  const groups = [
    { title: '会员权益券', list: coupons.myCoupons.memberRightsCoupons },
    { title: '更多好券', list: coupons.myCoupons.otherCoupons },
  ].filter((g) => g.list.length)
  if (!groups.length) return coupons.offersError ? <View className='coupons__warn'>{coupons.offersError}</View> : null
  return (
    <View className='coupons__offers' data-testid='coupon-offers'>
      {groups.map((g) => (
        <View key={g.title}>
          <Text className='coupons__section'>{g.title}</Text>
          {g.list.map((c) => (
            <CouponCard
              key={c.couponId}
              coupon={c}
              receiving={coupons.receivingId === c.couponId}
              onReceive={() => void receive(c.couponId)}
              onUse={() => void openRoute(couponUseRoute(c))}
            />
          ))}
        </View>
      ))}
    </View>
  )
}

export const CouponOffers = observer(CouponOffersInner)
