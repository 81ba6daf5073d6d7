import { belowNetworkNotice } from '@/components/network-notice/network-notice'
import { page } from '@/components/page-boundary/page-boundary'
import { toast } from '@/components/toast/toast'
import { runAction } from '@/components/toast/run-action'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { routes } from '@/config/routes'
import { View } from '@tarojs/components'
import { useDidShow, useReachBottom, useRouter } from '@tarojs/taro'
import type { OrderSummary } from './model/order-calls'
import { observer } from 'mobx-react'
import { useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { EmptyState } from '@/components/empty-state/empty-state'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { openRoute } from '@/platform/navigation'
import { ORDER_TABS, orderTabFromQuery } from '@/pages/order/model/order-list-store'
import { useArea } from '@/stores/store-context'
import { orderArea } from './model/order-area'
import { OrderCard } from './components/order-card'
import './order-list.scss'
import { PagedListView } from '@/components/page-kit/paged-list-view'

function OrderListPage() {
  const orders = useArea(orderArea).list
  const router = useRouter()
  const [deleting, setDeleting] = useState<OrderSummary | null>(null)

  const openedTab = useRef<string | null>(null)

  // the tab named in the address on open (and when the address changes); pull-down refreshes the
  // tab on screen, keeping its rows until page 1 arrives
  usePageLoad(() => {
    const tab = router.params.tab ?? ''
    if (openedTab.current === tab) return orders.refresh()
    openedTab.current = tab
    return orders.selectTab(orderTabFromQuery(tab))
  }, [orders, router.params.tab])
  // back from a detail page or a checkout: the list may have changed
  useDidShow(() => {
    if (orders.list.status === 'ready') void orders.refresh()
  })
  useReachBottom(() => {
    void orders.loadMore().then(() => {
      if (orders.error && orders.list.items.length > 0) toast(orders.error)
    })
  })

  const confirmDelete = async () => {
    const order = deleting
    setDeleting(null)
    if (!order) return
    await runAction(() => orders.remove(order.orderId), { done: '订单已删除' })
  }

  const tabIndex = Math.max(0, ORDER_TABS.findIndex((t) => t.key === orders.tab))
  return (
    <View className='order-list'>
      <TabStrip spread muted className={belowNetworkNotice('order-list__tabs')} titles={ORDER_TABS.map((t) => t.title)} value={tabIndex} onChange={(index) => void orders.selectTab(ORDER_TABS[index].key)} />
      <PagedListView
        list={orders.list}
        empty={<EmptyState text='暂无订单' action={{ text: '去商城逛逛', onClick: () => void openRoute(routes.mall()) }} />}
        className='order-list__items'
        renderItem={(o) => (
          <OrderCard
            key={o.orderId}
            order={o}
            onOpen={(x) => void openRoute(routes.orderDetail({ orderCode: x.orderCode }))}
            onDelete={setDeleting}
            onDelivery={(x) => void openRoute(routes.orderDelivery({ orderId: x.orderId }))}
          />
        )}
      />
      <ConfirmDialog visible={deleting !== null} title='删除订单' content='删除后订单将无法恢复，确定删除吗？' onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </View>
  )
}

export default page(observer(OrderListPage))
