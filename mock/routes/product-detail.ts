import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ProductType } from '../../types/api/product'
import type { CollectRequest, LiveActionRequest, RecommendRequest } from '../../types/api/product-detail'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { findCampus, isClosedCampus } from '../seed/cities'
import { absolutePics, findProduct, productCatalogue, requestOrigin, toDetail, toListItem } from '../seed/products'
import type { MockClass } from '../seed/learning'

dayjs.extend(customParseFormat)

const MALL = '/mall/api/v1'
const DAY = 'YYYY-MM-DD'
/** How far ahead a campus plans its classes. */
export const PLAN_WEEKS = 4

/** One day of a campus's plan (spec §3 week plan day). */
export interface WeekPlanDay {
  /** 'YYYY-MM-DD' */
  courseDate: string
  isFull: boolean
}

/** One class of a plan day, as the mock keeps and sends it. */
type ScheduleItem = MockClass

/** GET product/expireStatus/{id}: 1 = the product is expired (off sale). */
interface ExpireStatus {
  isExpire: 0 | 1
  /** 'YYYY-MM-DD HH:mm:ss', or null when it never expires */
  expireTime: string | null
}

/** One live session of GET product/liveProductList/{moduleId}. */
interface LiveProduct {
  productId: string
  name: string
  pic: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  liveStartTime: string
  liveEndTime: string
  /** 0 not started, 1 live now, 2 ended (replay) */
  liveStatus: 0 | 1 | 2
  /** 1 = booked by this parent */
  isAppointment: 0 | 1
  /** 1 = unlocked */
  isUnlock: 0 | 1
  /** 1 = needs unlocking before it can be watched */
  needUnlock: 0 | 1
}

interface DetailState {
  /** userId → collected product ids */
  collects: Map<string, Set<string>>
  /** userId → booked live session ids */
  booked: Map<string, Set<string>>
  /** userId → unlocked live session ids */
  unlocked: Map<string, Set<string>>
}

/** A stable number for a text, so plans and sessions are the same on every run. */
export const hashOf = (text: string): number => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)

/** Every 11th product from P1007 on is past its sale period. */
export const isExpiredProduct = (productId: string): boolean => Number(productId.replace(/\D/g, '')) % 11 === 6

const setOf = (map: Map<string, Set<string>>, key: string): Set<string> => {
  if (!map.has(key)) map.set(key, new Set())
  return map.get(key)!
}

/** The plan days of a campus from `from` for PLAN_WEEKS weeks: about four days a week, some full. */
export function planDays(productId: string, campusId: string, from: dayjs.Dayjs): WeekPlanDay[] {
  const days: WeekPlanDay[] = []
  for (let i = 0; i < PLAN_WEEKS * 7; i++) {
    const date = from.add(i, 'day').format(DAY)
    const h = hashOf(`${productId}|${campusId}|${date}`)
    if (h % 7 < 4) days.push({ courseDate: date, isFull: h % 5 === 0 })
  }
  return days
}

const TEACHERS = ['王老师', '李老师', '陈老师', '张老师', '刘老师', '赵老师']
const ROOMS = ['阳光教室', '彩虹教室', '感统训练室', '言语治疗室', '多功能厅']

export function schedulesOf(productId: string, campusId: string, day: WeekPlanDay): ScheduleItem[] {
  const h = hashOf(`${productId}|${campusId}|${day.courseDate}|s`)
  const count = 2 + (h % 3)
  return Array.from({ length: count }, (_, i) => {
    const startHour = 9 + i * 2 + (i >= 2 ? 1 : 0)
    const teachers = [TEACHERS[(h + i) % TEACHERS.length], ...((h + i) % 3 === 0 ? [TEACHERS[(h + i + 1) % TEACHERS.length]] : [])]
    return {
      scheduleId: `S${productId}-${campusId}-${day.courseDate.replace(/-/g, '')}-${i + 1}`,
      startDateTime: `${day.courseDate} ${String(startHour).padStart(2, '0')}:00:00`,
      endDateTime: `${day.courseDate} ${String(startHour + 1).padStart(2, '0')}:30:00`,
      classRoom: { classRoomName: ROOMS[(h + i) % ROOMS.length] },
      scheduleTeacherDetailList: teachers.map((name) => ({ person: { name } })),
      remainCount: day.isFull ? 0 : 1 + ((h >>> (i + 2)) % 8),
    }
  })
}

const TIME = 'YYYY-MM-DD HH:mm:ss'

