/**
 * The ten pages parents open most, as `npm run bench:weapp` switches to them: from where (the home
 * tab, or the page a parent taps through), and the switch itself (navigateTo with the query of
 * test/weapp/route-samples.ts, read from the mock as the parent's own data; 我的 by switchTab; the
 * order confirmation by 立即购买 on the goods detail page, timed from its handler). The floor app's
 * switch is index → pages/detail/detail by navigateTo.
 */
import { findByText } from '../../test/weapp/rig/node-tree'
import type { Rig } from '../../test/weapp/rig/rig'
import { type MockData, ROUTE_SAMPLES } from '../../test/weapp/route-samples'

export interface PageSwitch {
  name: string
  route: string
  /** brings the app to the page the switch starts from (untimed) and gives the switch, which is timed */
  prepare(rig: Rig, mock: MockData | null): Promise<() => Promise<void>>
}

const HOME = 'pages/home/home'
const query = (q: Record<string, string> = {}) => Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')

/** navigateTo from the home tab, with the route sample's query. */
const fromHome = (name: string, route: string): PageSwitch => ({
  name,
  route,
  async prepare(rig, mock) {
    const sample = await ROUTE_SAMPLES[route](mock!)
    await rig.open(HOME)
    return () => rig.host.navigateTo(`/${route}?${query(sample.query)}`)
  },
})

export const STOREFRONT_SWITCHES: readonly PageSwitch[] = [
  fromHome('goods detail', 'pages/goods/goods-detail'),
  fromHome('course detail', 'pages/course/course-detail'),
  fromHome('cart', 'pages/cart/cart'),
  {
    name: 'order confirmation',
    route: 'pages/order/order-confirm',
    async prepare(rig, mock) {
      const sample = await ROUTE_SAMPLES['pages/goods/goods-detail'](mock!)
      await rig.open('pages/goods/goods-detail', sample.query)
      await rig.waitForText('立即购买')
      // the button is found now, untimed: finding it draws the page's nodes with the template engine,
      // which is the client's work, not the app's (it was about 12 ms of the switch)
      const button = findByText(rig.tree(), '立即购买')[0]
      return async () => rig.dispatch(button, 'tap', {})
    },
  },
  fromHome('order list', 'pages/order/order-list'),
  fromHome('order detail', 'pages/order/order-detail'),
  fromHome('article', 'pages/article/article-detail'),
  fromHome('timetable', 'pages/schedule/schedule-calendar'),
  fromHome('coupons', 'pages/coupon/coupon-list'),
  {
    name: '我的',
    route: 'pages/user/user-info',
    async prepare(rig) {
      await rig.open(HOME)
      return () => rig.host.switchTab('/pages/user/user-info')
    },
  },
]

export const FLOOR_SWITCH: PageSwitch = {
  name: 'floor page',
  route: 'pages/detail/detail',
  async prepare(rig) {
    await rig.open('pages/index/index')
    return () => rig.host.navigateTo('/pages/detail/detail')
  },
}
