import { page } from '@/components/page-boundary/page-boundary'
import { toast } from '@/components/toast/toast'
import { View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { ErrorState } from '@/components/error-state/error-state'
import { goBack, openRoute } from '@/platform/navigation'
import { errorText } from '@/services/http/errors'
import { tradeArea } from '@/shared/trade/trade-area'
import { useArea } from '@/stores/store-context'
import { orderArea } from './model/order-area'
import { OrderActions } from './components/order-actions'
import { OrderFacts } from './components/order-facts'
import { OrderLines } from './components/order-lines'
import { OrderStatusHeader } from './components/order-status-header'
import { orderRoutes } from './order-routes'
import { payAgain } from './pay-again'
import './components/order-card.scss'
import './order-detail.scss'

type Asking = 'delete' | 'receive' | null

function OrderDetailPage() {
  const { detail: store, list: orders } = useArea(orderArea)
  const trade = useArea(tradeArea)
  const { orderId, orderCode } = useRouter().params
  const key = orderId || orderCode || ''
  const [asking, setAsking] = useState<Asking>(null)

  // on every show: first open, and back from cancel or payment
  useDidShow(() => {
    if (key) void store.load(key)
  })

  const act = async (what: Exclude<Asking, null>) => {
    setAsking(null)
    const order = store.order
    if (!order) return
    try {
      if (what === 'delete') {
        await store.remove()
        orders.forget(order.orderId)
        toast('订单已删除')
        setTimeout(() => void goBack(), 600)
      } else {
        await store.receive()
        orders.patch(order.orderId, { received: true })
        toast('已确认收货')
      }
    } catch (e) {
      toast(errorText(e))
    }
  }

  if (!key) return <ErrorState text='订单不存在' notFound />
  const order = store.order
  if (store.status === 'error' && !order) return <ErrorState text={store.error} notFound={store.notFound} onRetry={() => void store.load(key)} />
  if (!order) {
    return (
      <View className='order-detail__loading' data-testid='loading'>
        加载中…
      </View>
    )
  }
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
            if (phase === 'failed') void store.load(key)
          })
        }
        onCancel={() => void openRoute(orderRoutes.cancel(order.orderId))}
        onDelete={() => setAsking('delete')}
        onReceive={() => setAsking('receive')}
        onDelivery={() => void openRoute(orderRoutes.delivery(order.orderId))}
        onContract={() => void openRoute(orderRoutes.contract(order.orderId))}
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
