import { page } from '@/components/page-boundary/page-boundary'
import { Button, Empty } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { ErrorState } from '@/components/error-state/error-state'
import { openRoute } from '@/platform/navigation'
import { errorText } from '@/services/http/errors'
import { orderDetailRoute } from '@/services/pay/pay-result'
import { PAID } from '@/services/pay/status-poller'
import { tradeArea } from '@/shared/trade/trade-area'
import { useArea } from '@/stores/store-context'
import './pay.scss'

type State = { kind: 'loading' } | { kind: 'paid' } | { kind: 'unpaid' } | { kind: 'error'; text: string }

/** Payment success. It asks the server once more, so "paid" is shown only when the server says so. */
function PayFinishPage() {
  const { api } = useArea(tradeArea)
  const { orderId = '', orderCode = '' } = useRouter().params
  const [state, setState] = useState<State>({ kind: 'loading' })

  const check = () => {
    setState({ kind: 'loading' })
    api
      .queryStatus(orderId)
      .then((s) => setState(s === PAID ? { kind: 'paid' } : { kind: 'unpaid' }))
      .catch((e: unknown) => setState({ kind: 'error', text: errorText(e) }))
  }
  useEffect(check, [api, orderId])

  if (state.kind === 'error') return <ErrorState text={state.text} onRetry={check} />
  if (state.kind === 'loading') {
    return (
      <View className='pay-page__loading' data-testid='loading'>
        正在确认支付结果…
      </View>
    )
  }
  const paid = state.kind === 'paid'
  return (
    <View className='pay-page' data-testid={paid ? 'pay-finish' : 'pay-unpaid'}>
      <View className={`pay-page__badge${paid ? '' : ' pay-page__badge--wait'}`}>{paid ? '✓' : '!'}</View>
      <Text className='pay-page__title'>{paid ? '支付成功' : '订单尚未支付'}</Text>
      {orderCode ? <Text className='pay-page__code'>订单号 {orderCode}</Text> : null}
      {paid ? null : <Empty status='empty' title='如已支付，请稍后在订单详情查看' />}
      <View className='pay-page__actions'>
        <Button type='primary' fill='outline' onClick={() => void Taro.redirectTo({ url: orderDetailRoute(orderCode) })}>
          查看订单
        </Button>
        <Button type='primary' onClick={() => void openRoute('/pages/home/home')}>
          返回首页
        </Button>
      </View>
    </View>
  )
}

export default page(PayFinishPage)
