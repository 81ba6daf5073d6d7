import dayjs from 'dayjs'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type {
  EvaluationRequest,
  SchedulingDateRangeRequest,
  StudentSchedulingRequest,
  UserCourseListPageRequest,
} from '../../types/api/course'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { DEMO_STUDENT, learningOf, type LearningState, type StudentCourse, type StudentSchedule } from '../seed/learning'
import { requestOrigin } from '../seed/products'

const MALL = '/mall/api/v1'
const SCHEDULING = '/schedulingsystem/api/v1/ost/student'
const TIME = 'YYYY-MM-DD HH:mm:ss'

const listsOf = (courses: StudentCourse[]) => ({
  serviceClassList: courses.filter((c) => !c.lessons),
  videolessonList: courses.filter((c) => Boolean(c.lessons)),
})

/** The student's timetable: booked classes (from appointments) and online classes. */
export function studentSchedules(s: LearningState): StudentSchedule[] {
  const booked: StudentSchedule[] = s.appointments.map((a) => ({
    scheduleId: a.scheduleId,
    productId: a.productId,
    productName: a.productName,
    startDateTime: a.startDateTime,
    endDateTime: a.endDateTime,
    classRoom: a.classRoom,
    scheduleTeacherDetailList: a.scheduleTeacherDetailList,
    remainCount: s.remain.get(a.scheduleId) ?? a.remainCount,
    onlineInfo: null,
    appointmentId: a.appointmentId,
  }))
  return [...booked, ...s.online].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime))
}

