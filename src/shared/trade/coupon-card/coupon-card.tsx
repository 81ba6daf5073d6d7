import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { couponAction, couponNameOf, expiryText, faceValueText, overlayLabel, productsRulesText, type CouponActionSource, type CouponTextSource } from '@/utils/coupon-text'
import './coupon-card.scss'

export interface CouponCardData extends CouponTextSource, CouponActionSource {
  couponId?: string
  couponName?: string
  name?: string
  facevalue: string
  productsRules?: string
}

export interface CouponCardProps {
  coupon: CouponCardData
  /** coupon choice at checkout: a checkbox instead of the button */
  select?: { chosen: boolean; usable: boolean; reason?: string; onTap: () => void }
  /** a receive request for this coupon is in flight */
  receiving?: boolean
  onReceive?: () => void
  /** 去使用: opens the products it applies to */
  onUse?: () => void
  testId?: string
}

/**
 * The one coupon card (checkout choice, my coupons, rights and the gift pack): face value, name,
 * stacking label, expiry, product rules, and the button of spec §8 or a checkbox when choosing.
 */
export function CouponCard({ coupon, select, receiving, onReceive, onUse, testId = 'coupon-card' }: CouponCardProps) {
  const action = select ? null : couponAction(coupon)
  const off = select ? !select.usable : action?.kind === 'expired' || action?.kind === 'sold-out' || action?.kind === 'used'
  return (
    <View
      className={`coupon-card${off ? ' coupon-card--off' : ''}`}
      data-testid={testId}
      data-id={coupon.userCouponId ?? coupon.couponId}
      onClick={select?.usable ? select.onTap : undefined}
      // choosing: the whole card is the checkbox (its text names it); the NutUI box only shows the state
      role={select?.usable ? 'checkbox' : undefined}
      aria-checked={select?.usable ? select.chosen : undefined}
    >
      <View className='coupon-card__value'>
        <Text className='coupon-card__yen'>¥</Text>
        <Text className='coupon-card__face'>{faceValueText(coupon.facevalue)}</Text>
      </View>
      <View className='coupon-card__main'>
        <View className='coupon-card__body'>
          <Text className='coupon-card__name'>{couponNameOf(coupon)}</Text>
          <View className='coupon-card__meta'>
            <Text className={`coupon-tag coupon-tag--${coupon.overlay ? 'stack' : 'single'}`} data-testid='overlay-tag'>
              {overlayLabel(coupon)}
            </Text>
            <Text className='coupon-card__expiry'>{expiryText(coupon)}</Text>
          </View>
          {productsRulesText(coupon.productsRules) ? <Text className='coupon-card__rule'>{productsRulesText(coupon.productsRules)}</Text> : null}
          {select && !select.usable ? <Text className='coupon-card__reason'>{select.reason ?? '当前订单不可使用'}</Text> : null}
        </View>
        <View className='coupon-card__action'>
          {select ? (
            select.usable ? (
              <View className={`coupon-card__check${select.chosen ? ' coupon-card__check--on' : ''}`} data-testid='coupon-check' aria-hidden>
                {select.chosen ? '✓' : ''}
              </View>
            ) : null
          ) : action?.kind === 'receive' ? (
            <Button className='coupon-card__btn' size='small' type='primary' loading={receiving} disabled={receiving} onClick={onReceive} data-testid='coupon-receive'>
              {action.label}
            </Button>
          ) : action?.kind === 'use' ? (
            <Button className='coupon-card__btn' size='small' type='primary' fill='outline' onClick={onUse} data-testid='coupon-use'>
              {action.label}
            </Button>
          ) : action ? (
            <Text className={`coupon-card__badge coupon-card__badge--${action.kind}`} data-testid='coupon-badge'>
              {action.label}
            </Text>
          ) : null}
        </View>
      </View>
    </View>
  )
}
