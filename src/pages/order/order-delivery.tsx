import { page } from '@/components/page-boundary/page-boundary'
import { Cell } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { goBack } from '@/platform/navigation'
import { useAddressedOrder } from './components/use-addressed-order'
import { copyText } from '@/components/toast/copy-text'
import './components/copy-button.scss'
import './order-delivery.scss'

/** Shipping company, tracking number and the trace, newest first. */
function OrderDeliveryPage() {
  const { model, orderId } = useAddressedOrder((m, id) => m.openDelivery(id))

  if (!orderId) return <ErrorState text='订单不存在' notFound />
  const view = model.delivery.value
  if (!view) return pendingView(model.delivery)
  // no logistics yet (not shipped) is a fact to state plainly, not a failure
  if (view.kind === 'none') {
    return (
      <View data-testid='delivery-none'>
        <EmptyState text={`${view.text}，商品发货后可在这里查看`} action={{ text: '返回订单', onClick: () => void goBack() }} />
      </View>
    )
  }
  const { company, trackingNumber, steps } = view.delivery
  return (
    <View className='order-delivery'>
      <Cell.Group className='order-delivery__head'>
        <Cell title='快递公司' extra={company} />
        <Cell
          align='center'
          title='运单号'
          extra={
            <View className='order-facts__code'>
              <Text className='order-delivery__number'>{trackingNumber}</Text>
              <Text className='copy-button' data-testid='copy-tracking' onClick={() => void copyText(trackingNumber, '运单号已复制')}>
                复制
              </Text>
            </View>
          }
        />
      </Cell.Group>
      {steps.length === 0 ? (
        <EmptyState text='暂无物流轨迹' />
      ) : (
        // the trace as a timeline, the newest line on top and marked; drawn here rather than with
        // NutUI's Steps, whose stylesheet alone weighed 10 KB of the order package
        <View className='order-delivery__trace' data-testid='delivery-trace'>
          {steps.map((s, i) => (
            <View key={`${s.time}-${i}`} className={`trace-line${i === 0 ? ' trace-line--latest' : ''}`} data-testid='trace-line'>
              <View className='trace-line__rail'>
                <View className='trace-line__dot' />
              </View>
              <View className='trace-line__body'>
                <Text className='trace-line__text'>{s.text}</Text>
                <Text className='trace-line__time'>{s.time}</Text>
              </View>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

export default page(observer(OrderDeliveryPage))
