import { page } from '@/components/page-boundary/page-boundary'
import { Cell, Step, Steps } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import type { OrderDelivery } from '@types-api/api/order'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useState } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { goBack } from '@/platform/navigation'
import { errorText, isNotFound } from '@/services/http/errors'
import { useArea } from '@/stores/store-context'
import { orderArea } from './model/order-area'
import './order-delivery.scss'

type State = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'none'; text: string } | { kind: 'ready'; delivery: OrderDelivery }

/** Shipping company, tracking number and the trace, newest first. */
function OrderDeliveryPage() {
  const { api } = useArea(orderArea)
  const orderId = useRouter().params.orderId ?? ''
  const [state, setState] = useState<State>({ kind: 'loading' })

  const load = useCallback(() => {
    setState({ kind: 'loading' })
    api.delivery(orderId).then(
      (delivery) => setState({ kind: 'ready', delivery }),
      (e: unknown) => setState(isNotFound(e) ? { kind: 'none', text: errorText(e) } : { kind: 'error', text: errorText(e) }),
    )
  }, [api, orderId])
  useEffect(load, [load])

  if (state.kind === 'loading') return <View className='order-delivery__loading'>加载中…</View>
  if (state.kind === 'error') return <ErrorState text={state.text} onRetry={load} />
  // no logistics yet (not shipped) is a fact to state plainly, not a failure
  if (state.kind === 'none') {
    return (
      <View data-testid='delivery-none'>
        <EmptyState text={`${state.text}，商品发货后可在这里查看`} action={{ text: '返回订单', onClick: () => void goBack() }} />
      </View>
    )
  }
  const { company, trackingNumber, steps } = state.delivery
  return (
    <View className='order-delivery'>
      <Cell.Group className='order-delivery__head'>
        <Cell title='快递公司' extra={company} />
        <Cell
          title='运单号'
          extra={
            <View className='order-facts__code'>
              <Text>{trackingNumber}</Text>
              <Text className='copy-button' data-testid='copy-tracking' onClick={() => void Taro.setClipboardData({ data: trackingNumber })}>
                复制
              </Text>
            </View>
          }
        />
      </Cell.Group>
      {steps.length === 0 ? (
        <EmptyState text='暂无物流轨迹' />
      ) : (
        <View className='order-delivery__trace' data-testid='delivery-trace'>
          <Steps direction='vertical' value={1}>
            {steps.map((s, i) => (
              <Step key={`${s.time}-${i}`} value={i + 1} title={s.text} description={s.time} />
            ))}
          </Steps>
        </View>
      )}
    </View>
  )
}

export default page(observer(OrderDeliveryPage))
