import dayjs from 'dayjs'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppointmentRequest, ClassPlanQuery } from '../../types/api/schedule'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { classPlan, DEMO_STUDENT, learningOf, type BookableSchedule, type LearningState, type MockClass } from '../seed/learning'
import { requestOrigin } from '../seed/products'
import { schedulesOf } from './product-detail'

const MALL = '/mall/api/v1'
const DAY = 'YYYY-MM-DD'
const TIME = 'YYYY-MM-DD HH:mm:ss'

/** The classes of a plan day with the places left after every booking. */
function dayClasses(s: LearningState, productId: string, campusId: string, date: string, now: dayjs.Dayjs): BookableSchedule[] | null {
  const day = classPlan(productId, campusId, now).find((d) => d.courseDate === date)
  if (!day) return null
  const booked = new Set(s.appointments.map((a) => a.scheduleId))
  return schedulesOf(productId, campusId, day).map((c) => ({
    ...c,
    remainCount: s.remain.get(c.scheduleId) ?? c.remainCount,
    isAppointment: booked.has(c.scheduleId) ? 1 : 0,
  }))
}

/** Booking classes of a bought course (spec §7 course/getClassplan, appointmentScheduling, myAppointment). */
export default async function scheduleRoutes(app: FastifyInstance, ctx: MockContext) {
  const learning = (req: FastifyRequest) => learningOf(ctx, requestOrigin(req))
  const loggedIn = (req: FastifyRequest) => Boolean(ctx.sessionOf(req))
  const courseOf = (s: LearningState, productId: string) => s.courses.find((c) => c.product_id === productId && c.campusId && c.courseType === 1)

  app.get<{ Querystring: Partial<Record<keyof ClassPlanQuery, string>> }>(`${MALL}/course/getClassplan`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    const q = req.query
    if (q.studentId !== DEMO_STUDENT) return fail(500801, '学员不存在')
    const s = learning(req)
    const course = courseOf(s, String(q.productId ?? ''))
    if (!course) return fail(500802, '未购买该课程或课程已结课')
    const now = dayjs()
    const weekPlanList = classPlan(course.product_id, course.campusId!, now)
    if (!q.scheduleDate) return ok({ weekPlanList, scheduleList: [] })
    if (!dayjs(q.scheduleDate, DAY, true).isValid()) return fail(500302, '日期格式错误')
    const classes = dayClasses(s, course.product_id, course.campusId!, q.scheduleDate, now) ?? []
    const started = now.format(TIME)
    const scheduleList = q.isStart === '1' ? classes : classes.filter((c) => c.startDateTime > started)
    return ok({ weekPlanList, scheduleList })
  })

  app.post<{ Params: { id: string }; Body: Partial<AppointmentRequest> }>(`${MALL}/course/appointmentScheduling/:id`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    const b = req.body ?? {}
    if (b.studentId !== DEMO_STUDENT) return fail(500801, '学员不存在')
    const s = learning(req)
    const course = courseOf(s, String(b.productId ?? ''))
    if (!course) return fail(500802, '未购买该课程或课程已结课')
    const scheduleId = req.params.id
    const date = /-(\d{8})-\d+$/.exec(scheduleId)?.[1]
    const now = dayjs()
    const classes = date ? dayClasses(s, course.product_id, course.campusId!, dayjs(date, 'YYYYMMDD').format(DAY), now) : null
    const item: MockClass | undefined = classes?.find((c) => c.scheduleId === scheduleId)
    if (!item) return fail(500803, '课程不存在')
    const existing = s.appointments.find((a) => a.scheduleId === scheduleId)
    if (Number(b.appointmentDataType) === 0) {
      if (!existing) return fail(500806, '未预约该课程')
      if (existing.canCancel !== 1 || existing.startDateTime <= now.add(1, 'day').format(TIME)) return fail(500807, '开课前24小时内不能取消预约')
      s.appointments = s.appointments.filter((a) => a !== existing)
      s.remain.set(scheduleId, item.remainCount + 1)
      return ok({ scheduleId, remainCount: item.remainCount + 1, isAppointment: 0 })
    }
    if (Number(b.appointmentDataType) !== 1) return fail(500403, '参数错误')
    if (existing) return fail(500804, '您已预约该课程')
    if (item.startDateTime <= now.format(TIME)) return fail(500808, '课程已开始，不能预约')
    if (item.remainCount <= 0) return fail(500805, '该课程已约满，请选择其他时间')
    const remainCount = item.remainCount - 1
    s.remain.set(scheduleId, remainCount)
    s.appointments.push({
      ...item,
      remainCount,
      appointmentId: `AP${String(s.nextId++).padStart(4, '0')}`,
      productId: course.product_id,
      productName: course.name,
      campusName: course.campusName ?? '',
      canCancel: 1,
    })
    return ok({ scheduleId, remainCount, isAppointment: 1 })
  })

  app.get<{ Querystring: { studentId?: string } }>(`${MALL}/course/myAppointment`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    if (req.query.studentId !== DEMO_STUDENT) return ok([])
    const limit = dayjs().add(1, 'day').format(TIME)
    return ok(
      learning(req)
        .appointments.map((a) => ({ ...a, canCancel: a.canCancel === 1 && a.startDateTime > limit ? 1 : 0 }))
        .sort((a, b) => b.startDateTime.localeCompare(a.startDateTime)),
    )
  })
}
