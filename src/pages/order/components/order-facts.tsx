import { Cell } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { OrderDetail } from '../model/order-calls'
import { fenToYuanText } from '@/utils/money'
import { amountLines, priceText } from '../model/order-text'
import { maskPhone } from '@/utils/phone'
import { copyText } from '@/components/toast/copy-text'
import './copy-button.scss'

/** Address, every amount that made what was paid, and the order facts of the detail page. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const copy = () => void copyText(order.orderCode, '订单编号已复制')
  return (
    <View>
      {order.address ? (
        <Cell.Group className='order-section'>
          <Cell
            title={
              <Text>
                {order.address.name} {maskPhone(order.address.phone)}
              </Text>
            }
            description={order.address.fullAddress}
          />
        </Cell.Group>
      ) : null}
      <Cell.Group className='order-section'>
        {amountLines(order).map((l) => (
          <View key={l.key} data-testid='amount-line' data-key={l.key} data-fen={l.sign * l.fen}>
            <Cell title={l.title} extra={l.key === 'points' ? `${l.fen}积分` : `${l.sign < 0 ? '-' : ''}¥${fenToYuanText(l.fen)}`} />
          </View>
        ))}
        <View data-testid='amount-paid'>
          <Cell
            title={order.status === 2 ? '需付款' : order.status === -1 ? '应付款' : '实付款'}
            extra={<Text className='order-facts__pay'>{priceText(order.payMoney, order.point)}</Text>}
          />
        </View>
      </Cell.Group>
      <Cell.Group className='order-section'>
        <Cell
          align='center'
          title='订单编号'
          extra={
            <View className='order-facts__code'>
              <Text>{order.orderCode}</Text>
              <Text className='copy-button' data-testid='copy-order-code' onClick={copy}>
                复制
              </Text>
            </View>
          }
        />
        <Cell title='下单时间' extra={order.createTime} />
        {order.payTime ? <Cell title='支付时间' extra={order.payTime} /> : null}
        {order.cancelTime ? <Cell title='取消时间' extra={order.cancelTime} /> : null}
      </Cell.Group>
    </View>
  )
}
