import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useRef, type ReactNode } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { openRoute } from '@/platform/navigation'
import { CouponCard } from '@/shared/trade/coupon-card/coupon-card'
import { useArea } from '@/stores/store-context'
import { couponArea } from '../model/coupon-area'
import { COUPON_TABS, type CouponTab } from '../model/coupon-state'
import { couponUseRoute } from '../model/coupon-use'
import '../coupon-pages.scss'

const EMPTY_TEXT: Record<CouponTab, string> = { 0: '暂无可用优惠券', 1: '暂无已使用的优惠券', 2: '暂无已过期的优惠券' }

export interface CouponTabsViewProps {
  tabs: CouponTab[]
  initialTab: CouponTab
  /** shown above the tabs (the coupon offers) */
  header?: ReactNode
  /** also reloads with pull-down */
  onRefresh?: () => Promise<void>
}

/** My coupons by tab (spec §4): switching changes the tab; pull-down loads it again, its rows staying until the answer. */
function CouponTabsViewInner({ tabs, initialTab, header, onRefresh }: CouponTabsViewProps) {
  const { coupons } = useArea(couponArea)
  const opened = useRef<CouponTab | null>(null)
  // what the page adds to a reload (the offers above the tabs), without opening the tab again
  const refreshAlso = useRef(onRefresh)
  refreshAlso.current = onRefresh
  usePageLoad(() => {
    if (opened.current === initialTab) return Promise.all([coupons.refresh(), refreshAlso.current?.()])
    opened.current = initialTab
    return coupons.open(initialTab)
  }, [coupons, initialTab], { onShow: 'after-hidden' })
  const current = coupons.current
  const list = current.value?.coupons ?? []
  // an error over an empty list is the page's error (with 重新加载), over rows it is a note under them
  const pending = !current.value || (current.error !== '' && list.length === 0)
  // until its first tab's first answer the page is its wait alone: the offers come with that answer
  // and go above the tabs, so tabs drawn before it would be pushed down when it came. (Before the page
  // has opened its tab, `current` may still be the tab another coupon page left answered.)
  const answered = useRef(false)
  if (opened.current !== null && (current.value || current.status === 'error')) answered.current = true
  if (!answered.current) return <View className='coupons'>{pendingView(current)}</View>
  return (
    <View className='coupons'>
      {header}
      <TabStrip spread muted className='coupons__tabs' titles={tabs.map((t) => COUPON_TABS[t].title)} value={tabs.indexOf(coupons.currentTab)} onChange={(index) => void coupons.switchTab(tabs[index])} />
      <View className='coupons__list' data-testid='coupon-tab-list' data-tab={coupons.currentTab}>
        {pending ? (
          pendingView(current, () => void coupons.setQuery())
        ) : list.length === 0 ? (
          <EmptyState text={EMPTY_TEXT[coupons.currentTab]} />
        ) : (
          list.map((c) => <CouponCard key={c.userCouponId} coupon={{ ...c, isused: coupons.currentTab === 1 ? 1 : c.isused, isExpired: coupons.currentTab === 2 ? 1 : c.isExpired }} onUse={() => void openRoute(couponUseRoute(c))} />)
        )}
        {!pending && current.error ? <View className='coupons__warn'>{current.error}</View> : null}
        {!pending && list.length ? <Text className='coupons__end'>没有更多了</Text> : null}
      </View>
    </View>
  )
}

export const CouponTabsView = observer(CouponTabsViewInner)
