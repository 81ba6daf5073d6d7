import dayjs from 'dayjs'
import { mockAppPerTest } from '../helpers/mock-app'
import { DEMO_USER } from '../../../mock/seed/account'

const mock = mockAppPerTest(7)

const { call } = mock
const M = '/mall/api/v1'
const S = '/schedulingsystem/api/v1/ost/student'
const STUDENT = 'S20001'

describe('mock courses', () => {
  it('gives the demo student 2 in-study courses, 1 graduated, video lessons and a finished course to evaluate', async () => {
    const inStudy = (await call('GET', `/api/user/getUserCourse?userId=${DEMO_USER}&courseType=1`)).data
    expect(inStudy.serviceClassList).toHaveLength(2)
    expect(inStudy.videolessonList.length).toBeGreaterThanOrEqual(1)
    expect(inStudy.videolessonList[0].lessons.length).toBeGreaterThan(1)
    const graduated = (await call('GET', `/api/user/getUserCourse?userId=${DEMO_USER}&courseType=0`)).data
    expect(graduated.serviceClassList).toHaveLength(1)
    const list = (await call('POST', `${M}/ost/student/course/list`, { studentId: STUDENT, courseType: 1 })).data
    expect(list.serviceClassList.map((c: { product_id: string }) => c.product_id)).toEqual(inStudy.serviceClassList.map((c: { product_id: string }) => c.product_id))
    const finished = (await call('POST', `${M}/basics/getUserCourseListPage`, { userId: DEMO_USER, studentId: STUDENT, pageIndex: 1, pageSize: 10 })).data
    expect(finished.total).toBe(2)
    expect(finished.list.filter((c: { isEvaluate: number }) => c.isEvaluate === 0)).toHaveLength(1)
    expect((await call('GET', '/api/user/getUserCourse?courseType=1', undefined, {})).code).toBe(-400)
  })

  it('refuses a course call without the parent’s user id, or with another parent’s', async () => {
    const page = (userId?: string) => call('POST', `${M}/basics/getUserCourseListPage`, { userId, studentId: STUDENT, pageIndex: 1, pageSize: 10 })
    expect(await page(undefined)).toMatchObject({ code: 400, msg: '缺少用户信息' })
    expect(await page('')).toMatchObject({ code: 400 })
    expect(await page('U99999')).toMatchObject({ code: 403, msg: '无权查看该用户' })
    expect((await call('GET', '/api/user/getUserCourse?courseType=1')).code).toBe(400)
    expect((await call('GET', '/api/user/getUserCourse?userId=U99999&courseType=1')).code).toBe(403)
  })

  it('lists the timetable with online links and answers a date range', async () => {
    const res = (await call('POST', `${S}/scheduling`, { studentId: STUDENT, pageIndex: 1, pageSize: 1000 })).data
    expect(res.total).toBe(res.list.length)
    const online = res.list.find((s: { onlineInfo?: { confuserpwd: string } }) => s.onlineInfo)
    expect(online.onlineInfo.confuserpwd).toMatch(/^\d{6}$/)
    const coming = (await call('POST', `${S}/scheduling`, { studentId: STUDENT, isStart: 0, pageIndex: 1, pageSize: 1000 })).data
    expect(coming.list.length).toBeLessThan(res.list.length)
    const from = dayjs().subtract(7, 'day').format('YYYY-MM-DD')
    const to = dayjs().add(30, 'day').format('YYYY-MM-DD')
    const range = (await call('POST', `${S}/schedulingDaterange`, { studentId: STUDENT, startDate: from, endDate: to })).data
    expect(range.length).toBe(res.list.length)
    expect((await call('POST', `${S}/schedulingDaterange`, { studentId: STUDENT, startDate: 'x', endDate: to })).code).not.toBe(0)
  })

  it('takes an evaluation of a finished course once', async () => {
    const finished = (await call('POST', `${M}/basics/getUserCourseListPage`, { userId: DEMO_USER, studentId: STUDENT, pageIndex: 1, pageSize: 10 })).data.list
    const todo = finished.find((c: { isEvaluate: number }) => c.isEvaluate === 0).product_id
    expect((await call('POST', `${M}/ost/student/course/evaluation/query`, { studentId: STUDENT, productId: todo })).data).toBeNull()
    const body = { studentId: STUDENT, productId: todo, attitude: 5, campusEnv: 4, courseEffect: 4, describe: '很好' }
    expect((await call('POST', `${M}/ost/student/course/evaluation`, { ...body, attitude: 0 })).msg).toBe('请为每一项打分')
    expect((await call('POST', `${M}/ost/student/course/evaluation`, body)).code).toBe(0)
    const again = await call('POST', `${M}/ost/student/course/evaluation`, body)
    expect(again.msg).toBe('该课程已评价，不能重复评价')
    expect((await call('POST', `${M}/ost/student/course/evaluation/query`, { studentId: STUDENT, productId: todo })).data).toMatchObject({ attitude: 5, describe: '很好' })
  })

  it('serves the lesson media with byte ranges', async () => {
    const res = await mock.app.inject({ method: 'GET', url: '/mock/video/x.wav', headers: { range: 'bytes=0-43' } })
    expect(res.statusCode).toBe(206)
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF')
  })
})

