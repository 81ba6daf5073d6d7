import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PageResult } from '../../types/api/common'
import { PRODUCT_TYPE_NAMES, type ProductType } from '../../types/api/product'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { productCatalogue, requestOrigin, toListItem, type CatalogueProduct, type ProductListItem } from '../seed/products'
import { purseOf } from '../checkout-state'
import { OFFERS } from '../seed/account'
import { ruleCovers } from '../seed/coupon-rules'
import { GIFT_COUPONS, newUserGiftContents, type NewUserGiftContents } from '../seed/new-user-gift'
import { COURSE_CATEGORIES, GOODS_CATEGORIES, INDICATIONS, MODULE_CODES, FULL_PIC_MODULE, REGIONS, SHIFT_LEVELS } from '../seed/taxonomy'

const MALL = '/mall/api/v1'
type Params = Record<string, unknown>

/* The mall basics as the mock service sends them. */

/** GET basics/banner/{id}: id 1 home, 2 mall. */
interface Banner {
  bannerId: string
  title: string
  imageUrl: string
  /** internal route, or '' for none */
  linkUrl: string
}

/** GET basics/advertising/Module_advertising */
interface Advertising {
  advertisingId: string
  title: string
  imageUrl: string
  linkUrl: string
}

/** GET basics/newUserGift: shown while enabled is 1; the pack's coupons and products when logged in. */
interface NewUserGift extends Partial<NewUserGiftContents> {
  enabled: 0 | 1
  title: string
  subtitle: string
  imageUrl: string
}

/** One group of POST groupSearch: results per product type. */
interface SearchGroup {
  productType: ProductType
  typeName: string
  total: number
  list: ProductListItem[]
}

const ids = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',') : [])
    .map((s) => s.trim())
    .filter(Boolean)

const int = (v: unknown, fallback: number, min = 1, max = 100): number => {
  const n = Number(v)
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}

/** The filters of spec §2 applied to a product. */
export function matchesFilters(p: CatalogueProduct, f: Params): boolean {
  const regions = ids(f.regionIds)
  if (regions.length && p.regionIds.length && !p.regionIds.some((r) => regions.includes(r))) return false
  const indications = ids(f.indicationIds)
  if (indications.length && !p.indicationIds.some((i) => indications.includes(i))) return false
  const levels = ids(f.courseLevels)
  if (levels.length && !levels.includes(p.courseLevel)) return false
  const categories = [...ids(f.courseCategoryIds), ...ids(f.productCategoryIds)]
  if (categories.length && !categories.includes(p.categoryId)) return false
  if (f.teachingMethod !== undefined && f.teachingMethod !== '' && Number(f.teachingMethod) !== p.teachingMethod) return false
  const city = typeof f.city === 'string' ? REGIONS.find((r) => r.regionName === f.city) : undefined
  if (city && p.regionIds.length && !p.regionIds.includes(city.regionId)) return false
  return true
}

function page(list: CatalogueProduct[], q: Params, origin: string): PageResult<ProductListItem> {
  const pageIndex = int(q.pageIndex, 1, 1, 10_000)
  const pageSize = int(q.pageSize, 8)
  const start = (pageIndex - 1) * pageSize
  return { list: list.slice(start, start + pageSize).map((p) => toListItem(p, origin)), total: list.length }
}

const keywordOf = (q: Params): string => (typeof q.keyword === 'string' ? q.keyword.trim().toLowerCase() : '')

const matchesKeyword = (p: CatalogueProduct, keyword: string): boolean =>
  [p.name, p.description, p.code, ...(p.tagNames ?? [])].some((t) => t.toLowerCase().includes(keyword))

/**
 * The productsRules of the coupon a list is filtered to (`couponId`: one of the parent's coupons by
 * its userCouponId or couponId, an offer or a gift coupon). Undefined when there is no such filter;
 * null when the coupon is unknown (nothing matches).
 */
function couponFilter(ctx: MockContext, req: FastifyRequest, q: Params): string | null | undefined {
  if (q.couponId === undefined || q.couponId === '') return undefined
  const id = String(q.couponId)
  const s = ctx.sessionOf(req)
  const mine = s ? purseOf(ctx, s.userId).coupons.find((c) => c.userCouponId === id || c.couponId === id) : undefined
  return (mine ?? OFFERS.find((o) => o.couponId === id) ?? GIFT_COUPONS.find((g) => g.couponId === id))?.productsRules ?? null
}

/** Whether a product is in the list of the coupon filter (always, without one). */
const inCoupon = (rules: string | null | undefined, p: CatalogueProduct): boolean => rules === undefined || (rules !== null && ruleCovers(rules, p))

const oss = (origin: string, name: string): string => `${origin}/mock/oss/${name}.png`

function banners(id: string, origin: string, catalogue: CatalogueProduct[]): Banner[] {
  const featured = catalogue.filter((p) => p.moduleCodes.includes('Module_Recommend')).slice(0, 3)
  if (id === '2') {
    return [
      { bannerId: 'B21', title: '康复好物 限时特惠', imageUrl: oss(origin, 'banner-mall-1'), linkUrl: '/pages/mall/mall' },
      { bannerId: 'B22', title: '积分兑好礼', imageUrl: oss(origin, 'banner-mall-2'), linkUrl: '/pages/point/point-mall' },
    ]
  }
  return [
    { bannerId: `B${id}0`, title: '新人专享礼包', imageUrl: oss(origin, `banner-${id}-gift`), linkUrl: '/pages/home/gift-bag' },
    ...featured.map((p, i) => ({
      bannerId: `B${id}${i + 1}`,
      title: p.name,
      imageUrl: oss(origin, `banner-${id}-${p.productId}`),
      linkUrl: `/pages/goods/goods-detail?id=${p.productId}`,
    })),
  ]
}

