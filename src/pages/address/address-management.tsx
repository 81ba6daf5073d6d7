import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import type { Address } from '@/shared/address/address-api'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { runAction } from '@/components/toast/run-action'
import { routes } from '@/config/routes'
import { goBack, openRoute } from '@/platform/navigation'
import { addressArea } from '@/shared/address/address-area'
import { useArea } from '@/stores/store-context'
import { AddressCard } from './components/address-card'
import './address-management.scss'

/** The parent's addresses. Opened with ?select=1 from order confirmation, a tap chooses one and goes back. */
function AddressManagementPage() {
  const address = useArea(addressArea).store
  const selecting = useRouter().params.select === '1'
  const [deleting, setDeleting] = useState<Address | null>(null)

  // on open and pull-down; later shows (back from adding or editing one) read the list again
  usePageLoad(() => address.load(), [address], { onShow: 'every-show' })

  const pick = (a: Address) => {
    address.select(a)
    void goBack()
  }
  const run = (work: () => Promise<void>, done: string) => runAction(work, { done })
  const confirmDelete = () => {
    const a = deleting
    setDeleting(null)
    if (a) void run(() => address.remove(a.addressId), '地址已删除')
  }

  const list = address.addresses
  return (
    <View className='address-management'>
      {list.length === 0 && address.list.status !== 'ready' ? (
        pendingView(address.list, () => void address.load())
      ) : list.length === 0 ? (
        <EmptyState text='还没有收货地址' />
      ) : (
        list.map((a) => (
          <AddressCard
            key={a.addressId}
            address={a}
            selecting={selecting}
            selected={selecting && address.addressSelection?.addressId === a.addressId}
            onPick={pick}
            onEdit={(x) => void openRoute(routes.addressEdit({ addressId: x.addressId }))}
            onDelete={setDeleting}
            onMakeDefault={(x) => void run(() => address.makeDefault(x.addressId), '已设为默认地址')}
          />
        ))
      )}
      <View className='address-management__bar'>
        <Button block type='primary' onClick={() => void openRoute(routes.addressCreate())}>
          新增收货地址
        </Button>
      </View>
      <ConfirmDialog visible={deleting !== null} title='删除地址' content='确定删除该收货地址吗？' onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
    </View>
  )
}

export default page(observer(AddressManagementPage))
