import { Text, View } from '@tarojs/components'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import type { AccountIconName } from './account-icon'
import { CountedIcon } from './counted-icon'

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
  // the spec's assessment list (§2) has no entry of its own: a parent finds the assessments to take,
  // their reports and the weekly growth reports here, last so no other entry moves
  { title: '我的测评', url: routes.assessmentList(), icon: 'assessment' },
]

/** 我的订单: the order tabs, 待付款 with the count of orders waiting for payment. */
export function OrderShortcuts({ pendingOrders }: { pendingOrders: number }) {
  return (
    <View className='user__card'>
      <View className='user__card-head' onClick={() => void openRoute(routes.orderList({ tab: 'all' }))}>
        <Text className='user__card-title'>我的订单</Text>
        <Text className='user__more'>全部订单 ›</Text>
      </View>
      <View className='user__orders'>
        {ORDER_SHORTCUTS.map((o) => (
          <View key={o.tab} className='user__order' data-testid='order-shortcut' onClick={() => void openRoute(routes.orderList({ tab: o.tab }))}>
            <CountedIcon icon={o.icon} count={o.tab === '2' ? pendingOrders : 0} badgeTestId='pending-badge' />
            <Text className='user__order-text'>{o.text}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/** The grid of the account's pages; 消息通知 with the count of unread notices. */
export function AccountEntries({ unread }: { unread: number }) {
  return (
    <View className='user__card'>
      <View className='user__grid'>
        {ENTRIES.map((e) => (
          <View key={e.url} className='user__entry' data-testid='user-entry' onClick={() => void openRoute(e.url)}>
            <CountedIcon icon={e.icon} count={e.unread ? unread : 0} badgeTestId='unread-badge' />
            <Text className='user__entry-text'>{e.title}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
