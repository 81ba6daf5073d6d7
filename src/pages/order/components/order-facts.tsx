import { Cell } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { OrderDetail } from '@types-api/api/order'
import { formatYuan, yuanToFen } from '@/utils/money'
import { priceText } from '../order-text'

const minus = (yuan: string) => ((yuanToFen(yuan) ?? 0) > 0 ? `-${formatYuan(yuan)}` : null)

/** Address, amounts and order facts of the detail page. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const coupon = minus(order.couponMoney)
  const wallet = minus(order.walletMoney)
  const copy = () => void Taro.setClipboardData({ data: order.orderCode })
  return (
    <View>
      {order.address ? (
        <Cell.Group className='order-section'>
          <Cell
            title={
              <Text>
                {order.address.name} {order.address.phone}
              </Text>
            }
            description={order.address.fullAddress}
          />
        </Cell.Group>
      ) : null}
      <Cell.Group className='order-section'>
        <Cell title='商品金额' extra={formatYuan(order.totalMoney) || '¥0.00'} />
        {order.point > 0 ? <Cell title='积分' extra={`${order.point}积分`} /> : null}
        <Cell title='运费' extra={formatYuan(order.freight) || '¥0.00'} />
        {coupon ? <Cell title='优惠券' extra={coupon} /> : null}
        {wallet ? <Cell title='钱包抵扣' extra={wallet} /> : null}
        <Cell title={order.status === 2 ? '需付款' : order.status === -1 ? '应付款' : '实付款'} extra={<Text className='order-facts__pay'>{priceText(order.payMoney, order.point)}</Text>} />
      </Cell.Group>
      <Cell.Group className='order-section'>
        <Cell title='订单编号' extra={<Text onClick={copy}>{order.orderCode} 复制</Text>} />
        <Cell title='下单时间' extra={order.createTime} />
        {order.payTime ? <Cell title='支付时间' extra={order.payTime} /> : null}
        {order.cancelTime ? <Cell title='取消时间' extra={order.cancelTime} /> : null}
      </Cell.Group>
    </View>
  )
}
