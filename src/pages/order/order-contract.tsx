import { page } from '@/components/page-boundary/page-boundary'
import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { useArea } from '@/stores/store-context'
import { RichHtml } from '@/shared/rich-text/rich-html'
import { sanitizeHtml } from '@/shared/rich-text/sanitize-html'
import { orderArea } from './model/order-area'
import './order-contract.scss'

/** The order's contract; the server's HTML goes through the shared sanitizer in RichHtml. */
function OrderContractPage() {
  const model = useArea(orderArea)
  const orderId = useRouter().params.orderId ?? ''
  usePageLoad(() => (orderId ? model.openContract(orderId) : undefined), orderId)

  if (!orderId) return <ErrorState text='订单不存在' notFound />
  const html = model.contract.value
  if (html === null) return pendingView(model.contract)
  if (!sanitizeHtml(html)) return <EmptyState text='暂无合同内容' />
  return (
    <View className='order-contract'>
      <RichHtml className='order-contract__body' testId='contract-body' html={html} />
    </View>
  )
}

export default page(observer(OrderContractPage))
