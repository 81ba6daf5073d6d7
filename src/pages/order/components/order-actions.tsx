import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import type { OrderDetail } from '../model/order-calls'

export interface OrderActionsProps {
  order: OrderDetail
  canPay: boolean
  canCancel: boolean
  canDelete: boolean
  canReceive: boolean
  busy: boolean
  onPay: () => void
  onCancel: () => void
  onDelete: () => void
  onReceive: () => void
  onDelivery: () => void
  onContract: () => void
}

/** The bar at the bottom of the detail page, with what this order allows. */
export function OrderActions(p: OrderActionsProps) {
  const { order } = p
  return (
    <View className='order-actions' data-testid='order-actions'>
      {order.hasContract ? (
        <Button size='small' fill='outline' onClick={p.onContract}>
          查看合同
        </Button>
      ) : null}
      {order.status === 1 && order.hasGoods && order.shipped !== false ? (
        <Button size='small' fill='outline' onClick={p.onDelivery}>
          查看物流
        </Button>
      ) : null}
      {p.canDelete ? (
        <Button size='small' fill='outline' disabled={p.busy} onClick={p.onDelete}>
          删除订单
        </Button>
      ) : null}
      {p.canCancel ? (
        <Button size='small' fill='outline' disabled={p.busy} onClick={p.onCancel}>
          取消订单
        </Button>
      ) : null}
      {p.canReceive ? (
        <Button size='small' type='primary' disabled={p.busy} onClick={p.onReceive}>
          确认收货
        </Button>
      ) : null}
      {order.status === 2 ? (
        <Button size='small' type='primary' disabled={!p.canPay || p.busy} onClick={p.onPay}>
          {p.canPay ? '去支付' : '已超时'}
        </Button>
      ) : null}
    </View>
  )
}
