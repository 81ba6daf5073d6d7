import { page } from '@/components/page-boundary/page-boundary'
import { CouponTabsView } from './components/coupon-tabs-view'

/** Coupons already used or expired. */
function CouponHistoryPage() {
  return <CouponTabsView tabs={[1, 2]} initialTab={1} />
}

export default page(CouponHistoryPage)
