import { KvCell } from '@/components/kv-cell/kv-cell'
import { page } from '@/components/page-boundary/page-boundary'
import { Badge, Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef } from 'react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useStores } from '@/stores/store-context'
import { ageTextOf } from '@/utils/age'
import { AccountIcon, type AccountIconName } from './components/account-icon'
import { formatFen } from '@/utils/money'
import './user-info.scss'
import { maskPhone } from '@/utils/phone'

const ORDER_SHORTCUTS: { tab: string; text: string; icon: AccountIconName }[] = [
  { tab: 'all', text: '全部', icon: 'order' },
  { tab: '2', text: '待付款', icon: 'toPay' },
  { tab: '1', text: '已完成', icon: 'success' },
  { tab: '-1', text: '已取消', icon: 'failure' },
]

const ENTRIES: { title: string; url: string; icon: AccountIconName; unread?: boolean }[] = [
  { title: '我的课程', url: routes.courseList(), icon: 'videos' },
  { title: '我的预约', url: routes.scheduleRecord(), icon: 'clock' },
  { title: '消息通知', url: routes.noticeList(), icon: 'notice', unread: true },
  { title: '专家文章', url: routes.articleList(), icon: 'articles' },
  { title: '我的分销', url: routes.myDistribution(), icon: 'share' },
  { title: '邀请有礼', url: routes.activity(), icon: 'userAdd' },
  { title: '积分商城', url: routes.pointMall(), icon: 'gift' },
  { title: '购物车', url: routes.cart(), icon: 'cart' },
  { title: '收货地址', url: routes.addressManagement(), icon: 'location' },
  { title: '服务咨询', url: routes.leaveInfo(), icon: 'service' },
]

const figure = (v: number | null, text: (n: number) => string = String) => (v === null ? '—' : text(v))

/** 我的: who I am, my organization, orders, wallet, coupons, rights, points, check-in and the rest. */
function UserInfoPage() {
  const { login, account, deps } = useStores()
  const figures = account.figures
  const load = () => (login.studentToken || !login.ready ? figures.load() : undefined)
  // on open and pull-down; every later show of the tab reads the figures again
  const shown = useRef(false)
  usePageLoad(load)
  useDidShow(() => {
    if (shown.current) void load()
    shown.current = true
  })

  const f = figures.value
  const info = f?.info ?? login.userInfo
  const age = ageTextOf(info?.birthday, deps.clock.now())
  const assets = [
    { key: 'wallet', label: '钱包', value: figure(f?.walletFen ?? null, formatFen), url: routes.wallet() },
    { key: 'coupon', label: '优惠券', value: figure(f?.usableCoupons ?? null), url: routes.couponList() },
    { key: 'rights', label: '权益', value: figure(f?.rights ?? null), url: routes.rightsList() },
    { key: 'points', label: '积分', value: figure(f?.points ?? null), url: routes.pointRecord() },
  ]
  return (
    <View className='user'>
      <View className='user__header' data-testid='user-header'>
        <View className='user__avatar' data-testid='edit-profile' onClick={() => info && void openRoute(routes.profileEdit())}>
          <View className='user__avatar-circle' data-testid='avatar'>
            {info?.avatar ? <Image className='user__avatar-img' src={info.avatar} mode='aspectFill' /> : <Text>{(info?.user_name ?? '我').slice(0, 1)}</Text>}
          </View>
          {info ? <Text className='user__edit'>编辑资料</Text> : null}
        </View>
        <View className='user__who'>
          {info ? (
            <>
              <View className='user__name-row' data-testid='edit-profile-name' onClick={() => void openRoute(routes.profileEdit())}>
                <Text className='user__name'>{info.user_name}</Text>
                {f?.memberLevel ? <Text className='user__level'>{f.memberLevel}</Text> : null}
              </View>
              <Text className='user__phone'>
                {maskPhone(info.phone ?? '')}
                {age ? ` · ${age}` : ''}
              </Text>
              <Text className='user__org' data-testid='user-org' onClick={() => void openRoute(routes.setOrganization())}>
                {f?.organizationName ?? '选择机构'} ›
              </Text>
            </>
          ) : (
            <Text className='user__name'>{login.studentToken || !login.ready ? '加载中…' : '未登录'}</Text>
          )}
        </View>
        <View className='user__signin' data-testid='entry-signin' onClick={() => void openRoute(routes.clockIn())}>
          <Text>签到</Text>
        </View>
      </View>
      {figures.status === 'error' ? (
        <View className='user__error' role='alert' data-testid='user-error'>
          <Text>{figures.error}</Text>
          <Button size='small' fill='outline' onClick={() => void figures.load()}>
            重试
          </Button>
        </View>
      ) : null}
      {figures.loading && !f ? pendingView(figures) : null}
      <View className='user__assets'>
        {assets.map((a) => (
          <View key={a.key} className='user__asset' data-testid={`asset-${a.key}`} onClick={() => void openRoute(a.url)}>
            <Text className='user__asset-value'>{a.value}</Text>
            <Text className='user__asset-label'>{a.label}</Text>
          </View>
        ))}
      </View>
      <View className='user__card'>
        <View className='user__card-head' onClick={() => void openRoute(routes.orderList({ tab: 'all' }))}>
          <Text className='user__card-title'>我的订单</Text>
          <Text className='user__more'>全部订单 ›</Text>
        </View>
        <View className='user__orders'>
          {ORDER_SHORTCUTS.map((o) => {
            const count = o.tab === '2' ? f?.pendingOrders ?? 0 : 0
                        return (
              <View key={o.tab} className='user__order' data-testid='order-shortcut' onClick={() => void openRoute(routes.orderList({ tab: o.tab }))}>
                {count > 0 ? (
                  <View data-testid='pending-badge' data-count={count}>
                    <Badge value={count} max={99}>
                      <AccountIcon name={o.icon} />
                    </Badge>
                  </View>
                ) : (
                  <AccountIcon name={o.icon} />
                )}
                <Text className='user__order-text'>{o.text}</Text>
              </View>
            )
          })}
        </View>
      </View>
      <View className='user__card'>
        <View className='user__grid'>
          {ENTRIES.map((e) => {
                        const unread = e.unread ? f?.unread ?? 0 : 0
            return (
              <View key={e.url} className='user__entry' data-testid='user-entry' onClick={() => void openRoute(e.url)}>
                {unread > 0 ? (
                  <View data-testid='unread-badge' data-count={unread}>
                    <Badge value={unread} max={99}>
                      <AccountIcon name={e.icon} />
                    </Badge>
                  </View>
                ) : (
                  <AccountIcon name={e.icon} />
                )}
                <Text className='user__entry-text'>{e.title}</Text>
              </View>
            )
          })}
        </View>
      </View>
      <View className='user__rows'>
        <KvCell label='所属机构' value={f?.organizationName ?? '—'} singleLine border='none' onClick={() => void openRoute(routes.setOrganization())} />
      </View>
    </View>
  )
}

export default page(observer(UserInfoPage))