/** Mall basics and product lists the browse pages read (spec §7). */
export default async function catalogRoutes(app: FastifyInstance, ctx: MockContext) {
  const catalogue = () => productCatalogue(ctx)
  const origin = (req: FastifyRequest) => requestOrigin(req)

  app.get<{ Params: { id: string } }>(`${MALL}/basics/banner/:id`, async (req) => ok(banners(req.params.id, origin(req), catalogue())))

  app.get(`${MALL}/basics/advertising/Module_advertising`, async (req) => {
    const ads: Advertising[] = [
      { advertisingId: 'AD1', title: '免费发育测评', imageUrl: oss(origin(req), 'ad-assessment'), linkUrl: '/pages/assessment/assessment-list' },
      { advertisingId: 'AD2', title: '专家在线咨询', imageUrl: oss(origin(req), 'ad-consult'), linkUrl: '/pages/common/leave-info' },
    ]
    return ok(ads)
  })

  app.get(`${MALL}/basics/newUserGift`, async (req) => {
    const gift: NewUserGift = {
      enabled: 1,
      title: '新人礼包',
      subtitle: '注册即领测评体验券和优惠券',
      imageUrl: oss(origin(req), 'new-user-gift'),
      ...newUserGiftContents(ctx, req),
    }
    return ok(gift)
  })

  app.get(`${MALL}/basics/region`, async () => ok(REGIONS))
  app.get(`${MALL}/basics/indicationTwo`, async () => ok(INDICATIONS))
  app.get<{ Querystring: Params }>(`${MALL}/basics/dict`, async (req) => {
    const key = req.query.dictKey ?? req.query.key
    return key === 'SHIFT_LEVEL' ? ok(SHIFT_LEVELS) : ok([])
  })

  app.get<{ Params: { kind: string } }>(`${MALL}/product/productCategory/:kind`, async (req, reply) => {
    const list = req.params.kind === '1' ? COURSE_CATEGORIES : req.params.kind === '2' ? GOODS_CATEGORIES : null
    if (!list) return reply.send(fail(500, '分类类型不存在'))
    return ok(list.map((c) => ({ categoryId: c.categoryId, categoryName: c.categoryName, icon: oss(origin(req), c.iconName) })))
  })

  app.get<{ Params: { code: string }; Querystring: Params }>(`${MALL}/basics/modulePage/:code`, async (req, reply) => {
    const code = req.params.code
    if (code !== FULL_PIC_MODULE && !(MODULE_CODES as readonly string[]).includes(code)) return reply.send(fail(500, '模块不存在'))
    const list = catalogue().filter((p) => p.moduleCodes.includes(code) && matchesFilters(p, req.query))
    return ok(page(list, req.query, origin(req)))
  })

  app.post<{ Body: Params }>(`${MALL}/product/discover`, async (req) => {
    const q = req.body ?? {}
    const kind = Number(q.categoryType)
    const goodsIds = new Set(GOODS_CATEGORIES.map((c) => c.categoryId))
    const coupon = couponFilter(ctx, req, q)
    const list = catalogue().filter(
      (p) =>
        inCoupon(coupon, p) &&
        (kind === 1 ? !goodsIds.has(p.categoryId) : kind === 2 ? goodsIds.has(p.categoryId) : true) &&
        (!q.categoryId || p.categoryId === q.categoryId) &&
        matchesFilters(p, q),
    )
    return ok(page(list, q, origin(req)))
  })

  app.post<{ Body: Params }>(`${MALL}/point/discover`, async (req) => {
    const q = req.body ?? {}
    const sort = Number(q.sort)
    const list = catalogue().filter((p) => p.isPointProduct === 1)
    if (sort === 1) list.sort((a, b) => (a.point ?? 0) - (b.point ?? 0))
    if (sort === 2) list.sort((a, b) => (b.point ?? 0) - (a.point ?? 0))
    return ok(page(list, q, origin(req)))
  })

  app.post<{ Body: Params }>(`${MALL}/search`, async (req) => {
    const q = req.body ?? {}
    const keyword = keywordOf(q)
    // a coupon's products (`couponId`), narrowed by the keyword when there is one
    const coupon = couponFilter(ctx, req, q)
    const list =
      keyword || coupon !== undefined ? catalogue().filter((p) => inCoupon(coupon, p) && (!keyword || matchesKeyword(p, keyword))) : []
    return ok(page(list, q, origin(req)))
  })

  app.post<{ Body: Params }>(`${MALL}/groupSearch`, async (req) => {
    const keyword = keywordOf(req.body ?? {})
    const found = keyword ? catalogue().filter((p) => matchesKeyword(p, keyword)) : []
    const types = [...new Set(found.map((p) => p.productType))].sort((a, b) => a - b)
    const groups: SearchGroup[] = types.map((t) => {
      const inType = found.filter((p) => p.productType === t)
      return { productType: t, typeName: PRODUCT_TYPE_NAMES[t], total: inType.length, list: inType.slice(0, 3).map((p) => toListItem(p, origin(req))) }
    })
    return ok(groups)
  })

  app.post<{ Body: Params }>(`${MALL}/moreSearch`, async (req) => {
    const q = req.body ?? {}
    const keyword = keywordOf(q)
    const type = Number(q.productType) as ProductType
    const list = keyword ? catalogue().filter((p) => p.productType === type && matchesKeyword(p, keyword)) : []
    return ok(page(list, q, origin(req)))
  })
}
