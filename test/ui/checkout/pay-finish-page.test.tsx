import { Current } from '@tarojs/runtime'
import PayFinishPage from '@/pages/pay/pay-finish'
import { fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from '../helpers/render'

/** Payment success asks the server once more; an order it does not call paid says so, with the storefront's own picture. */
const openAt = (orderId: string) => {
  ;(Current as unknown as { router: unknown }).router = { params: { orderId, orderCode: 'DD7' }, path: '/pages/pay/pay-finish', onReady: '', onHide: '', onShow: '' }
}

test('the server says paid: 支付成功 and the order number', async () => {
  openAt('O7')
  await renderWithStores(PayFinishPage, fakeDeps(), fakeAreaApi({ checkout: { queryStatus: jest.fn().mockResolvedValue(1) } }))
  await waitFor(() => !!document.querySelector('[data-testid="pay-finish"]'))
  expect(text()).toContain('支付成功')
  expect(text()).toContain('订单号 DD7')
})

test('not paid yet: 订单尚未支付, where to look, and a picture from the object storage, none from a third-party host', async () => {
  openAt('O8')
  await renderWithStores(PayFinishPage, fakeDeps(), fakeAreaApi({ checkout: { queryStatus: jest.fn().mockResolvedValue(0) } }))
  await waitFor(() => !!document.querySelector('[data-testid="pay-unpaid"]'))
  expect(text()).toContain('订单尚未支付')
  expect(document.querySelector('.nut-empty-title')?.textContent).toBe('如已支付，请稍后在订单详情查看')
  const pictures = [...document.querySelectorAll('img, taro-image-core')].map((el) => el.getAttribute('src') ?? '')
  expect(pictures.length).toBeGreaterThan(0)
  for (const src of pictures) expect(src).not.toMatch(/360buyimg/)
  expect(pictures.some((src) => /\/empty\b/.test(src))).toBe(true)
})