/** A class by its id (S{productId}-{campusId}-{YYYYMMDD}-{n}), as the plan of its day holds it. */
export function findSchedule(productId: string, campusId: string, scheduleId: string): ScheduleItem | undefined {
  const m = /-(\d{8})-\d+$/.exec(scheduleId)
  if (!m) return undefined
  const date = dayjs(m[1], 'YYYYMMDD').format(DAY)
  const h = hashOf(`${productId}|${campusId}|${date}`)
  if (h % 7 >= 4) return undefined
  return schedulesOf(productId, campusId, { courseDate: date, isFull: h % 5 === 0 }).find((s) => s.scheduleId === scheduleId)
}

/** A class that has started (today, earlier than now) can no longer be booked. */
export const hasStarted = (s: Pick<ScheduleItem, 'startDateTime'>, now: dayjs.Dayjs = dayjs()): boolean =>
  !dayjs(s.startDateTime, TIME).isAfter(now)

/** Where and when a booked class is taken: shown in the cart, the confirmation and the order. */
export interface ClassFacts {
  campusName?: string
  startDateTime?: string
  endDateTime?: string
}

/**
 * The campus and class of a line, or a message when the class cannot be booked (unknown or
 * already started). Lines without a campus or class give no facts.
 */
export function classFacts(ctx: MockContext, productId: string, campusId?: string, scheduleId?: string, now: dayjs.Dayjs = dayjs()): ClassFacts | string {
  const facts: ClassFacts = {}
  if (campusId) {
    const campus = findCampus(ctx, campusId)
    if (!campus) return '校区不存在'
    facts.campusName = campus.name
  }
  if (scheduleId) {
    const item = campusId ? findSchedule(productId, campusId, scheduleId) : undefined
    if (!item) return '课程排期不存在，请重新选择上课时间'
    if (hasStarted(item, now)) return '该课程已开始，请选择其他上课时间'
    facts.startDateTime = item.startDateTime
    facts.endDateTime = item.endDateTime
  }
  return facts
}

/** Live sessions of an online course: one replay, one live now, the rest upcoming. */
function liveSessions(productId: string, pic: string, name: string, now: dayjs.Dayjs): Omit<LiveProduct, 'isAppointment' | 'isUnlock'>[] {
  const at = (days: number, hour: number) => now.startOf('day').add(days, 'day').add(hour, 'hour')
  const plan: [dayjs.Dayjs, 0 | 1 | 2][] = [
    [at(-3, 19), 2],
    [now.subtract(20, 'minute'), 1],
    [at(2, 19), 0],
    [at(5, 19), 0],
  ]
  return plan.map(([start, status], i) => ({
    productId: `${productId}-L${i + 1}`,
    name: `${name} 第${i + 1}讲`,
    pic: pic.split(',')[0],
    liveStartTime: start.format('YYYY-MM-DD HH:mm:ss'),
    liveEndTime: start.add(90, 'minute').format('YYYY-MM-DD HH:mm:ss'),
    liveStatus: status,
    needUnlock: status === 2 ? 1 : 0,
  }))
}