describe('mock class booking', () => {
  const inStudyOffline = async () => (await call('GET', `/api/user/getUserCourse?userId=${DEMO_USER}&courseType=1`)).data.serviceClassList.find((c: { campusId?: string }) => c.campusId).product_id

  it('has open, full and past days over three weeks; booking takes a place; a full class is refused', async () => {
    const productId = await inStudyOffline()
    const plan = (await call('GET', `${M}/course/getClassplan?studentId=${STUDENT}&productId=${productId}`)).data.weekPlanList as { courseDate: string; isFull: boolean }[]
    const today = dayjs().format('YYYY-MM-DD')
    const monday = dayjs().startOf('day').subtract((dayjs().day() + 6) % 7, 'day')
    expect(plan.every((d) => d.courseDate >= monday.format('YYYY-MM-DD') && d.courseDate < monday.add(21, 'day').format('YYYY-MM-DD'))).toBe(true)
    expect(plan.some((d) => d.courseDate >= today && d.isFull)).toBe(true)
    const open = plan.filter((d) => d.courseDate > today && !d.isFull)
    expect(open.length).toBeGreaterThan(0)
    const full = plan.find((d) => d.courseDate >= today && d.isFull)!

    const day = (await call('GET', `${M}/course/getClassplan?studentId=${STUDENT}&productId=${productId}&isStart=0&scheduleDate=${open[0].courseDate}`)).data.scheduleList
    const free = day.find((c: { remainCount: number; isAppointment: number }) => c.remainCount > 0 && c.isAppointment === 0)
    const booked = await call('POST', `${M}/course/appointmentScheduling/${free.scheduleId}`, { studentId: STUDENT, productId, appointmentDataType: 1 })
    expect(booked.data).toEqual({ scheduleId: free.scheduleId, remainCount: free.remainCount - 1, isAppointment: 1 })
    const after = (await call('GET', `${M}/course/getClassplan?studentId=${STUDENT}&productId=${productId}&scheduleDate=${open[0].courseDate}`)).data.scheduleList
    expect(after.find((c: { scheduleId: string }) => c.scheduleId === free.scheduleId)).toMatchObject({ remainCount: free.remainCount - 1, isAppointment: 1 })
    expect((await call('POST', `${M}/course/appointmentScheduling/${free.scheduleId}`, { studentId: STUDENT, productId, appointmentDataType: 1 })).msg).toBe('您已预约该课程')

    const fullClass = (await call('GET', `${M}/course/getClassplan?studentId=${STUDENT}&productId=${productId}&isStart=1&scheduleDate=${full.courseDate}`)).data.scheduleList[0]
    const refused = await call('POST', `${M}/course/appointmentScheduling/${fullClass.scheduleId}`, { studentId: STUDENT, productId, appointmentDataType: 1 })
    expect(refused.code).not.toBe(0)
    expect(refused.msg).toMatch(/已约满|已开始/)

    const mine = (await call('GET', `${M}/course/myAppointment?studentId=${STUDENT}`)).data
    expect(mine).toHaveLength(3)
    expect(mine.some((a: { scheduleId: string }) => a.scheduleId === free.scheduleId)).toBe(true)
  })

  it('seeds two appointments; a past one cannot be cancelled, a far one can', async () => {
    const productId = await inStudyOffline()
    const mine = (await call('GET', `${M}/course/myAppointment?studentId=${STUDENT}`)).data as { scheduleId: string; canCancel: number; startDateTime: string }[]
    expect(mine).toHaveLength(2)
    const past = mine.find((a) => a.startDateTime < dayjs().format('YYYY-MM-DD HH:mm:ss'))!
    expect(past.canCancel).toBe(0)
    expect((await call('POST', `${M}/course/appointmentScheduling/${past.scheduleId}`, { studentId: STUDENT, productId, appointmentDataType: 0 })).code).not.toBe(0)
    const coming = mine.find((a) => a.canCancel === 1)
    if (coming) {
      const res = await call('POST', `${M}/course/appointmentScheduling/${coming.scheduleId}`, { studentId: STUDENT, productId, appointmentDataType: 0 })
      expect(res.data.isAppointment).toBe(0)
      expect((await call('GET', `${M}/course/myAppointment?studentId=${STUDENT}`)).data).toHaveLength(1)
    }
  })
})

