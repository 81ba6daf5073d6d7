import { Checkbox } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { CouponItem } from '@types-api/api/coupon'
import { expiryText, overlayLabel } from '@/utils/coupon-text'
import { formatMoney } from '@/utils/money'

export interface CouponCardProps {
  coupon: CouponItem
  chosen: boolean
  onTap: () => void
}

/** One coupon: value, name, stackable label, expiry, and why it cannot be used here. */
export function CouponCard({ coupon, chosen, onTap }: CouponCardProps) {
  const usable = coupon.usable !== false
  return (
    <View className={`coupon-card${usable ? '' : ' coupon-card--off'}`} onClick={usable ? onTap : undefined} data-testid='coupon-card'>
      <View className='coupon-card__value'>
        <Text className='coupon-card__yen'>¥</Text>
        <Text className='coupon-card__face'>{formatMoney(coupon.facevalue).replace(/\.00$/, '')}</Text>
      </View>
      <View className='coupon-card__body'>
        <Text className='coupon-card__name'>{coupon.couponName ?? coupon.name}</Text>
        <View className='coupon-card__meta'>
          <Text className={`coupon-tag coupon-tag--${coupon.overlay ? 'stack' : 'single'}`} data-testid='overlay-tag'>
            {overlayLabel(coupon)}
          </Text>
          <Text className='coupon-card__expiry'>{expiryText(coupon)}</Text>
        </View>
        {coupon.productsRules ? <Text className='coupon-card__rule'>{coupon.productsRules}</Text> : null}
        {usable ? null : <Text className='coupon-card__reason'>{coupon.reason ?? '当前订单不可使用'}</Text>}
      </View>
      {usable ? <Checkbox className='coupon-card__check' checked={chosen} aria-label='选择优惠券' /> : null}
    </View>
  )
}
