import { confirmRequestFromQuery, cartsParam } from '@/shared/trade/confirm-request'
import { checkWallet, walletCapFen } from '@/shared/trade/wallet-cap'
import { expiryText, overlayLabel } from '@/utils/coupon-text'

describe('checkout rules', () => {
  it('wallet cap is payable plus freight, never above the balance', () => {
    expect(walletCapFen(18000, 1000, 50000)).toBe(19000)
    expect(walletCapFen(18000, 1000, 5000)).toBe(5000)
    expect(walletCapFen(0, 0, 5000)).toBe(0)
    expect(checkWallet(20000, 19000)).toEqual({ ok: false, fen: 19000, message: '钱包抵扣不能超过应付金额与运费之和' })
    expect(checkWallet(100, 19000)).toEqual({ ok: true, fen: 100 })
    expect(checkWallet(-1, 19000).ok).toBe(false)
  })

  it('coupon labels and expiry text', () => {
    expect(overlayLabel({ overlay: true, expiryType: 1 })).toBe('叠加使用')
    expect(overlayLabel({ overlay: false, expiryType: 1 })).toBe('不可叠加')
    expect(expiryText({ overlay: true, expiryType: 1, expiryDays: 30 })).toBe('领取后30天有效')
    expect(expiryText({ overlay: true, expiryType: 2, starttime: '2026-11-01 00:00:00', endtime: '2026-12-31 23:59:59' })).toBe('有效期2026.11.01-2026.12.31')
  })

  it('confirm payload from a page address: buy now or cart rows', () => {
    expect(confirmRequestFromQuery({ productId: 'P1', skuId: 'S1', amount: '2', payType: '0', campusId: '' })).toEqual({
      product: { productId: 'P1', skuId: 'S1', amount: 2, payType: 0 },
    })
    const carts = [
      { cartId: 'c1', amount: 2, payType: 0 as const },
      { cartId: 'c2', amount: 1, payType: 0 as const },
    ]
    expect(confirmRequestFromQuery({ carts: cartsParam(carts) })).toEqual({ cartIdList: ['c1', 'c2'], carts })
    expect(confirmRequestFromQuery({ carts: encodeURIComponent(cartsParam(carts)) })).toEqual({ cartIdList: ['c1', 'c2'], carts })
    expect(confirmRequestFromQuery({})).toBeNull()
    expect(confirmRequestFromQuery({ productId: 'P1', amount: 'x' })?.product?.amount).toBe(1)
  })
})
