import type { SchedulingDateRangeRequest, StudentSchedulingRequest } from '@types-api/api/course'
import type { AppointmentRequest, ClassPlanQuery } from '@types-api/api/schedule'
import type { AppConfig } from '@/config/app-config'
import { listOf, pageOf } from '@/services/api/common-shapes'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import * as booking from './booking-calls'

/**
 * The student's classes: booking on a bought course's plan (mall service, /course) and the
 * student's timetable (scheduling service), declared in booking-calls.ts; each answer read once here.
 */
export function createBookingApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    /** The student's classes (pageIndex 1, pageSize 1000). */
    scheduling: async (req: StudentSchedulingRequest) => {
      const page = pageOf(await call(booking.studentScheduling, req))
      return { list: page.list.map(booking.studentScheduleOf), total: page.total }
    },
    /** The student's classes between two days. */
    schedulingRange: async (req: SchedulingDateRangeRequest) => listOf(await call(booking.studentSchedulingRange, req)).map(booking.studentScheduleOf),
    classPlan: async (query: ClassPlanQuery) => booking.classPlanOf(await call(booking.classPlan, query)),
    /** Books (appointmentDataType 1) or cancels (0) a class. */
    appoint: async (scheduleId: string, req: AppointmentRequest) => booking.appointmentResultOf(await call(booking.appointSchedule, { scheduleId, ...req })),
    myAppointments: async (studentId: string) => listOf(await call(booking.myAppointments, studentId)).map(booking.appointmentOf),
  }
}
export type BookingApi = ReturnType<typeof createBookingApi>
