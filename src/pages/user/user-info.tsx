import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { KvCell } from '@/components/kv-cell/kv-cell'
import { page } from '@/components/page-boundary/page-boundary'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { buildVersionText } from '@/config/app-config'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea, useStores } from '@/stores/store-context'
import { accountArea } from './model/account-store'
import { ageTextOf } from '@/utils/age'
import { formatFen } from '@/utils/money'
import { AccountEntries, OrderShortcuts } from './components/account-shortcuts'
import { UserHeader } from './components/user-header'
import './user-info.scss'

const figure = (v: number | null, text: (n: number) => string = String) => (v === null ? '—' : text(v))

/** 我的: who I am, my organization, orders, wallet, coupons, rights, points, check-in and the rest. */
function UserInfoPage() {
  const { login, deps } = useStores()
  const account = useArea(accountArea)
  const figures = account.figures
  const load = () => (login.studentToken || !login.ready ? figures.load() : undefined)
  // on open and pull-down; every later show of the tab (the app shown again among them) reads the
  // figures again: the unread and pending counts are today's
  usePageLoad(load, [figures, login], { onShow: 'every-show' })

  // while the figures load, each shows — in its place and the header says 加载中…: nothing is put
  // between them that would push the page down when they arrive
  const f = figures.value
  const info = f?.info ?? login.userInfo
  const assets = [
    { key: 'wallet', label: '钱包', value: figure(f?.walletFen ?? null, formatFen), url: routes.wallet() },
    { key: 'coupon', label: '优惠券', value: figure(f?.usableCoupons ?? null), url: routes.couponList() },
    { key: 'rights', label: '权益', value: figure(f?.rights ?? null), url: routes.rightsList() },
    { key: 'points', label: '积分', value: figure(f?.points ?? null), url: routes.pointRecord() },
  ]
  return (
    <View className='user'>
      <UserHeader
        info={info ?? null}
        memberLevel={f?.memberLevel}
        organizationName={f?.organizationName}
        placeholder={login.studentToken || !login.ready ? '加载中…' : '未登录'}
        age={ageTextOf(info?.birthday, deps.clock.now())}
      />
      {figures.status === 'error' ? (
        <View className='user__error' role='alert' data-testid='user-error'>
          <Text>{figures.error}</Text>
          <Button size='small' fill='outline' onClick={() => void figures.load()}>
            重试
          </Button>
        </View>
      ) : null}
      <View className='user__assets'>
        {assets.map((a) => (
          <View key={a.key} className='user__asset' data-testid={`asset-${a.key}`} onClick={() => void openRoute(a.url)}>
            <Text className='user__asset-value'>{a.value}</Text>
            <Text className='user__asset-label'>{a.label}</Text>
          </View>
        ))}
      </View>
      <OrderShortcuts pendingOrders={f?.pendingOrders ?? 0} />
      <AccountEntries unread={f?.unread ?? 0} />
      <View className='user__rows'>
        <KvCell label='所属机构' value={f?.organizationName ?? '—'} singleLine border='none' onClick={() => void openRoute(routes.setOrganization())} />
      </View>
      {/* the build a parent or QA tester reads out to the team when something goes wrong */}
      <Text className='user__version' data-testid='build-version'>
        {`版本 ${buildVersionText(deps.config.build)}`}
      </Text>
    </View>
  )
}

export default page(observer(UserInfoPage))
