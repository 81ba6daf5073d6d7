import { Current } from '@tarojs/runtime'
import OrderConfirmPage from '@/pages/order/order-confirm'
import { fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from '../helpers/render'

/** Spec §3 order draft lockMoney: the wallet money the parent's unpaid orders hold, named beside the balance. */
describe('order confirmation: wallet money held by unpaid orders', () => {
  const draft = (lockMoney: string | undefined) => ({
    cartList: [{ productId: 'p1', productName: '感统训练', pic: '', amount: 1, payType: 0 as const, money: '200.00', point: 0 }],
    couponList: [],
    discountSchemeMoney: '0.00',
    schemeDiscountId: null,
    walletMoney: '150.00',
    freight: [],
    lockMoney,
    hasGoods: false,
  })
  const cost = { totalMoney: '200.00', couponMoney: '0.00', schemeDiscountAmount: '0.00', reserveMoney: '0.00', freight: '0.00', finalDiscountedPrice: '200.00' }

  const open = async (lockMoney: string | undefined) => {
    ;(Current as unknown as { router: unknown }).router = { params: { productId: 'p1', amount: '1', payType: '0' }, path: '/pages/order/order-confirm', onReady: '', onHide: '', onShow: '' }
    const apis = fakeAreaApi({
      checkout: {
        confirm: jest.fn().mockResolvedValue({ moneyConfirmOrderResponse: draft(lockMoney) }),
        bestPromotion: jest.fn().mockResolvedValue({ schemeDiscountId: null, schemeDiscountAmount: '0.00', userCouponIds: [] }),
        calculationCost: jest.fn().mockResolvedValue(cost),
      },
    })
    await renderWithStores(OrderConfirmPage, fakeDeps(), apis)
    await waitFor(() => text().includes('余额¥150.00'))
  }

  it('names the held amount under the wallet', async () => {
    await open('50.00')
    expect(document.querySelector('[data-testid="wallet-locked"]')?.textContent).toBe('另有¥50.00被待支付订单占用')
  })

  it('says nothing when no unpaid order holds wallet money', async () => {
    await open('0.00')
    expect(document.querySelector('[data-testid="wallet-locked"]')).toBeNull()
    expect(text()).not.toContain('待支付订单占用')
  })
})
