import { Text, View } from '@tarojs/components'
import type { OrderDetail } from '../model/order-calls'
import { orderStatusText } from '../model/order-text'
import { PayCountdown } from './pay-countdown'

export interface OrderStatusHeaderProps {
  order: OrderDetail
  /** client-clock ms when payment closes; null when it cannot be paid */
  payDeadline: number | null
  onExpire: () => void
}

const HINT: Record<string, string> = {
  待发货: '商家正在备货，发货后可查看物流',
  待收货: '商品已发出，请注意查收',
  已完成: '感谢您的信任，期待再次为您服务',
  已取消: '订单已取消',
}

/** The green band at the top of the detail page: state, and for a pending order the time left to pay. */
export function OrderStatusHeader({ order, payDeadline, onExpire }: OrderStatusHeaderProps) {
  const status = orderStatusText(order)
  return (
    <View className='order-status' data-testid='order-status'>
      <Text className='order-status__title'>{status}</Text>
      {order.status === 2 ? (
        payDeadline !== null ? (
          <View className='order-status__hint' data-testid='pay-countdown'>
            <Text>剩余支付时间 </Text>
            <PayCountdown deadline={payDeadline} onEnd={onExpire} />
          </View>
        ) : (
          <Text className='order-status__hint'>订单已超过支付时间，请重新下单</Text>
        )
      ) : (
        <Text className='order-status__hint'>{order.status === -1 && order.cancelReason ? `取消原因：${order.cancelReason}` : HINT[status]}</Text>
      )}
    </View>
  )
}
