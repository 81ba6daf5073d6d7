import { page } from '@/components/page-boundary/page-boundary'
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { ErrorState } from '@/components/error-state/error-state'
import { useAddressedLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { runAction } from '@/components/toast/run-action'
import { routes } from '@/config/routes'
import { goBack, openRoute } from '@/platform/navigation'
import { tradeArea } from '@/shared/trade/trade-area'
import { useArea } from '@/stores/store-context'
import { orderArea } from './model/order-area'
import { OrderActions } from './components/order-actions'
import { OrderFacts } from './components/order-facts'
import { OrderLines } from './components/order-lines'
import { OrderStatusHeader } from './components/order-status-header'
import { payAgain } from './model/pay-again'
import './components/order-card.scss'
import './order-detail.scss'
import { laterOnThisPage } from '@/components/page-kit/page-timers'

type Asking = 'delete' | 'receive' | null

/** One order, addressed by its code (routes.orderDetail({ orderCode })), from the order list and the payment flow. */
function OrderDetailPage() {
  const { detail: store, list: orders } = useArea(orderArea)
  const trade = useArea(tradeArea)
  const orderCode = useAddressedLoad('orderCode', store, (s, code) => s.openByCode(code))
  const [asking, setAsking] = useState<Asking>(null)
  const shown = useRef(false)

  // back from cancel, delivery or contract: the order may have changed
  useDidShow(() => {
    if (shown.current && store.order) void store.reload()
    shown.current = true
  })

  const act = async (what: Exclude<Asking, null>) => {
    setAsking(null)
    const order = store.order
    if (!order) return
    if (what === 'delete') {
      const r = await runAction(() => store.remove(), { done: '订单已删除' })
      if (!r.ok) return
      orders.forget(order.orderId)
      laterOnThisPage(() => void goBack(), 600)
    } else {
      const r = await runAction(() => store.receive(), { done: '已确认收货' })
      if (r.ok) orders.patch(order.orderId, { received: true })
    }
  }

  if (!orderCode) return <ErrorState text='订单不存在' notFound />
  const order = store.order
  if (!order) return store.notFound ? <ErrorState text={store.error} notFound /> : pendingView(store.current)
  return (
    <View className='order-detail'>
      <OrderStatusHeader order={order} payDeadline={store.payDeadline} onExpire={() => store.expire()} />
      <OrderLines lines={order.lines} />
      <OrderFacts order={order} />
      <OrderActions
        order={order}
        canPay={store.canPay}
        canCancel={store.canCancel}
        canDelete={store.canDelete}
        canReceive={store.canReceive}
        busy={store.busy}
        onPay={() =>
          void payAgain(trade, order).then((phase) => {
            if (phase === 'failed') void store.reload()
          })
        }
        onCancel={() => void openRoute(routes.orderCancel({ orderId: order.orderId }))}
        onDelete={() => setAsking('delete')}
        onReceive={() => setAsking('receive')}
        onDelivery={() => void openRoute(routes.orderDelivery({ orderId: order.orderId }))}
        onContract={() => void openRoute(routes.orderContract({ orderId: order.orderId }))}
      />
      <ConfirmDialog
        visible={asking !== null}
        title={asking === 'delete' ? '删除订单' : '确认收货'}
        content={asking === 'delete' ? '删除后订单将无法恢复，确定删除吗？' : '请确认已收到全部商品'}
        onConfirm={() => asking && void act(asking)}
        onCancel={() => setAsking(null)}
      />
    </View>
  )
}

export default page(observer(OrderDetailPage))
