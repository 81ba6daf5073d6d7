import { page } from '@/components/page-boundary/page-boundary'
import { FieldError } from '@/components/field-error/field-error'
import { toastSuccess } from '@/components/toast/toast'
import { Button, Cell, Radio, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { runAction } from '@/components/toast/run-action'
import { ErrorState } from '@/components/error-state/error-state'
import { goBack } from '@/platform/navigation'
import { useAddressedOrder } from './components/use-addressed-order'
import { CANCEL_REASONS } from './model/order-text'
import './order-cancel.scss'
import { laterOnThisPage } from '@/components/page-kit/page-timers'

const OTHER = '其他原因'

/** Choose why, then cancel. The choice and the note survive a failed request (its reason is shown as a toast). */
function OrderCancelPage() {
  const { model, orderId } = useAddressedOrder((m, id) => m.detail.openById(id))
  const { detail: store, list: orders } = model
  const [reason, setReason] = useState('')
  const [note, setNote] = useState('')
  const [error, setError] = useState('')

  const submit = async () => {
    if (!reason) return setError('请选择取消原因')
    if (reason === OTHER && !note.trim()) return setError('请填写取消原因')
    setError('')
    const r = await runAction(() => store.cancel(reason === OTHER ? `${OTHER}：${note.trim()}` : reason))
    if (!r.ok) return
    orders.patch(orderId, { status: -1 })
    await toastSuccess('订单已取消', 1500)
    laterOnThisPage(() => void goBack(), 800)
  }

  if (!orderId) return <ErrorState text='订单不存在' onRetry={() => void goBack()} />
  if (store.status === 'error' && !store.order) return <ErrorState text={store.error} onRetry={() => void store.reload()} />
  const order = store.order?.orderId === orderId ? store.order : null
  if (order && order.status !== 2) {
    return <ErrorState text='该订单已不能取消' onRetry={() => void goBack()} />
  }
  return (
    <View className='order-cancel'>
      <Text className='order-cancel__title'>请选择取消订单的原因</Text>
      <Radio.Group value={reason} onChange={(v) => setReason(String(v))} className='order-cancel__reasons'>
        <Cell.Group>
          {CANCEL_REASONS.map((r) => (
            <Cell key={r} className='order-cancel__reason' title={r} extra={<Radio value={r} />} onClick={() => setReason(r)} />
          ))}
        </Cell.Group>
      </Radio.Group>
      {reason === OTHER ? (
        <TextArea className='order-cancel__note' value={note} onChange={setNote} placeholder='请填写取消原因' maxLength={100} showCount />
      ) : null}
      <FieldError text={error} testId='form-error' className='order-cancel__error' />
      <View className='order-cancel__bar'>
        <Button block type='primary' loading={store.busy} disabled={!order} onClick={() => void submit()}>
          确认取消
        </Button>
      </View>
    </View>
  )
}

export default page(observer(OrderCancelPage))
