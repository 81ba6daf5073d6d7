import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { OrderSummary } from '../model/order-calls'
import { itemCount, orderStatusText, priceText } from '../model/order-text'
import { OrderLineRow } from './order-lines'
import './order-card.scss'

export interface OrderCardProps {
  order: OrderSummary
  onOpen: (order: OrderSummary) => void
  onDelete?: (order: OrderSummary) => void
  onDelivery?: (order: OrderSummary) => void
}

/** One order in the list: code, status, lines, total and the actions its state allows. */
export function OrderCard({ order, onOpen, onDelete, onDelivery }: OrderCardProps) {
  const status = orderStatusText(order)
  return (
    <View className='order-card' data-testid='order-card' data-order-id={order.orderId} onClick={() => onOpen(order)}>
      <View className='order-card__head'>
        <Text className='order-card__code'>订单号 {order.orderCode}</Text>
        <Text className={`order-card__status order-card__status--${order.status === 2 ? 'pending' : order.status === -1 ? 'cancelled' : 'done'}`}>
          {status}
        </Text>
      </View>
      {order.lines.map((line) => (
        <OrderLineRow key={`${order.orderId}-${line.productId}`} line={line} />
      ))}
      <View className='order-card__total'>
        <Text>
          共{itemCount(order)}件 {order.status === 2 ? '需付款' : order.status === -1 ? '应付' : '实付'}：
        </Text>
        <Text className='order-card__money'>{priceText(order.payMoney, order.point)}</Text>
      </View>
      <View className='order-card__actions' onClick={(e) => e.stopPropagation()}>
        {order.status === -1 && onDelete ? (
          <Button size='small' fill='outline' onClick={() => onDelete(order)}>
            删除订单
          </Button>
        ) : null}
        {order.status === 1 && order.hasGoods && onDelivery ? (
          <Button size='small' fill='outline' onClick={() => onDelivery(order)}>
            查看物流
          </Button>
        ) : null}
        {order.status === 2 ? (
          <Button size='small' type='primary' onClick={() => onOpen(order)}>
            去支付
          </Button>
        ) : (
          <Button size='small' fill='outline' onClick={() => onOpen(order)}>
            查看详情
          </Button>
        )}
      </View>
    </View>
  )
}
