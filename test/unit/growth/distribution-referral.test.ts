import type { MergePayRequest } from '@types-api/api/checkout'
import type { Confirmation } from '@/shared/trade/checkout-calls'
import { StorageKey } from '@/config/storage-keys'
import { distributionPath } from '@/pages/distribution/model/distribution-link'
import { CartStore, cartArea } from '@/shared/trade/cart-store'
import { CheckoutStore } from '@/shared/trade/checkout-store'
import { mergePayDistribution, REFERRAL_TTL_MS, saleConfigFor, storedReferral } from '@/shared/trade/distribution-sale'
import { referralFromQuery, rememberReferral } from '@/stores/distribution-referral'
import { RootStore } from '@/stores/root-store'
import { parseQuery } from '@/utils/url'
import { fakeAreaApi, fakeDeps } from '../helpers/fake-deps'

const NOW = Date.UTC(2026, 10, 21, 2, 0, 0)
/** The link a sales parent shares, read back as the entry query of a new parent. */
const linkQuery = () => parseQuery(distributionPath({ productId: 'P7', distributionSaleConfigId: 'DSC001' }, 'U10001').split('?')[1])

describe('distribution referral from the link', () => {
  it('the shared link carries product, sale config and sales person', () => {
    expect(distributionPath({ productId: 'P7', distributionSaleConfigId: 'DSC001' }, 'U10001')).toBe('/pages/goods/goods-detail?id=P7&distributionSaleConfigId=DSC001&from_user=U10001')
    expect(referralFromQuery(linkQuery(), NOW)).toEqual({ saleConfigId: 'DSC001', distributorId: 'U10001', productId: 'P7', at: NOW })
  })

  it('an address without a (valid) sale config id is no referral and leaves the stored one', () => {
    const deps = fakeDeps({ now: NOW })
    rememberReferral(deps.storage, linkQuery(), NOW)
    expect(rememberReferral(deps.storage, { distributionSaleConfigId: '<script>' }, NOW)).toBeNull()
    expect(rememberReferral(deps.storage, {}, NOW)).toBeNull()
    expect(storedReferral(deps.storage, NOW)?.saleConfigId).toBe('DSC001')
    expect(deps.storage.get(StorageKey.distributorId)).toBe('U10001')
  })

  it('expires after 7 days; malformed storage is dropped', () => {
    const deps = fakeDeps({ now: NOW })
    rememberReferral(deps.storage, linkQuery(), NOW)
    expect(storedReferral(deps.storage, NOW + REFERRAL_TTL_MS - 1)).not.toBeNull()
    expect(storedReferral(deps.storage, NOW + REFERRAL_TTL_MS)).toBeNull()
    expect(deps.storage.get(StorageKey.distributionSale)).toBeNull()
    deps.storage.set(StorageKey.distributionSale, '{bad')
    expect(storedReferral(deps.storage, NOW)).toBeNull()
  })

  it('counts only for its product', () => {
    const ref = referralFromQuery(linkQuery(), NOW)
    expect(saleConfigFor(ref, 'P7')).toBe('DSC001')
    expect(saleConfigFor(ref, 'P8')).toBeUndefined()
    expect(saleConfigFor(null, 'P7')).toBeUndefined()
  })

  it('mergePay ids: from a line, or from the referral for its product; nothing otherwise', () => {
    const ref = referralFromQuery(linkQuery(), NOW)
    expect(mergePayDistribution([{ productId: 'P7' }], ref, null)).toEqual({ distributionSaleConfigId: 'DSC001', distributionUserId: 'U10001' })
    expect(mergePayDistribution([{ productId: 'P8', distributionSaleConfigId: 'DSC009' }], null, 'U5')).toEqual({ distributionSaleConfigId: 'DSC009', distributionUserId: 'U5' })
    expect(mergePayDistribution([{ productId: 'P8' }], ref, 'U5')).toEqual({})
  })
})

