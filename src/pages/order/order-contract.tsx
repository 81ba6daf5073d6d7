import { page } from '@/components/page-boundary/page-boundary'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { RichHtml } from '@/shared/rich-text/rich-html'
import { sanitizeHtml } from '@/shared/rich-text/sanitize-html'
import { formatFen } from '@/utils/money'
import { capitalAmount } from './model/capital-amount'
import { useAddressedOrder } from './components/use-addressed-order'
import './order-contract.scss'

/**
 * The order's contract; the server's HTML goes through the shared sanitizer in RichHtml. Under it the
 * contract's amount as a Chinese contract carries it: the figure and the same in capitals.
 */
function OrderContractPage() {
  const { model, orderId } = useAddressedOrder((m, id) => m.openContract(id))

  if (!orderId) return <ErrorState text='订单不存在' notFound />
  const contract = model.contract.value
  if (contract === null) return pendingView(model.contract)
  if (!sanitizeHtml(contract.html)) return <EmptyState text='暂无合同内容' />
  const { amountFen } = contract
  return (
    <View className='order-contract'>
      <RichHtml className='order-contract__body' testId='contract-body' html={contract.html} />
      {amountFen === null ? null : (
        <View className='order-contract__amount' data-testid='contract-amount'>
          <Text>合同金额（小写）：{formatFen(amountFen)}</Text>
          <Text>合同金额（大写）：{capitalAmount(amountFen)}</Text>
        </View>
      )}
    </View>
  )
}

export default page(observer(OrderContractPage))
