import { page } from '@/components/page-boundary/page-boundary'
import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useState } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { errorText } from '@/services/http/errors'
import { useArea } from '@/stores/store-context'
import { RichHtml } from '@/shared/rich-text/rich-html'
import { sanitizeHtml } from '@/shared/rich-text/sanitize-html'
import { orderArea } from './model/order-area'
import './order-contract.scss'

type State = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'ready'; html: string }

/** The order's contract; the server's HTML goes through the shared sanitizer in RichHtml. */
function OrderContractPage() {
  const { api } = useArea(orderArea)
  const orderId = useRouter().params.orderId ?? ''
  const [state, setState] = useState<State>({ kind: 'loading' })

  const load = useCallback(() => {
    setState({ kind: 'loading' })
    api.contract(orderId).then(
      (c) => setState({ kind: 'ready', html: c.content }),
      (e: unknown) => setState({ kind: 'error', text: errorText(e) }),
    )
  }, [api, orderId])
  useEffect(load, [load])

  if (state.kind === 'loading') return <View className='order-contract__loading'>加载中…</View>
  if (state.kind === 'error') return <ErrorState text={state.text} onRetry={load} />
  if (!sanitizeHtml(state.html)) return <EmptyState text='暂无合同内容' />
  return (
    <View className='order-contract'>
      <RichHtml className='order-contract__body' testId='contract-body' html={state.html} />
    </View>
  )
}

export default page(observer(OrderContractPage))
