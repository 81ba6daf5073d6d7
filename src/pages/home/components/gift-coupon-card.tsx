import { Button, Tag } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { GiftCoupon } from '@types-api/api/content'
import { observer } from 'mobx-react'
import { giftCouponAction } from '../model/gift-store'
import { expiryText, overlayLabel } from '@/utils/coupon-text'
import { formatMoney } from '@/utils/money'

export interface GiftCouponCardProps {
  coupon: GiftCoupon
  receiving: boolean
  onReceive: (couponId: string) => void
  onUse: () => void
}

/** One coupon of the gift: face value, name, stacking and validity, and its button (spec §8). */
function GiftCouponCardInner({ coupon, receiving, onReceive, onUse }: GiftCouponCardProps) {
  const action = giftCouponAction(coupon)
  const face = formatMoney(coupon.facevalue).replace(/\.00$/, '')
  const dim = action.kind === 'expired' || action.kind === 'sold-out'
  return (
    <View className={`gift-coupon${dim ? ' gift-coupon--dim' : ''}`} data-testid='gift-coupon' data-id={coupon.couponId}>
      <View className='gift-coupon__value'>
        <Text className='gift-coupon__yuan'>¥</Text>
        <Text className='gift-coupon__face'>{face}</Text>
      </View>
      <View className='gift-coupon__body'>
        <Text className='gift-coupon__name'>{coupon.couponName}</Text>
        <View className='gift-coupon__meta'>
          <Tag type={coupon.overlay ? 'primary' : 'default'} plain>
            {overlayLabel(coupon)}
          </Tag>
          <Text className='gift-coupon__expiry'>{expiryText(coupon)}</Text>
        </View>
        {coupon.productsRules ? <Text className='gift-coupon__rules'>{coupon.productsRules}</Text> : null}
      </View>
      <View className='gift-coupon__action'>
        {action.kind === 'receive' ? (
          <Button size='small' type='primary' loading={receiving} onClick={() => onReceive(coupon.couponId)}>
            {action.label}
          </Button>
        ) : action.kind === 'use' ? (
          <Button size='small' type='primary' fill='outline' onClick={onUse}>
            {action.label}
          </Button>
        ) : (
          <Text className={`gift-coupon__badge gift-coupon__badge--${action.kind}`}>{action.label}</Text>
        )}
      </View>
    </View>
  )
}

export const GiftCouponCard = observer(GiftCouponCardInner)
