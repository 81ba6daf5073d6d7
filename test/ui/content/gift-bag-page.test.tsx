import Taro from '@tarojs/taro'
import { giftCoupon, receiveCouponSend } from '../../fixtures/gift-coupon'
import GiftBagPage from '@/pages/home-extras/gift-bag'
import { HttpError } from '@/services/http/errors'
import { fakeApi, fakeDeps, renderWithStores, text, waitFor } from '../helpers/render'
import { pullDown } from './render-content-page'

const coupon = giftCoupon
const gift = {
  enabled: 1 as const,
  title: '新人礼包',
  subtitle: '注册即领',
  imageUrl: '',
  couponList: [
    coupon({}),
    coupon({ couponId: 'GC04', couponName: '好物满99减15', overlay: true, expiryType: 2, starttime: '2026-10-01 00:00:00', endtime: '2026-10-31 23:59:59', receiveCount: 0, isReceived: 1, isExpired: 1 }),
    coupon({ couponId: 'GC05', couponName: '感统训练体验券', receiveCount: 0 }),
  ],
  productList: [],
}
const card = (id: string) => document.querySelector(`[data-testid="gift-coupon"][data-id="${id}"]`) as HTMLElement

describe('new-user gift pack page', () => {
  beforeEach(() => {
    jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'showToast:ok' }) as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('shows each coupon with its button, stacking and validity text', async () => {
    await renderWithStores(GiftBagPage, fakeDeps({ api: fakeApi({ catalog: { newUserGift: jest.fn().mockResolvedValue(gift) } }) }))
    await waitFor(() => !!card('GC01'))
    expect(card('GC01').textContent).toContain('领取x1')
    expect(card('GC01').textContent).toContain('不可叠加')
    expect(card('GC01').textContent).toContain('领取后15天有效')
    expect(card('GC04').textContent).toContain('已过期')
    expect(card('GC04').textContent).toContain('叠加使用')
    expect(card('GC04').textContent).toContain('有效期2026.10.01-2026.10.31')
    expect(card('GC05').textContent).toContain('已领完')
  })

  it('receives a coupon: the toast says so and the button becomes 去使用; a refusal keeps the button', async () => {
    const receiveCoupon = jest
      .fn()
      .mockRejectedValueOnce(new HttpError('biz', '优惠券已领完'))
      .mockResolvedValueOnce({ userCouponId: 'UC1', couponName: '新人无门槛券', receiveCount: 0 })
    await renderWithStores(
      GiftBagPage,
      fakeDeps({ api: fakeApi({ catalog: { newUserGift: jest.fn().mockResolvedValue(gift) } }), send: receiveCouponSend(receiveCoupon) }),
    )
    await waitFor(() => !!card('GC01'))
    const button = () => card('GC01').querySelector('.nut-button') as HTMLElement
    button().click()
    await waitFor(() => (Taro.showToast as jest.Mock).mock.calls.length === 1)
    expect(Taro.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '优惠券已领完' }))
    expect(card('GC01').textContent).toContain('领取x1')

    button().click()
    await waitFor(() => card('GC01').textContent!.includes('去使用'))
    expect(Taro.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '领取成功' }))
    expect(receiveCoupon).toHaveBeenCalledWith('GC01')
  })

  it('shows an error with retry, then the pack', async () => {
    const newUserGift = jest.fn().mockRejectedValueOnce(new HttpError('server', 'x')).mockResolvedValue(gift)
    await renderWithStores(GiftBagPage, fakeDeps({ api: fakeApi({ catalog: { newUserGift } }) }))
    await waitFor(() => !!document.querySelector('[data-testid="error-state"]'))
    ;([...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement).click()
    await waitFor(() => !!card('GC01'))
    expect(text()).toContain('新人礼包')
  })

  it('says the pack has ended when it is switched off', async () => {
    await renderWithStores(GiftBagPage, fakeDeps({ api: fakeApi({ catalog: { newUserGift: jest.fn().mockResolvedValue({ ...gift, enabled: 0 }) } }) }))
    await waitFor(() => text().includes('新人礼包活动已结束'))
    expect(document.querySelector('[data-testid="gift-coupon"]')).toBeNull()
  })

  it('shows the one spinner until the pack arrives; pull-down reads it again and keeps it on screen meanwhile', async () => {
    jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
    let release: () => void = () => undefined
    let round = 0
    const newUserGift = jest.fn(async () => {
      round += 1
      await new Promise<void>((done) => (release = done))
      return round === 1 ? gift : { ...gift, title: '新人礼包（已更新）' }
    })
    await renderWithStores(GiftBagPage, fakeDeps({ api: fakeApi({ catalog: { newUserGift } }) }))
    await waitFor(() => !!document.querySelector('[data-testid="loading"]'))
    expect(document.querySelector('[data-testid="loading"]')?.textContent).toContain('加载中')
    release()
    await waitFor(() => !!card('GC01'))
    pullDown()
    await waitFor(() => newUserGift.mock.calls.length === 2)
    expect(card('GC01')).not.toBeNull()
    expect(document.querySelector('[data-testid="loading"]')).toBeNull()
    release()
    await waitFor(() => text().includes('新人礼包（已更新）'))
    await waitFor(() => (Taro.stopPullDownRefresh as unknown as jest.Mock).mock.calls.length > 0)
  })
})
