import { page } from '@/components/page-boundary/page-boundary'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { RichHtml } from '@/shared/rich-text/rich-html'
import { sanitizeHtml } from '@/shared/rich-text/sanitize-html'
import { useAddressedOrder } from './components/use-addressed-order'
import './order-contract.scss'

/** The order's contract; the server's HTML goes through the shared sanitizer in RichHtml. */
function OrderContractPage() {
  const { model, orderId } = useAddressedOrder((m, id) => m.openContract(id))

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
