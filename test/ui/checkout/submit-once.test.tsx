import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import type { MergePayRequest } from '@types-api/api/checkout'
import OrderConfirmPage from '@/pages/order/order-confirm'
import { fakeAreaApi, fakeDeps, renderWithStores, waitFor } from '../helpers/render'

/** Five taps on the real submit button within 300 ms create one order: one mergePay. */
describe('order confirmation submit', () => {
  const draft = {
    cartList: [{ productId: 'p1', productName: '感统训练', pic: '', amount: 1, payType: 0 as const, money: '200.00', point: 0 }],
    couponList: [],
    discountSchemeMoney: '0.00',
    schemeDiscountId: null,
    walletMoney: '0.00',
    freight: [],
    lockMoney: '0.00',
    hasGoods: false,
  }
  const cost = { totalMoney: '200.00', couponMoney: '0.00', schemeDiscountAmount: '0.00', reserveMoney: '0.00', freight: '0.00', finalDiscountedPrice: '200.00' }

  it('sends exactly one mergePay for five quick taps', async () => {
    ;(Current as unknown as { router: unknown }).router = {
      params: { productId: 'p1', amount: '1', payType: '0' },
      path: '/pages/order/order-confirm',
      onReady: '',
      onHide: '',
      onShow: '',
    }
    let answer!: () => void
    const mergePay = jest.fn(
      (_body: MergePayRequest) =>
        new Promise((resolve) => {
          answer = () => resolve({ moneyPayResponse: { orderId: 'O1', orderCode: 'DD1', payMoney: '0.00', time: '2026-11-21 10:00:00' } })
        }),
    )
    const apis = fakeAreaApi({
      checkout: {
        confirm: jest.fn().mockResolvedValue({ moneyConfirmOrderResponse: draft }),
        bestPromotion: jest.fn().mockResolvedValue({ schemeDiscountId: null, schemeDiscountAmount: '0.00', userCouponIds: [] }),
        calculationCost: jest.fn().mockResolvedValue(cost),
        mergePay: mergePay as never,
        queryStatus: jest.fn().mockResolvedValue(1),
      },
    })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' } as never)
    const { t } = await renderWithStores(OrderConfirmPage, fakeDeps(), apis)
    const submit = () => document.querySelector('[data-testid="submit-order"]') as HTMLElement | null
    await waitFor(() => !!submit() && !submit()!.className.includes('disabled'))
    // the five taps themselves fall within 300 ms (React's work after them is not part of the taps)
    const tappedAt: number[] = []
    await t.act(async () => {
      for (let i = 0; i < 5; i++) {
        tappedAt.push(Date.now())
        submit()!.click()
      }
    })
    expect(tappedAt[4] - tappedAt[0]).toBeLessThan(300)
    answer()
    await waitFor(() => mergePay.mock.calls.length > 0)
    await new Promise((r) => setTimeout(r, 100))
    expect(mergePay).toHaveBeenCalledTimes(1)
    // the server said paid: the parent goes to pay-finish, once
    await waitFor(() => redirect.mock.calls.length > 0)
    expect(redirect).toHaveBeenCalledTimes(1)
    expect(String((redirect.mock.calls[0][0] as { url: string }).url)).toContain('/pages/pay/pay-finish')
    redirect.mockRestore()
  })
})
