/**
 * Booking classes on the week calendar and my appointments (spec §2 Schedule, §7 Course/schedule,
 * mall service `/mall/api/v1/course`): what the app sends. The answers' types come from their shapes
 * in src/shared/schedule/booking-calls.ts.
 */

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

/** POST course/appointmentScheduling/{scheduleId}: appointmentDataType 1 book, 0 cancel. */
export interface AppointmentRequest {
  studentId: string
  productId: string
  appointmentDataType: 0 | 1
}