describe('mock assessments', () => {
  it('lists 3 assessments, validates through the rule engine with issuer mall, and a submit gives a report', async () => {
    const list = (await call('POST', `${M}/basics/getFormRecordList`, { studentId: STUDENT })).data
    expect(list).toHaveLength(3)
    expect(list.filter((a: { status: number }) => a.status === 1)).toHaveLength(1)
    const todo = list.find((a: { status: number }) => a.status === 0)
    const form = (await call('GET', `${M}/forms/${todo.formId}`)).data
    expect(form.questions.length).toBeGreaterThan(2)

    const noIssuer = await mock.app.inject({ method: 'POST', url: '/rule_engine_backend/tms/form/validate', payload: { formId: todo.formId, answers: {} } })
    expect(noIssuer.statusCode).toBe(403)
    const bad = (await call('POST', '/rule_engine_backend/tms/form/validate', { formId: todo.formId, answers: { describe: '短' } }, { ...mock.auth, issuer: 'mall' })).data
    expect(bad.pass).toBe(false)
    expect(bad.errors.map((e: { message: string }) => e.message)).toContain('补充说明至少5个字')
    expect(bad.errors.some((e: { message: string }) => e.message.startsWith('请回答：'))).toBe(true)

    const answers: Record<string, unknown> = {}
    for (const q of form.questions) {
      if (q.type === 'single') answers[q.key] = q.options[0].value
      if (q.type === 'multiple') answers[q.key] = [q.options[0].value]
      if (q.type === 'rate') answers[q.key] = 4
    }
    expect((await call('POST', '/rule_engine_backend/tms/form/validate', { formId: todo.formId, answers }, { ...mock.auth, issuer: 'mall' })).data).toEqual({ pass: true, errors: [] })
    const { recordId } = (await call('POST', `${M}/forms/records`, { formId: todo.formId, studentId: STUDENT, answers })).data
    expect((await call('GET', `${M}/basics/forms/records/${recordId}?employeeId=0`)).data.formName).toBe(todo.formName)
    expect((await call('GET', `${M}/forms/records/v2/student/developFormView?recordId=${recordId}`)).data.totalScore).toBeGreaterThan(0)
    const abilities = (await call('POST', `${M}/ability/findPageAbilityList`, { data: JSON.stringify({ recordId }) })).data
    expect(abilities).toHaveLength(5)
    expect((await call('POST', `${M}/basics/getFormRecordList`, { studentId: STUDENT })).data.filter((a: { status: number }) => a.status === 1)).toHaveLength(2)
  })

  it('has four weekly growth reports and their details', async () => {
    const weeks = (await call('GET', `${M}/forms/records/v2/student/developFormViewForWeekReport?studentId=${STUDENT}`)).data
    expect(weeks).toHaveLength(4)
    const detail = (await call('GET', `${M}/forms/records/v2/student/appointDevelopFormViewForWeekReport?studentId=${STUDENT}&reportId=${weeks[3].reportId}`)).data
    expect(detail.score).toBe(weeks[3].score)
    expect(detail.abilities).toHaveLength(5)
  })
})
