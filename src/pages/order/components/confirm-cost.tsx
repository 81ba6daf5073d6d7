import { Cell } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { fenToYuanText } from '@/utils/money'

export interface ConfirmCostProps {
  totalFen: number
  /** null while the chosen coupons are being costed */
  couponFen: number | null
  couponCount: number
  usableCoupons: number
  schemeFen: number
  freightFen: number
  onCoupons: () => void
}

const minus = (fen: number) => `-¥${fenToYuanText(fen)}`

/** Goods total, coupons (opens the choice), promotion and freight. */
export function ConfirmCost({ totalFen, couponFen, couponCount, usableCoupons, schemeFen, freightFen, onCoupons }: ConfirmCostProps) {
  const chosen = couponFen === null ? `已选${couponCount}张` : `已选${couponCount}张 ${minus(couponFen)}`
  const couponText = couponCount ? chosen : usableCoupons ? `${usableCoupons}张可用` : '暂无可用'
  return (
    <View className='confirm-card'>
      <Cell title='商品金额' extra={`¥${fenToYuanText(totalFen)}`} />
      <View data-testid='coupon-cell'>
        <Cell title='优惠券' extra={`${couponText} ›`} clickable onClick={onCoupons} />
      </View>
      {schemeFen ? <Cell title='优惠活动' extra={minus(schemeFen)} /> : null}
      <Cell title='运费' extra={freightFen ? `¥${fenToYuanText(freightFen)}` : '免运费'} />
    </View>
  )
}
