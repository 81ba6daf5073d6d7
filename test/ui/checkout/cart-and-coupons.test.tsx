import Taro from '@tarojs/taro'
import CartPage from '@/pages/cart/cart'
import CouponSelectPage from '@/pages/coupon/coupon-select'
import { tradeArea } from '@/shared/trade/trade-area'
import { cartArea } from '@/shared/trade/cart-store'
import { reachBottom } from '../helpers/page-hooks'
import { fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from '../helpers/render'

const rows = [
  { cartId: 'a', productId: 'p1', productName: '感统训练课', payType: 0 as const, money: '100.00', amount: 2, isEffective: 1 as const },
  { cartId: 'b', productId: 'p2', productName: '护眼台灯', payType: 1 as const, point: 500, amount: 1, isEffective: 1 as const },
  { cartId: 'c', productId: 'p3', productName: '已下架课程', payType: 0 as const, money: '30.00', isEffective: 0 as const },
]

const total = () => document.querySelector('[data-testid="cart-total"]')?.textContent ?? ''
const checkboxes = () => [...document.querySelectorAll('.cart-row .nut-checkbox')] as HTMLElement[]

describe('cart page', () => {
  it('splits effective and invalid rows, starts unchecked and totals only what is checked', async () => {
    await renderWithStores(CartPage, fakeDeps(), fakeAreaApi({ cart: { list: jest.fn().mockResolvedValue(rows) } }))
    await waitFor(() => text().includes('感统训练课'))
    expect(text()).toContain('失效商品')
    expect(document.querySelectorAll('[data-testid="cart-row"]')).toHaveLength(3)
    expect(total()).toContain('¥0.00')
    checkboxes()[0].click()
    await waitFor(() => total().includes('¥200.00'))
    checkboxes()[1].click()
    await waitFor(() => total().includes('+500积分'))
  })

  it('names each row’s stepper for screen readers: the field, and − and + as buttons, the one at its limit not available', async () => {
    await renderWithStores(CartPage, fakeDeps(), fakeAreaApi({ cart: { list: jest.fn().mockResolvedValue(rows) } }))
    await waitFor(() => text().includes('感统训练课'))
    const steppers = [...document.querySelectorAll('.cart-row .nut-inputnumber')]
    expect(steppers).toHaveLength(2)
    const [two, one] = steppers
    expect(two.querySelector('input')?.getAttribute('aria-label')).toBe('数量')
    const minus = one.querySelector('.nut-inputnumber-minus')!
    const plus = one.querySelector('.nut-inputnumber-add')!
    expect([minus.getAttribute('role'), minus.getAttribute('aria-label'), minus.getAttribute('aria-disabled')]).toEqual(['button', '减少数量', 'true'])
    expect([plus.getAttribute('role'), plus.getAttribute('aria-label'), plus.getAttribute('aria-disabled')]).toEqual(['button', '增加数量', 'false'])
    expect(two.querySelector('.nut-inputnumber-minus')?.getAttribute('aria-disabled')).toBe('false')
  })

  it('names each row’s check for screen readers: a checkbox, checked or not, naming its product', async () => {
    await renderWithStores(CartPage, fakeDeps(), fakeAreaApi({ cart: { list: jest.fn().mockResolvedValue(rows) } }))
    await waitFor(() => text().includes('感统训练课'))
    const named = () => checkboxes().map((c) => [c.getAttribute('role'), c.getAttribute('aria-checked'), c.getAttribute('aria-label')])
    expect(named()).toEqual([
      ['checkbox', 'false', '选择感统训练课'],
      ['checkbox', 'false', '选择护眼台灯'],
    ])
    checkboxes()[0].click()
    await waitFor(() => checkboxes()[0].getAttribute('aria-checked') === 'true')
  })

  it('a failed amount change rolls back and says why', async () => {
    const update = jest.fn().mockRejectedValue(new Error('库存不足'))
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
    const { root } = await renderWithStores(CartPage, fakeDeps(), fakeAreaApi({ cart: { list: jest.fn().mockResolvedValue(rows), update } }))
    await waitFor(() => text().includes('感统训练课'))
    const plus = () => document.querySelector('.cart-row .nut-inputnumber-add') as HTMLElement
    const shown = () => (document.querySelector('.cart-row .nut-inputnumber-input') as HTMLInputElement).value
    plus().click()
    await waitFor(() => update.mock.calls.length === 1)
    expect(update).toHaveBeenCalledWith({ cartId: 'a', amount: 3 })
    await waitFor(() => toast.mock.calls.some(([o]) => (o as { title: string }).title === '库存不足'))
    expect(root.areas.get(cartArea).lines.find((l) => l.cartId === 'a')?.amount).toBe(2)
    await waitFor(() => shown() === '2')
    toast.mockRestore()
  })

  it('draws a long cart ten rows at a time, the invalid ones last, while select-all and the total count every row', async () => {
    const many = [
      ...Array.from({ length: 23 }, (_, i) => ({ cartId: `e${i}`, productId: `p${i}`, productName: `课程${i}`, payType: 0 as const, money: '10.00', amount: 1, isEffective: 1 as const })),
      { cartId: 'x', productId: 'px', productName: '已下架课程', payType: 0 as const, money: '30.00', isEffective: 0 as const },
    ]
    await renderWithStores(CartPage, fakeDeps(), fakeAreaApi({ cart: { list: jest.fn().mockResolvedValue(many) } }))
    const drawnRows = () => document.querySelectorAll('[data-testid="cart-row"]').length
    await waitFor(() => drawnRows() === 10)
    expect(text()).toContain('上拉加载更多')
    expect(text()).not.toContain('失效商品')
    ;(document.querySelector('.cart-footer .nut-checkbox') as HTMLElement).click()
    await waitFor(() => total().includes('¥230.00'))
    reachBottom()
    await waitFor(() => drawnRows() === 20)
    reachBottom()
    await waitFor(() => drawnRows() === 24)
    expect(text()).toContain('失效商品')
    expect(text()).toContain('已下架课程')
    // one heading, right before the first row that can no longer be bought
    const heading = document.querySelectorAll('.cart__section')
    expect(heading.length).toBe(1)
    expect(heading[0].nextElementSibling?.textContent).toContain('已下架课程')
    expect(text()).not.toContain('上拉加载更多')
  })

  it('shows the empty state for an empty cart, and an error with retry when loading fails', async () => {
    const list = jest.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue([])
    await renderWithStores(CartPage, fakeDeps(), fakeAreaApi({ cart: { list } }))
    await waitFor(() => !!document.querySelector('[data-testid="error-state"]'))
    ;([...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement).click()
    await waitFor(() => text().includes('购物车还是空的'))
  })
})

describe('coupon choice page', () => {
  const draft = {
    cartList: [{ productId: 'p1', productName: '感统训练', pic: '', amount: 1, payType: 0 as const, money: '200.00', point: 0 }],
    couponList: [
      { userCouponId: 'S1', couponName: '满100减20', expiryType: 1, expiryDays: 30, facevalue: '20.00', overlay: true, usable: true },
      { userCouponId: 'N1', couponName: '新人无门槛券', expiryType: 2, starttime: '2026-11-01 00:00:00', endtime: '2026-12-31 23:59:59', facevalue: '30.00', overlay: false, usable: true },
      { userCouponId: 'Z', couponName: '满1000减150', expiryType: 1, expiryDays: 7, facevalue: '150.00', overlay: false, usable: false, reason: '未满1000元，不可使用' },
    ],
    discountSchemeMoney: '0.00',
    schemeDiscountId: null,
    walletMoney: '100.00',
    freight: [],
    lockMoney: '0.00',
    hasGoods: false,
  }
  const cost = { totalMoney: '200.00', couponMoney: '0.00', schemeDiscountAmount: '0.00', reserveMoney: '0.00', freight: '0.00', finalDiscountedPrice: '200.00' }

  it('labels, expiry text, reasons, and the choice rules on tap', async () => {
    const apis = fakeAreaApi({
      checkout: {
        confirm: jest.fn().mockResolvedValue({ moneyConfirmOrderResponse: draft }),
        bestPromotion: jest.fn().mockResolvedValue({ schemeDiscountId: null, schemeDiscountAmount: '0.00', userCouponIds: [] }),
        calculationCost: jest.fn().mockResolvedValue(cost),
      },
    })
    const { root, t } = await renderWithStores(CouponSelectPage, fakeDeps(), apis)
    const checkout = root.areas.get(tradeArea).checkout
    await t.act(() => checkout.open({ product: { productId: 'p1', amount: 1, payType: 0 } }))
    await waitFor(() => text().includes('满100减20'))
    expect(text()).toContain('叠加使用')
    expect(text()).toContain('不可叠加')
    expect(text()).toContain('领取后30天有效')
    expect(text()).toContain('有效期2026.11.01-2026.12.31')
    expect(text()).toContain('未满1000元，不可使用')
    const card = (name: string) => [...document.querySelectorAll('[data-testid="coupon-card"]')].find((c) => c.textContent?.includes(name)) as HTMLElement
    await t.act(async () => card('满100减20').click())
    expect(checkout.couponIds).toEqual(['S1'])
    // while choosing, a usable card is the checkbox and says whether it is chosen; an unusable one is no control
    expect(card('满100减20').getAttribute('role')).toBe('checkbox')
    expect(card('满100减20').getAttribute('aria-checked')).toBe('true')
    expect(card('满1000减150').getAttribute('role')).toBeNull()
    await t.act(async () => card('新人无门槛券').click())
    expect(checkout.couponIds).toEqual(['N1'])
    await t.act(async () => card('满1000减150').click())
    expect(checkout.couponIds).toEqual(['N1'])
    await t.act(async () => card('新人无门槛券').click())
    expect(checkout.couponIds).toEqual([])
  })
})
