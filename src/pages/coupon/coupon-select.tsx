import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { goBack } from '@/platform/navigation'
import { tradeArea } from '@/shared/trade/trade-area'
import { useArea } from '@/stores/store-context'
import { fenToYuanText } from '@/utils/money'
import { CouponCard } from '@/shared/trade/coupon-card/coupon-card'
import './coupon-select.scss'

/** Coupon choice for the order being confirmed (spec §4); choices live in the checkout store. */
function CouponSelectPage() {
  const { checkout } = useArea(tradeArea)
  if (checkout.opened.status !== 'ready') {
    return (
      <EmptyState text='订单信息已失效，请返回重新确认'>
        <View className='coupon-select__back'>
          <Button type='primary' onClick={() => void goBack()}>
            返回
          </Button>
        </View>
      </EmptyState>
    )
  }
  const usable = checkout.coupons.filter((c) => c.usable !== false)
  const unusable = checkout.coupons.filter((c) => c.usable === false)
  const count = checkout.couponIds.length
  const saving = checkout.couponSavingFen
  // the amount only once the server has costed this choice
  const chosenText = !count ? '未选择优惠券' : saving === null ? `已选${count}张` : `已选${count}张，抵扣¥${fenToYuanText(saving)}`
  if (!checkout.coupons.length) return <EmptyState text='暂无优惠券' />
  return (
    <View className='coupon-select'>
      <View className='coupon-select__hint'>叠加使用的券可同时选择多张；不可叠加的券只能单独使用。选择优惠券后钱包抵扣将重置。</View>
      {usable.map((c) => (
        <CouponCard
          key={c.userCouponId}
          coupon={c}
          select={{ chosen: checkout.couponIds.includes(c.userCouponId), usable: true, onTap: () => checkout.tapCoupon(c.userCouponId) }}
        />
      ))}
      {unusable.length ? <View className='coupon-select__section'>不可用优惠券（{unusable.length}）</View> : null}
      {unusable.map((c) => (
        <CouponCard key={c.userCouponId} coupon={c} select={{ chosen: false, usable: false, reason: c.reason, onTap: () => undefined }} />
      ))}
      <View className='coupon-select__bar'>
        <Text className='coupon-select__sum' data-testid='coupon-sum'>
          {chosenText}
        </Text>
        <Button type='primary' loading={checkout.costing} onClick={() => void goBack()}>
          确定
        </Button>
      </View>
    </View>
  )
}

export default page(observer(CouponSelectPage))
