import Taro from '@tarojs/taro'
import CouponHistoryPage from '@/pages/coupon/coupon-history'
import CouponListPage from '@/pages/coupon/coupon-list'
import { StoreProvider } from '@/stores/store-context'
import { openRoute } from '@/platform/navigation'
import { mountInPage, stripTab as tab, waitFor } from '../helpers/render'
import { allByTestId, byTestId, renderLoggedIn, routeSend } from './account-render'

jest.mock('@/platform/navigation', () => ({ ...jest.requireActual('@/platform/navigation'), goBack: jest.fn(), openRoute: jest.fn() }))

const rules = (scope: number, extra: object, text: string) => JSON.stringify({ scope, ...extra, text })
const held = (id: string, over: Record<string, unknown> = {}) => ({
  userCouponId: id,
  couponName: `券${id}`,
  facevalue: '20.00',
  overlay: true,
  expiryType: 1,
  expiryDays: 30,
  productsRules: rules(0, {}, '满100元可用，全场通用'),
  ...over,
})
const offer = (id: string, over: Record<string, unknown> = {}) => ({
  couponId: id,
  couponName: `好券${id}`,
  facevalue: '30.00',
  overlay: false,
  expiryType: 2,
  starttime: '2026-11-01 00:00:00',
  endtime: '2027-02-28 23:59:59',
  receiveCount: 0,
  remainCount: 10,
  isReceived: 0,
  memberRights: 0,
  ...over,
})

function couponSend() {
  let left = 2
  const lists: Record<number, () => unknown[]> = {
    0: () => [
      held('UC1', { productsRules: rules(1, { productIds: ['P1', 'P2'] }, '限指定视频课') }),
      held('UC2', { productsRules: rules(1, { productIds: ['P1028'] }, '限儿童发育综合测评') }),
      held('UC3'),
      ...Array.from({ length: 2 - left }, (_, i) => held(`NEW${i}`)),
      offer('CC01', { memberRights: 1, receiveCount: left, remainCount: left, isReceived: left < 2 ? 1 : 0, overlay: true, expiryType: 1, expiryDays: 30 }),
      offer('CC04', { remainCount: 0 }),
    ],
    1: () => [held('USED', { couponName: '评估体验券', isused: 1, overlay: false })],
    2: () => [held('OLD', { couponName: '国庆满200减40', isExpired: 1 })],
  }
  const list = jest.fn((body: unknown) => lists[(body as { type: number }).type]())
  const receive = jest.fn(() => ({ userCouponId: 'X', couponName: '好券CC01', receiveCount: --left }))
  return { list, receive, send: routeSend({ 'POST /coupon': list, 'GET /coupon/rights': () => [], 'GET /coupon/receiveCoupon/CC01': receive }) }
}

const card = (id: string) => document.querySelector(`[data-testid="coupon-card"][data-id="${id}"]`) as HTMLElement
const tabList = () => byTestId('coupon-tab-list')!

let toast: jest.SpyInstance
beforeEach(() => {
  jest.clearAllMocks()
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
})
afterEach(() => toast.mockRestore())

