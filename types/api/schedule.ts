/**
 * Booking classes on the week calendar and my appointments (spec §2 Schedule, §7 Course/schedule,
 * mall service `/mall/api/v1/course`).
 */
import type { ScheduleItem, WeekPlanDay } from './product-detail'

/**
 * GET course/getClassplan?studentId&productId&isStart&scheduleDate: the class plan of a course the
 * student bought (weekPlanList, three weeks from this week's Monday) and, with scheduleDate, the
 * classes of that day (the schedule query: isStart 0 only classes not started yet, 1 all).
 */
export interface ClassPlanQuery {
  studentId: string
  productId: string
  isStart?: 0 | 1
  scheduleDate?: string
}

export interface BookableSchedule extends ScheduleItem {
  /** 1 = this student already booked it */
  isAppointment?: 0 | 1
}

export interface ClassPlan {
  weekPlanList: WeekPlanDay[]
  scheduleList: BookableSchedule[]
}

/** POST course/appointmentScheduling/{scheduleId}: appointmentDataType 1 book, 0 cancel. */
export interface AppointmentRequest {
  studentId: string
  productId: string
  appointmentDataType: 0 | 1
}
export interface AppointmentResult {
  scheduleId: string
  /** places left after the change */
  remainCount: number
  isAppointment: 0 | 1
}

/** One entry of GET course/myAppointment?studentId. */
export interface Appointment extends ScheduleItem {
  appointmentId: string
  productId: string
  productName: string
  campusName: string
  /** 1 = may still be cancelled (the server's rule: up to 24 h before the class) */
  canCancel: 0 | 1
}
