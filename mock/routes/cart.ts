import type { FastifyInstance } from 'fastify'
import type { CartAddRequest, CartUpdateRequest } from '../../types/api/cart'
import { nextCartId, purseOf } from '../checkout-state'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { absolutePics, findProduct, requestOrigin } from '../seed/products'
import { classFacts } from './product-detail'

/** Mall service: the parent's cart (GET, POST, DELETE /cart; POST /cart/batch). */
export default async function cartRoutes(app: FastifyInstance, ctx: MockContext) {
  const base = '/mall/api/v1/cart'

  app.get(base, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const origin = requestOrigin(req)
    return ok(purseOf(ctx, s.userId).cart.map((c) => ({ ...c, pic: c.pic ? absolutePics(c.pic, origin) : '' })))
  })

  app.post<{ Body: CartAddRequest }>(base, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const b = req.body ?? ({} as CartAddRequest)
    const product = findProduct(ctx, b.productId)
    if (!product) return fail(500200, '商品不存在或已下架')
    const sku = product.skuList.find((k) => k.skuId === b.skuId) ?? product.skuList[0]
    const amount = Number.isInteger(b.amount) && b.amount > 0 ? b.amount : 1
    if (sku && amount > sku.stock) return fail(500201, '库存不足')
    const facts = classFacts(ctx, product.productId, b.campusId, b.scheduleId)
    if (typeof facts === 'string') return fail(500205, facts)
    const payType = b.payType === 1 || product.isPointProduct === 1 ? 1 : 0
    const cart = purseOf(ctx, s.userId).cart
    const same = cart.find(
      (c) => c.productId === product.productId && c.skuId === sku?.skuId && c.campusId === b.campusId && c.payType === payType && c.isEffective,
    )
    if (same) {
      same.amount = (same.amount ?? 1) + amount
      return ok({ cartId: same.cartId })
    }
    const cartId = nextCartId(ctx)
    cart.unshift({
      cartId,
      productId: product.productId,
      productName: sku && product.skuList.length > 1 ? `${product.name}（${sku.skuName}）` : product.name,
      pic: product.pic.split(',')[0],
      campusId: b.campusId,
      skuId: sku?.skuId,
      amount,
      payType,
      money: sku?.purchasemoney ?? product.purchasemoney,
      point: sku?.point ?? product.point ?? 0,
      isEffective: 1,
      scheduleId: b.scheduleId,
      appointDate: b.appointDate,
      ...facts,
      distributionSaleConfigId: b.distributionSaleConfigId,
    })
    return ok({ cartId })
  })

  app.delete<{ Body: { cartIds?: string[] } }>(base, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const ids = new Set(req.body?.cartIds ?? [])
    if (!ids.size) return fail(500202, '请选择要删除的商品')
    const purse = purseOf(ctx, s.userId)
    purse.cart = purse.cart.filter((c) => !ids.has(c.cartId))
    return ok(null)
  })

  /** {carts:[{cartId, amount}]} changes amounts; {cartIds:[…]} deletes several. */
  app.post<{ Body: { carts?: CartUpdateRequest[]; cartIds?: string[] } }>(`${base}/batch`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const purse = purseOf(ctx, s.userId)
    if (req.body?.cartIds) {
      const ids = new Set(req.body.cartIds)
      purse.cart = purse.cart.filter((c) => !ids.has(c.cartId))
      return ok(null)
    }
    for (const change of req.body?.carts ?? []) {
      const row = purse.cart.find((c) => c.cartId === change.cartId)
      if (!row) return fail(500203, '购物车商品不存在')
      if (!Number.isInteger(change.amount) || change.amount < 1 || change.amount > 99) return fail(500204, '数量需在1到99之间')
      const product = findProduct(ctx, row.productId)
      const stock = product?.skuList.find((k) => k.skuId === row.skuId)?.stock ?? 99
      if (change.amount > stock) return fail(500201, '库存不足')
      row.amount = change.amount
    }
    return ok(null)
  })
}