describe('my coupons page', () => {
  it('offers with 领取x{n} / 已领完, my coupons with 去使用, the stacking labels and expiry texts; the rule’s text, not its JSON', async () => {
    await renderLoggedIn(CouponListPage, { send: couponSend().send })
    await waitFor(() => !!card('CC01') && !!card('UC1'))
    expect(byTestId('coupon-offers')?.textContent).toContain('会员权益券')
    expect(byTestId('coupon-offers')?.textContent).toContain('更多好券')
    expect(card('CC01').textContent).toContain('领取x2')
    expect(card('CC01').textContent).toContain('叠加使用')
    expect(card('CC01').textContent).toContain('领取后30天有效')
    expect(card('CC04').textContent).toContain('已领完')
    expect(card('CC04').textContent).toContain('不可叠加')
    expect(card('CC04').textContent).toContain('有效期2026.11.01-2027.02.28')
    // the offers are not my coupons: the unused tab lists the held ones only
    expect(tabList().querySelectorAll('[data-testid="coupon-card"]')).toHaveLength(3)
    expect(card('UC1').textContent).toContain('去使用')
    expect(card('UC1').textContent).toContain('限指定视频课')
    expect(card('UC1').textContent).not.toContain('scope')
    for (const t of ['未使用', '已使用', '已过期']) expect(tab(t)).toBeTruthy()
  })

  it('shows its wait alone until the first answer, then the offers above the tabs: nothing drawn before is pushed down', async () => {
    const { list } = couponSend()
    let answer!: () => void
    const answered = new Promise<void>((r) => (answer = r))
    const send = routeSend({ 'POST /coupon': async (body: unknown) => (await answered, list(body)), 'GET /coupon/rights': () => [] })
    await renderLoggedIn(CouponListPage, { send })
    await waitFor(() => list.mock.calls.length === 0 && send.mock.calls.some(([o]) => String(o.url).includes('/coupon') && o.method === 'POST'))
    await new Promise((r) => setTimeout(r, 50))
    expect(byTestId('loading')).toBeTruthy()
    // neither the tabs nor 我的优惠券 before the offers that go above them
    expect(byTestId('coupon-tab-list')).toBeNull()
    expect(document.body.textContent).not.toContain('我的优惠券')
    answer()
    await waitFor(() => !!card('CC01') && !!card('UC1'))
    const offers = byTestId('coupon-offers')!
    expect(offers.compareDocumentPosition(tabList()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(byTestId('loading')).toBeNull()
  })

  it('opened after 历史优惠券 left its tab answered, it still waits for its own first answer before the tabs', async () => {
    const { list } = couponSend()
    let hold = false
    let answer!: () => void
    const answered = new Promise<void>((r) => (answer = r))
    const send = routeSend({ 'POST /coupon': async (body: unknown) => (hold ? (await answered, list(body)) : list(body)), 'GET /coupon/rights': () => [] })
    const { root } = await renderLoggedIn(CouponHistoryPage, { send })
    await waitFor(() => !!card('USED'))
    hold = true
    await mountInPage(() => (
      <StoreProvider store={root}>
        <CouponListPage />
      </StoreProvider>
    ))
    await new Promise((r) => setTimeout(r, 50))
    expect(byTestId('loading')).toBeTruthy()
    expect(byTestId('coupon-tab-list')).toBeNull()
    expect(card('USED')).toBeNull()
    answer()
    await waitFor(() => !!card('CC01') && !!card('UC1'))
    expect(byTestId('coupon-offers')!.compareDocumentPosition(tabList()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('去使用 opens the coupon’s products: several → the filtered list, one → its detail, all → the mall', async () => {
    await renderLoggedIn(CouponListPage, { send: couponSend().send })
    await waitFor(() => !!card('UC3'))
    ;(card('UC1').querySelector('[data-testid="coupon-use"]') as HTMLElement).click()
    expect(openRoute).toHaveBeenLastCalledWith('/pages/common/search?couponId=UC1')
    ;(card('UC2').querySelector('[data-testid="coupon-use"]') as HTMLElement).click()
    expect(openRoute).toHaveBeenLastCalledWith('/pages/goods/goods-detail?id=P1028')
    ;(card('UC3').querySelector('[data-testid="coupon-use"]') as HTMLElement).click()
    expect(openRoute).toHaveBeenLastCalledWith('/pages/mall/mall')
  })

  it('receiving: 领取x2 → 领取x1 → 已领完, each received coupon joins my unused coupons', async () => {
    const { send, receive } = couponSend()
    await renderLoggedIn(CouponListPage, { send })
    await waitFor(() => !!card('CC01'))
    ;(card('CC01').querySelector('[data-testid="coupon-receive"]') as HTMLElement).click()
    await waitFor(() => card('CC01')?.textContent?.includes('领取x1') ?? false)
    await waitFor(() => !!card('NEW0'))
    ;(card('CC01').querySelector('[data-testid="coupon-receive"]') as HTMLElement).click()
    await waitFor(() => card('CC01')?.textContent?.includes('已领完') ?? false)
    await waitFor(() => !!card('NEW1'))
    expect(receive).toHaveBeenCalledTimes(2)
    expect(toast.mock.calls.filter(([o]) => (o as { title: string }).title === '领取成功')).toHaveLength(2)
  })

  it('the used and expired tabs load with their type and show 已使用 / 已过期 badges, no 去使用', async () => {
    const { send, list } = couponSend()
    await renderLoggedIn(CouponListPage, { send })
    await waitFor(() => !!card('UC1'))
    tab('已使用').click()
    await waitFor(() => tabList().getAttribute('data-tab') === '1' && !!card('USED'))
    expect(card('USED').querySelector('[data-testid="coupon-badge"]')?.textContent).toBe('已使用')
    expect(card('USED').querySelector('[data-testid="coupon-use"]')).toBeNull()
    tab('已过期').click()
    await waitFor(() => !!card('OLD'))
    expect(card('OLD').querySelector('[data-testid="coupon-badge"]')?.textContent).toBe('已过期')
    expect(list.mock.calls.map(([b]) => (b as { type: number }).type)).toEqual([0, 1, 2])
    expect(allByTestId('coupon-use')).toHaveLength(0)
  })
})