describe('from the entry address to the cart and mergePay', () => {
  it('the root store keeps the entry referral; the cart item carries the sale config id', async () => {
    const add = jest.fn().mockResolvedValue(undefined)
    const deps = fakeDeps({ now: NOW })
    const root = new RootStore(deps)
    root.areas.provide(cartArea, new CartStore(deps, fakeAreaApi({ cart: { add, list: jest.fn().mockResolvedValue([]) } }).cart))
    root.init(linkQuery())
    await root.areas.get(cartArea).add({ productId: 'P7', amount: 1, payType: 0 })
    await root.areas.get(cartArea).add({ productId: 'P8', amount: 1, payType: 0 })
    expect(add.mock.calls[0][0]).toEqual({ productId: 'P7', amount: 1, payType: 0, distributionSaleConfigId: 'DSC001' })
    expect(add.mock.calls[1][0]).toEqual({ productId: 'P8', amount: 1, payType: 0 })
  })

  it('a cart without a referral adds items unchanged', async () => {
    const add = jest.fn().mockResolvedValue(undefined)
    const store = new CartStore(fakeDeps({ now: NOW }), fakeAreaApi({ cart: { add, list: jest.fn().mockResolvedValue([]) } }).cart)
    await store.add({ productId: 'P7', amount: 1, payType: 0 })
    expect(add.mock.calls[0][0]).toEqual({ productId: 'P7', amount: 1, payType: 0 })
  })

  async function submitWith(lineExtra: Record<string, string>, entry: Record<string, string>): Promise<MergePayRequest> {
    const submits: MergePayRequest[] = []
    const confirm: Confirmation = {
      moneyConfirmOrderResponse: {
        cartList: [{ productId: 'P7', productName: '感统训练', pic: '', amount: 1, payType: 0, money: '100.00', point: 0, ...lineExtra }],
        couponList: [],
        discountSchemeMoney: '0.00',
        schemeDiscountId: null,
        walletMoney: '0.00',
        freight: [],
        hasGoods: false,
      },
    }
    const api = fakeAreaApi({
      checkout: {
        confirm: jest.fn(async () => confirm),
        bestPromotion: jest.fn(async () => ({ schemeDiscountId: null, schemeDiscountAmount: '0.00', userCouponIds: [] })),
        calculationCost: jest.fn(async () => ({ totalMoney: '100.00', couponMoney: '0.00', schemeDiscountAmount: '0.00', reserveMoney: '0.00', freight: '0.00', finalDiscountedPrice: '100.00' })),
        mergePay: jest.fn(async (body: MergePayRequest) => {
          submits.push(body)
          return { moneyPayResponse: { orderId: 'O1', orderCode: 'DD1', payMoney: '100.00', time: '2026-11-21 10:00:00' } }
        }),
      },
    })
    const deps = fakeDeps({ now: NOW })
    rememberReferral(deps.storage, entry, NOW)
    const store = new CheckoutStore(deps, api.checkout)
    await store.open({ product: { productId: 'P7', amount: 1, payType: 0 } })
    await store.submit(null)
    return submits[0]
  }

  it('buy now from the link: mergePay carries the sale config and the sales person', async () => {
    const body = await submitWith({}, linkQuery())
    expect(body.distributionSaleConfigId).toBe('DSC001')
    expect(body.distributionUserId).toBe('U10001')
  })

  it('a cart line that carries the sale config id sends it too', async () => {
    const body = await submitWith({ distributionSaleConfigId: 'DSC001', cartId: 'c1' }, {})
    expect(body.distributionSaleConfigId).toBe('DSC001')
    expect(body.distributionUserId).toBeUndefined()
  })

  it('an order without any link has no distribution ids', async () => {
    const body = await submitWith({}, {})
    expect(body).not.toHaveProperty('distributionSaleConfigId')
    expect(body).not.toHaveProperty('distributionUserId')
  })
})
