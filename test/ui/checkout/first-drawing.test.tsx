import { Current } from '@tarojs/runtime'
import OrderConfirmPage from '@/pages/order/order-confirm'
import type { Address } from '@/shared/address/address-api'
import { fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from '../helpers/render'

/**
 * The confirmation draws the order once its draft, the first cost of the best coupons and (with
 * goods) the parent's addresses are in: until then the wait, never 请选择收货地址 for a parent who has
 * an address, nor the total before the coupons that take it down.
 */
describe('order confirmation: the first drawing is the order as it will be paid', () => {
  const draft = {
    cartList: [{ productId: 'g1', productName: '感统训练球', pic: '', amount: 1, payType: 0 as const, money: '200.00', point: 0 }],
    couponList: [{ userCouponId: 'c1', couponName: '满100减30', couponType: 1, amount: '30.00', usable: true }],
    discountSchemeMoney: '0.00',
    schemeDiscountId: null,
    walletMoney: '0.00',
    freight: [],
    lockMoney: '0.00',
    hasGoods: true,
  }
  const home: Address = { addressId: 'a1', name: '乐乐妈妈', phone: '13800138000', areaCode: '440305', areaName: '广东省 深圳市 南山区', detail: '科技园1号', isDefault: 1 }

  /** a promise the test answers when it chooses */
  function held<T>() {
    let answer!: (value: T) => void
    let fail!: (e: Error) => void
    const promise = new Promise<T>((resolve, reject) => {
      answer = resolve
      fail = reject
    })
    return { promise, answer, fail }
  }

  const open = async () => {
    ;(Current as unknown as { router: unknown }).router = { params: { productId: 'g1', amount: '1', payType: '0' }, path: '/pages/order/order-confirm', onReady: '', onHide: '', onShow: '' }
    const addresses = held<Address[]>()
    const cost = held<Record<string, string>>()
    const apis = fakeAreaApi({
      checkout: {
        confirm: jest.fn().mockResolvedValue({ moneyConfirmOrderResponse: draft }),
        bestPromotion: jest.fn().mockResolvedValue({ schemeDiscountId: null, schemeDiscountAmount: '0.00', userCouponIds: ['c1'] }),
        calculationCost: jest.fn(() => cost.promise) as never,
      },
      address: { list: jest.fn(() => addresses.promise) as never },
    })
    await renderWithStores(OrderConfirmPage, fakeDeps(), apis)
    return { addresses, cost, apis }
  }
  const settle = () => new Promise((r) => setTimeout(r, 50))
  const waiting = () => document.querySelector('[data-testid="loading"]') !== null

  it('waits for the addresses and the cost, then draws both at once', async () => {
    const { addresses, cost, apis } = await open()
    await waitFor(() => (apis.checkout.calculationCost as jest.Mock).mock.calls.length > 0 && (apis.address.list as jest.Mock).mock.calls.length > 0)
    await settle()
    expect(waiting()).toBe(true)
    expect(text()).not.toContain('请选择收货地址')
    expect(text()).not.toContain('感统训练球')

    addresses.answer([home])
    await settle()
    // the addresses alone do not draw the order: its cost is still out
    expect(waiting()).toBe(true)
    expect(text()).not.toContain('¥200.00')

    cost.answer({ totalMoney: '200.00', couponMoney: '30.00', schemeDiscountAmount: '0.00', reserveMoney: '0.00', freight: '0.00', finalDiscountedPrice: '170.00' })
    await waitFor(() => !waiting())
    expect(document.querySelector('[data-testid="confirm-address"]')?.textContent).toContain('乐乐妈妈')
    expect(text()).not.toContain('请选择收货地址')
    expect(text()).toContain('已选1张 -¥30.00')
    expect(document.querySelector('[data-testid="submit-order"]')?.closest('.confirm-bar')?.textContent ?? text()).toContain('¥170.00')
  })

  it('draws the order with the address to choose when the address list fails, and with the reason when the cost fails', async () => {
    const { addresses, cost } = await open()
    addresses.fail(new Error('网络不给力，请稍后重试'))
    await settle()
    expect(waiting()).toBe(true)
    cost.fail(new Error('价格计算失败'))
    await waitFor(() => !waiting())
    expect(text()).toContain('感统训练球')
    expect(text()).toContain('请选择收货地址')
    expect(text()).toContain('价格计算失败')
  })
})
