import { CouponTabsView } from './components/coupon-tabs-view'

/** Coupons already used or expired. */
export default function CouponHistoryPage() {
  return <CouponTabsView tabs={[1, 2]} initialTab={1} />
}