/** Hash links (GET {hash}) are not served here; wrong ids answer the platform's usual failure. */
export default async function courseRoutes(app: FastifyInstance, ctx: MockContext) {
  const learning = (req: FastifyRequest) => learningOf(ctx, requestOrigin(req))
  const loggedIn = (req: FastifyRequest) => Boolean(ctx.sessionOf(req))
  const student = (id: unknown) => String(id ?? '') === DEMO_STUDENT
  /** As the service does: a call about a user must name the logged-in parent; null when it does. */
  const notTheirs = (req: FastifyRequest, userId: unknown) => {
    const asked = String(userId ?? '')
    if (!asked) return fail(400, '缺少用户信息')
    return asked === ctx.sessionOf(req)?.userId ? null : fail(403, '无权查看该用户')
  }

  app.get<{ Querystring: { userId?: string; courseType?: string; courseStatus?: string } }>('/api/user/getUserCourse', async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    const refused = notTheirs(req, req.query.userId)
    if (refused) return refused
    const type = Number(req.query.courseType ?? 1)
    const status = req.query.courseStatus
    const courses = learning(req).courses.filter((c) => c.courseType === type && (status === undefined || status === '' || c.courseStatus === Number(status)))
    return ok(listsOf(courses))
  })

  app.post<{ Body: { studentId?: string; courseType?: number } }>(`${MALL}/ost/student/course/list`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    if (!student(req.body?.studentId)) return ok(listsOf([]))
    const type = req.body?.courseType
    const courses = learning(req).courses.filter((c) => type === undefined || c.courseType === Number(type))
    return ok(listsOf(courses))
  })

  app.post<{ Body: Partial<UserCourseListPageRequest> }>(`${MALL}/basics/getUserCourseListPage`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    const refused = notTheirs(req, req.body?.userId)
    if (refused) return refused
    const size = Math.min(Math.max(Number(req.body?.pageSize) || 10, 1), 50)
    const index = Math.max(Number(req.body?.pageIndex) || 1, 1)
    const list = learning(req).finished.map((c) => ({ ...c, isEvaluate: learning(req).evaluations.has(c.product_id) ? (1 as const) : (0 as const) }))
    return ok({ list: list.slice((index - 1) * size, index * size), total: list.length })
  })

  app.post<{ Body: Partial<StudentSchedulingRequest> }>(`${SCHEDULING}/scheduling`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    const b = req.body ?? {}
    if (!student(b.studentId)) return ok({ list: [], total: 0 })
    const now = dayjs().format(TIME)
    const list = studentSchedules(learning(req)).filter(
      (s) =>
        (!b.productId || s.productId === b.productId) &&
        (b.isStart === undefined || (Number(b.isStart) === 1 ? s.startDateTime <= now : s.startDateTime > now)) &&
        (!b.scheduleDate || s.startDateTime.startsWith(b.scheduleDate)),
    )
    const size = Math.min(Math.max(Number(b.pageSize) || 1000, 1), 1000)
    const index = Math.max(Number(b.pageIndex) || 1, 1)
    return ok({ list: list.slice((index - 1) * size, index * size), total: list.length })
  })

  app.post<{ Body: Partial<SchedulingDateRangeRequest> }>(`${SCHEDULING}/schedulingDaterange`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    const b = req.body ?? {}
    if (!b.startDate || !b.endDate || !/^\d{4}-\d{2}-\d{2}$/.test(b.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(b.endDate)) return fail(500601, '日期范围错误')
    if (!student(b.studentId)) return ok([])
    return ok(studentSchedules(learning(req)).filter((s) => s.startDateTime.slice(0, 10) >= b.startDate! && s.startDateTime.slice(0, 10) <= b.endDate!))
  })

  app.post<{ Body: Partial<EvaluationRequest> }>(`${MALL}/ost/student/course/evaluation/query`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    return ok(learning(req).evaluations.get(String(req.body?.productId ?? '')) ?? null)
  })

  app.post<{ Body: Partial<EvaluationRequest> }>(`${MALL}/ost/student/course/evaluation`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    const b = req.body ?? {}
    const s = learning(req)
    const productId = String(b.productId ?? '')
    const course = s.finished.find((c) => c.product_id === productId)
    if (!course) return fail(500701, '课程未结课，暂不能评价')
    if (s.evaluations.has(productId)) return fail(500702, '该课程已评价，不能重复评价')
    const stars = [b.attitude, b.campusEnv, b.courseEffect].map(Number)
    if (stars.some((n) => !Number.isInteger(n) || n < 1 || n > 5)) return fail(500703, '请为每一项打分')
    const describe = String(b.describe ?? '').trim()
    if (describe.length > 200) return fail(500704, '评价内容不能超过200字')
    s.evaluations.set(productId, { attitude: stars[0], campusEnv: stars[1], courseEffect: stars[2], describe })
    return ok(true)
  })

  // a silent WAV of 120 s, so the H5 video element has something it can play and seek in
  const wav = silentWav(120)
  app.get('/mock/video/:name', async (req, reply) => {
    const range = /bytes=(\d+)-(\d*)/.exec(String(req.headers.range ?? ''))
    reply.header('accept-ranges', 'bytes').header('content-type', 'audio/wav')
    if (!range) return reply.send(wav)
    const start = Number(range[1])
    const end = range[2] ? Math.min(Number(range[2]), wav.length - 1) : wav.length - 1
    return reply.code(206).header('content-range', `bytes ${start}-${end}/${wav.length}`).send(wav.subarray(start, end + 1))
  })
}

function silentWav(seconds: number): Buffer {
  const rate = 8000
  const data = rate * seconds
  const buf = Buffer.alloc(44 + data, 0x80)
  buf.write('RIFF', 0)
  buf.writeUInt32LE(36 + data, 4)
  buf.write('WAVEfmt ', 8)
  buf.writeUInt32LE(16, 16)
  buf.writeUInt16LE(1, 20)
  buf.writeUInt16LE(1, 22)
  buf.writeUInt32LE(rate, 24)
  buf.writeUInt32LE(rate, 28)
  buf.writeUInt16LE(1, 32)
  buf.writeUInt16LE(8, 34)
  buf.write('data', 36)
  buf.writeUInt32LE(data, 40)
  return buf
}