/** The goods and course detail page's services (spec §7 products). */
export default async function productDetailRoutes(app: FastifyInstance, ctx: MockContext) {
  const state = () => ctx.area<DetailState>('product-detail', () => ({ collects: new Map(), booked: new Map(), unlocked: new Map() }))
  const userOf = (req: FastifyRequest) => ctx.sessionOf(req)?.userId ?? null

  app.get<{ Params: { id: string } }>(`${MALL}/product/:id`, async (req) => {
    const product = findProduct(ctx, req.params.id)
    if (!product) return fail(404, '商品不存在或已下架')
    const user = userOf(req)
    const collected = user ? setOf(state().collects, user).has(product.productId) : false
    return ok({ ...toDetail(product, requestOrigin(req)), isCollect: collected ? 1 : 0 })
  })

  app.get<{ Params: { id: string } }>(`${MALL}/product/expireStatus/:id`, async (req) => {
    const product = findProduct(ctx, req.params.id)
    if (!product) return fail(500200, '商品不存在或已下架')
    const expired = isExpiredProduct(product.productId)
    const status: ExpireStatus = {
      isExpire: expired ? 1 : 0,
      expireTime: expired ? dayjs().subtract(3, 'day').format('YYYY-MM-DD 23:59:59') : null,
    }
    return ok(status)
  })

  app.get<{ Params: { productId: string; campusId: string }; Querystring: { date?: string; onlySchedulPlanList?: string } }>(
    `${MALL}/product/schedulPlan/:productId/:campusId`,
    async (req) => {
      const product = findProduct(ctx, req.params.productId)
      if (!product) return fail(500200, '商品不存在或已下架')
      const campus = findCampus(ctx, req.params.campusId)
      if (!campus) return fail(500300, '校区不存在')
      if (isClosedCampus(campus)) return fail(500301, '该校区暂不提供服务')
      const today = dayjs().startOf('day')
      const asked = req.query.date ? dayjs(req.query.date, DAY) : today
      if (!asked.isValid()) return fail(500302, '日期格式错误')
      const now = dayjs()
      // today stays in the plan only while one of its classes is still to start
      const weekPlanList = planDays(product.productId, campus.campusId, today).filter(
        (d) => d.courseDate !== today.format(DAY) || schedulesOf(product.productId, campus.campusId, d).some((s) => !hasStarted(s, now)),
      )
      if (req.query.onlySchedulPlanList === '1') return ok({ weekPlanList, scheduleList: [] })
      const day = weekPlanList.find((d) => d.courseDate === asked.format(DAY))
      return ok({ weekPlanList, scheduleList: day ? schedulesOf(product.productId, campus.campusId, day) : [] })
    },
  )

  app.post<{ Body: Partial<RecommendRequest> }>(`${MALL}/product/recommend`, async (req) => {
    const b = req.body ?? {}
    const self = b.productId ? findProduct(ctx, String(b.productId)) : undefined
    const size = Math.min(Math.max(Number(b.pageSize) || 6, 1), 20)
    const index = Math.max(Number(b.pageIndex) || 1, 1)
    const all = productCatalogue(ctx).filter((p) => p.productId !== self?.productId && p.isPointProduct !== 1)
    const sameType = all.filter((p) => p.productType === self?.productType)
    const others = all.filter((p) => p.productType !== self?.productType && p.moduleCodes.includes('Module_Recommend'))
    const list = [...sameType, ...others]
    const origin = requestOrigin(req)
    return ok({ list: list.slice((index - 1) * size, index * size).map((p) => toListItem(p, origin)), total: list.length })
  })

  app.post<{ Body: Partial<CollectRequest> }>(`${MALL}/product/collect`, async (req) => {
    const user = userOf(req)
    if (!user) return fail(-400, '登录已失效')
    const product = req.body?.productId ? findProduct(ctx, String(req.body.productId)) : undefined
    if (!product) return fail(500200, '商品不存在或已下架')
    const set = setOf(state().collects, user)
    if (Number(req.body?.isCollect) === 1) set.add(product.productId)
    else set.delete(product.productId)
    return ok({ isCollect: set.has(product.productId) ? 1 : 0 })
  })

  const sessionsOf = (moduleId: string, origin: string) => {
    const course = findProduct(ctx, moduleId)
    if (!course || course.productType !== ProductType.onlineCourse) return null
    return liveSessions(course.productId, absolutePics(course.pic, origin), course.name, dayjs())
  }

  app.get<{ Params: { moduleId: string } }>(`${MALL}/product/liveProductList/:moduleId`, async (req) => {
    const sessions = sessionsOf(req.params.moduleId, requestOrigin(req))
    if (!sessions) return ok([] as LiveProduct[])
    const user = userOf(req)
    const booked = user ? setOf(state().booked, user) : new Set<string>()
    const unlocked = user ? setOf(state().unlocked, user) : new Set<string>()
    return ok(
      sessions.map((s) => ({
        ...s,
        isAppointment: booked.has(s.productId) ? 1 : 0,
        isUnlock: s.needUnlock === 0 || unlocked.has(s.productId) ? 1 : 0,
      })),
    )
  })

  app.post<{ Body: Partial<LiveActionRequest> }>(`${MALL}/product/liveProduct/appointmentAndUnlock`, async (req) => {
    const user = userOf(req)
    if (!user) return fail(-400, '登录已失效')
    const id = String(req.body?.productId ?? '')
    const session = sessionsOf(id.replace(/-L\d+$/, ''), '')?.find((s) => s.productId === id)
    if (!session) return fail(500400, '直播不存在')
    const booked = setOf(state().booked, user)
    const unlocked = setOf(state().unlocked, user)
    const { appointmentDataType, dataType } = req.body ?? {}
    if (Number(dataType) === 1) {
      if (session.needUnlock !== 1) return fail(500401, '该直播无需解锁')
      unlocked.add(id)
    } else if (Number(appointmentDataType) === 1) {
      if (session.liveStatus !== 0) return fail(500402, '直播已开始，无需预约')
      booked.add(id)
    } else if (Number(appointmentDataType) === 0) {
      booked.delete(id)
    } else {
      return fail(500403, '参数错误')
    }
    return ok({ productId: id, isAppointment: booked.has(id) ? 1 : 0, isUnlock: session.needUnlock === 0 || unlocked.has(id) ? 1 : 0 })
  })
}
