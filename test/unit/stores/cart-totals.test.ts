import { cartTotals, lineAmount, type CartLine } from '@/shared/trade/cart-totals'

const line = (over: Partial<CartLine>): CartLine => ({ cartId: 'c', productId: 'p', payType: 0, isEffective: 1, checked: true, ...over })

describe('cart totals', () => {
  it('counts checked items only', () => {
    const t = cartTotals([line({ money: '10.00', amount: 2 }), line({ money: '99.00', checked: false })])
    expect(t.moneyFen).toBe(2000)
  })
  it('money items are money × amount, with amount defaulting to 1, in integer fen', () => {
    expect(cartTotals([line({ money: '0.10', amount: 3 }), line({ money: 0.2 })]).moneyFen).toBe(50)
    expect(cartTotals([line({ money: '199.99', amount: undefined })]).moneyFen).toBe(19999)
    expect(lineAmount(line({ amount: 0 }))).toBe(1)
    expect(lineAmount(line({ amount: 2.5 }))).toBe(1)
  })
  it('point items are point × amount and never add money', () => {
    const t = cartTotals([line({ payType: 1, point: 300, amount: 2, money: '50.00' }), line({ money: '1.00' })])
    expect(t.points).toBe(600)
    expect(t.moneyFen).toBe(100)
  })
  it('invalid items never count, even when checked', () => {
    expect(cartTotals([line({ money: '10.00', isEffective: 0 })])).toEqual({ moneyFen: 0, points: 0, count: 0 })
  })
  it('avoids floating-point drift (0.1 + 0.2)', () => {
    expect(cartTotals([line({ money: '0.1' }), line({ money: '0.2' })]).moneyFen).toBe(30)
  })
})
