import fc from 'fast-check'
import { cartTotals, type CartLine } from '@/shared/trade/cart-totals'
import { checkWallet, walletCapFen } from '@/shared/trade/wallet-cap'
import { fenToYuanText, yuanToFen } from '@/utils/money'

/** Money rules as properties over many generated cases, not a handful of examples. */
const fen = fc.integer({ min: 0, max: 10_000_000_00 })

const line = fc.record({
  cartId: fc.uuid(),
  productId: fc.string({ minLength: 1, maxLength: 6 }),
  payType: fc.constantFrom(0 as const, 1 as const),
  money: fen.map(fenToYuanText),
  point: fc.integer({ min: 0, max: 100_000 }),
  amount: fc.integer({ min: 1, max: 20 }),
  isEffective: fc.constantFrom(0 as const, 1 as const, true, false),
  checked: fc.boolean(),
}) as fc.Arbitrary<CartLine>

describe('money properties', () => {
  it('fen → yuan text → fen is exact', () => {
    fc.assert(fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (n) => yuanToFen(fenToYuanText(n)) === n))
  })

  it('yuan text always has two decimals and no float noise', () => {
    fc.assert(fc.property(fen, (n) => /^\d+\.\d{2}$/.test(fenToYuanText(n))))
  })

  it('cart totals do not depend on the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const reversed = [...lines].reverse()
        const shuffled = [...lines].sort((a, b) => a.cartId.localeCompare(b.cartId))
        const t = cartTotals(lines)
        return JSON.stringify(cartTotals(reversed)) === JSON.stringify(t) && JSON.stringify(cartTotals(shuffled)) === JSON.stringify(t)
      }),
    )
  })

  it('cart totals are never negative and count only checked, effective lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const t = cartTotals(lines)
        const counted = lines.filter((l) => l.checked && (l.isEffective === 1 || l.isEffective === true))
        return t.moneyFen >= 0 && t.points >= 0 && t.count === counted.reduce((s, l) => s + (l.amount ?? 1), 0)
      }),
    )
  })

  it('the wallet never pays more than payable plus freight, nor more than the balance, nor below zero', () => {
    fc.assert(
      fc.property(fen, fen, fen, fc.integer({ min: -1000, max: 10_000_000_00 }), (payable, freight, balance, asked) => {
        const cap = walletCapFen(payable, freight, balance)
        const check = checkWallet(asked, cap)
        return cap >= 0 && cap <= payable + freight && cap <= balance && check.fen >= 0 && check.fen <= cap
      }),
    )
  })

  it('what is left to pay after the wallet is never negative', () => {
    fc.assert(
      fc.property(fen, fen, fen, fen, (payable, freight, balance, asked) => {
        const used = checkWallet(asked, walletCapFen(payable, freight, balance)).fen
        return payable + freight - used >= 0
      }),
    )
  })
})
