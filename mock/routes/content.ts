import type { FastifyInstance } from 'fastify'
import type { ConsultationRequest } from '../../types/api/content'
import type { ReceiveCouponResult, ShortLink } from '../records'
import { ProductType } from '../../types/api/product'
import { purseOf } from '../checkout-state'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { GIFT_COUPONS, giftCouponView, giftState } from '../seed/new-user-gift'
import { productCatalogue, requestOrigin, toListItem } from '../seed/products'
import { receiveOffer } from './account'
import { mockNow } from './cashier-page'

const MALL = '/mall/api/v1'

const int = (v: unknown, fallback: number, min = 1, max = 100): number => {
  const n = Number(v)
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}

/** Short links: most lead inside the storefront; two lead elsewhere and must be refused by it. */
export const SHORT_LINKS: ShortLink[] = [
  { id: 'gift2026', targetUrl: '/pages/home/gift-bag', title: '新人礼包' },
  { id: 'kX8pQ2', targetUrl: '/pages/common/leave-info?source=sms', title: '预约专家咨询' },
  { id: 'cs7Lm4', targetUrl: '/pages/home/course', title: '综合课程' },
  { id: 'zs3Tn9', targetUrl: '/pages/knowledge/knowledge', title: '育儿知识' },
  { id: 'kf5Rw1', targetUrl: '/pages/recover/recover', title: '康复服务' },
  { id: 'yg1024', targetUrl: '/pages/common/employee-code?employeeSerial=E1024', title: '专属顾问' },
  { id: 'home01', targetUrl: '/pages/home/home', title: '首页' },
  { id: 'yq2026', targetUrl: '/pages/activity/activity?from_user=U10001', title: '邀请有礼' },
  { id: 'cp2026', targetUrl: '/pages/activity-questionnaire/activity-questionnaire', title: '邀请好友测评' },
  { id: 'fx2026', targetUrl: '/pages/distribution/distribution-list', title: '分享赚佣金' },
  { id: 'ad9Xy0', targetUrl: 'https://promo.example.com/double11?from=sms', title: '站外活动' },
  { id: 'js0bad', targetUrl: 'javascript:alert(1)', title: '异常链接' },
]

const PHONE_RE = /^1[3-9]\d{9}$/

/** Content pages: micro-courses, new-user gift coupons, consultation requests, short links. */
export default async function contentRoutes(app: FastifyInstance, ctx: MockContext) {
  /** Short micro-courses: the catalogue's video courses and knowledge content. */
  app.post<{ Body: Record<string, unknown> | null }>(`${MALL}/product/cheese`, async (req) => {
    const q = req.body ?? {}
    const pageIndex = int(q.pageIndex, 1, 1, 10_000)
    const pageSize = int(q.pageSize, 8)
    const list = productCatalogue(ctx).filter((p) => p.productType === ProductType.videoCourse || p.productType === ProductType.knowledge)
    const start = (pageIndex - 1) * pageSize
    return ok({ list: list.slice(start, start + pageSize).map((p) => toListItem(p, requestOrigin(req))), total: list.length })
  })

  app.get<{ Params: { id: string } }>(`${MALL}/coupon/receiveCoupon/:id`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const template = GIFT_COUPONS.find((t) => t.couponId === req.params.id)
    if (!template) return receiveOffer(ctx, s.userId, req.params.id) ?? fail(500, '优惠券不存在')
    const view = giftCouponView(ctx, template, s.userId)
    if (view.receiveCount <= 0) return fail(500, view.isReceived ? '已达到领取上限' : '优惠券已领完')
    const state = giftState(ctx)
    state.stock.set(template.couponId, (state.stock.get(template.couponId) ?? 0) - 1)
    const mine = state.received.get(s.userId) ?? new Map<string, number>()
    mine.set(template.couponId, (mine.get(template.couponId) ?? 0) + 1)
    state.received.set(s.userId, mine)
    state.counter += 1
    const userCouponId = `UCG${String(state.counter).padStart(4, '0')}`
    const { couponId: _c, limit: _l, ...coupon } = template
    purseOf(ctx, s.userId).coupons.push({ ...coupon, userCouponId, state: 0 })
    const result: ReceiveCouponResult = {
      userCouponId,
      couponName: template.couponName,
      receiveCount: giftCouponView(ctx, template, s.userId).receiveCount,
    }
    return ok(result)
  })

  app.post<{ Body: Partial<ConsultationRequest> | null }>(`${MALL}/basics/customer/service`, async (req) => {
    const b = req.body ?? {}
    const name = String(b.name ?? '').trim()
    const need = String(b.need ?? '').trim()
    if (!name) return fail(500, '请填写姓名')
    if (!PHONE_RE.test(String(b.phone ?? ''))) return fail(500, '手机号格式不正确')
    if (!need) return fail(500, '请填写咨询需求')
    const list = ctx.area<ConsultationRequest[]>('consultations', () => [])
    list.push({ name, phone: String(b.phone), childBirthday: String(b.childBirthday ?? ''), childAge: String(b.childAge ?? ''), need })
    return ok({ serviceId: `CS${mockNow().replace(/\D/g, '').slice(0, 8)}${String(list.length).padStart(4, '0')}` })
  })

  app.get<{ Params: { id: string } }>('/management/api/v1/scrm/shortLink/:id', async (req) => {
    const link = SHORT_LINKS.find((l) => l.id === req.params.id)
    return link ? ok(link) : fail(404, '链接不存在或已失效')
  })
}
