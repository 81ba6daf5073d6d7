import { page } from '@/components/page-boundary/page-boundary'
import { toast } from '@/components/toast/toast'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import type { Address } from '@types-api/api/address'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { goBack, openRoute } from '@/platform/navigation'
import { errorText } from '@/services/http/errors'
import { addressArea } from '@/shared/address/address-area'
import { useArea } from '@/stores/store-context'
import { AddressCard } from './components/address-card'
import './address-management.scss'


/** The parent's addresses. Opened with ?select=1 from order confirmation, a tap chooses one and goes back. */
function AddressManagementPage() {
  const address = useArea(addressArea).store
  const selecting = useRouter().params.select === '1'
  const [deleting, setDeleting] = useState<Address | null>(null)

  useDidShow(() => void address.load())
  usePullDownRefresh(() => void address.load().finally(() => Taro.stopPullDownRefresh()))

  const pick = (a: Address) => {
    address.select(a)
    void goBack()
  }
  const run = (work: Promise<void>, done: string) => work.then(() => toast(done), (e: unknown) => toast(errorText(e)))
  const confirmDelete = () => {
    const a = deleting
    setDeleting(null)
    if (a) void run(address.remove(a.addressId), '地址已删除')
  }

  const list = address.addresses
  return (
    <View className='address-management'>
      {address.status === 'error' && list.length === 0 ? (
        <ErrorState text={address.error} onRetry={() => void address.load()} />
      ) : address.status === 'ready' && list.length === 0 ? (
        <EmptyState text='还没有收货地址' />
      ) : address.status === 'loading' && list.length === 0 ? (
        <View className='address-management__loading' data-testid='loading'>
          加载中…
        </View>
      ) : (
        list.map((a) => (
          <AddressCard
            key={a.addressId}
            address={a}
            selecting={selecting}
            selected={selecting && address.addressSelection?.addressId === a.addressId}
            onPick={pick}
            onEdit={(x) => void openRoute(`/pages/address/address-edit?addressId=${encodeURIComponent(x.addressId)}`)}
            onDelete={setDeleting}
            onMakeDefault={(x) => void run(address.makeDefault(x.addressId), '已设为默认地址')}
          />
        ))
      )}
      <View className='address-management__bar'>
        <Button block type='primary' onClick={() => void openRoute('/pages/address/address-create')}>
          新增收货地址
        </Button>
      </View>
      <ConfirmDialog visible={deleting !== null} title='删除地址' content='确定删除该收货地址吗？' onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
    </View>
  )
}

export default page(observer(AddressManagementPage))
