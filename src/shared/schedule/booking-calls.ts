import type { SchedulingDateRangeRequest, StudentSchedulingRequest } from '@types-api/api/course'
import type { AppointmentRequest, ClassPlanQuery } from '@types-api/api/schedule'
import { array, looseObject, nullable, nullish, number, string, type InferOutput } from 'valibot'
import { flag, id, listOf, listShape, pageShape, planDayOf, planDayShape, scheduleItemOf, scheduleItemShape } from '@/services/api/common-shapes'
import { declareService, sends } from '@/services/http/declare'

const schedule = declareService('schedule')
const mall = declareService('mall')

/**
 * The student's classes (spec §7 Course/schedule): the timetable from the scheduling service, and
 * booking on a bought course's plan with the mall service (/course). Used by the course and
 * schedule pages.
 */

const SCHEDULING = '/schedulingsystem/api/v1/ost/student'

/** One class of the student's own timetable. */
const studentScheduleShape = looseObject({
  ...scheduleItemShape.entries,
  productId: id,
  productName: string(),
  /** set when the class is online: its link and meeting password */
  onlineInfo: nullish(looseObject({ teachingStudentLink: nullish(string()), confuserpwd: nullish(string()) })),
  /** the appointment that put the student in this class */
  appointmentId: nullish(id),
})

/** One entry of my appointments. */
const appointmentShape = looseObject({
  ...scheduleItemShape.entries,
  appointmentId: id,
  productId: id,
  productName: string(),
  campusName: nullish(string()),
  /** 1 = may still be cancelled (the server's rule: up to 24 h before the class) */
  canCancel: nullish(flag),
})

/** POST …/ost/student/scheduling: the student's classes (pageIndex 1, pageSize 1000; isStart 0 not started, 1 started or over). */
export const studentScheduling = schedule.post(`${SCHEDULING}/scheduling`, pageShape(studentScheduleShape), { body: sends<StudentSchedulingRequest> })

/** POST …/ost/student/schedulingDaterange: the student's classes between two days. */
export const studentSchedulingRange = schedule.post(`${SCHEDULING}/schedulingDaterange`, listShape(studentScheduleShape), { body: sends<SchedulingDateRangeRequest> })

/**
 * GET course/getClassplan?studentId&productId&isStart&scheduleDate: the plan of a bought course
 * (three weeks from this week's Monday) and, with scheduleDate, the classes of that day.
 */
export const classPlan = mall.get('/course/getClassplan', nullable(looseObject({ weekPlanList: nullish(array(planDayShape)), scheduleList: nullish(array(scheduleItemShape)) })), { query: (q: ClassPlanQuery) => ({ ...q }) })

type Appoint = AppointmentRequest & { scheduleId: string }

/** POST course/appointmentScheduling/{scheduleId}: books (appointmentDataType 1) or cancels (0); answers the class after the change. */
export const appointSchedule = mall.post((q: Appoint) => `/course/appointmentScheduling/${encodeURIComponent(q.scheduleId)}`, looseObject({ scheduleId: id, remainCount: nullish(number()), isAppointment: flag }), { body: (q: Appoint): AppointmentRequest => ({ studentId: q.studentId, productId: q.productId, appointmentDataType: q.appointmentDataType }) })

/** GET course/myAppointment?studentId */
export const myAppointments = mall.get('/course/myAppointment', listShape(appointmentShape), { query: (studentId: string) => ({ studentId }) })

/** A class of the timetable: ids as text, an online class's link and password text ('' when missing). */
export function studentScheduleOf(s: InferOutput<typeof studentScheduleShape>) {
  const { onlineInfo, appointmentId, ...rest } = s
  return {
    ...rest,
    ...scheduleItemOf(rest),
    productId: String(s.productId),
    ...(onlineInfo ? { onlineInfo: { ...onlineInfo, teachingStudentLink: onlineInfo.teachingStudentLink ?? '', confuserpwd: onlineInfo.confuserpwd ?? '' } } : {}),
    ...(appointmentId === null || appointmentId === undefined ? {} : { appointmentId: String(appointmentId) }),
  }
}
export type StudentSchedule = ReturnType<typeof studentScheduleOf>

/** A course's plan: missing lists empty, days full or not, classes read as the schedule views draw them. */
export function classPlanOf(d: InferOutput<typeof classPlan.shape>) {
  return { weekPlanList: listOf(d?.weekPlanList).map(planDayOf), scheduleList: listOf(d?.scheduleList).map(scheduleItemOf) }
}
export type ClassPlan = ReturnType<typeof classPlanOf>
/** A class of a plan day; isAppointment 1 when this student already booked it. */
export type BookableSchedule = ClassPlan['scheduleList'][number]

/** The class after booking or cancelling: its id as text, the places left (none when the service leaves them out). */
export function appointmentResultOf(r: InferOutput<typeof appointSchedule.shape>) {
  return { ...r, scheduleId: String(r.scheduleId), remainCount: r.remainCount ?? 0 }
}
export type AppointmentResult = ReturnType<typeof appointmentResultOf>

/** One of my appointments: ids as text. */
export function appointmentOf(a: InferOutput<typeof appointmentShape>) {
  return { ...a, ...scheduleItemOf(a), appointmentId: String(a.appointmentId), productId: String(a.productId) }
}
export type Appointment = ReturnType<typeof appointmentOf>
