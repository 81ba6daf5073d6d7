import type { ApiResponse, PageResult } from '@types-api/api/common'
import type { SchedulingDateRangeRequest, StudentSchedule, StudentSchedulingRequest } from '@types-api/api/course'
import type { Appointment, AppointmentRequest, AppointmentResult, ClassPlan, ClassPlanQuery } from '@types-api/api/schedule'
import type { AppConfig } from '@/config/parse-env'
import { HttpError } from '@/services/http/errors'
import type { Send } from '@/services/http/types'
import { appointmentResultShape, appointmentsShape, classPlanShape, studentScheduleListShape, studentSchedulePageShape } from './booking-shapes'

/**
 * The student's classes: booking on a bought course's plan (mall service, /course) and the
 * student's timetable (scheduling service). Used by the course and schedule pages.
 */
export function createBookingApi(send: Send, config: AppConfig) {
  const base = `${config.hosts.mall}/course`
  const scheduling = `${config.hosts.schedule}/schedulingsystem/api/v1/ost/student`
  return {
    /** POST …/scheduling: the student's classes (pageIndex 1, pageSize 1000). */
    scheduling: (req: StudentSchedulingRequest): Promise<PageResult<StudentSchedule>> =>
      send<ApiResponse<PageResult<StudentSchedule> | null>>({ url: `${scheduling}/scheduling`, method: 'POST', data: req, rule: 'code0', shape: studentSchedulePageShape }).then((r) => ({
        list: Array.isArray(r.data?.list) ? r.data.list : [],
        total: Number(r.data?.total) || 0,
      })),
    /** POST …/schedulingDaterange: the student's classes between two days. */
    schedulingRange: (req: SchedulingDateRangeRequest): Promise<StudentSchedule[]> =>
      send<ApiResponse<StudentSchedule[] | null>>({ url: `${scheduling}/schedulingDaterange`, method: 'POST', data: req, rule: 'code0', shape: studentScheduleListShape }).then((r) =>
        Array.isArray(r.data) ? r.data : [],
      ),
    classPlan: (query: ClassPlanQuery): Promise<ClassPlan> =>
      send<ApiResponse<ClassPlan | null>>({ url: `${base}/getClassplan`, method: 'GET', data: query, rule: 'code0', shape: classPlanShape }).then((r) => ({
        weekPlanList: Array.isArray(r.data?.weekPlanList) ? r.data.weekPlanList : [],
        scheduleList: Array.isArray(r.data?.scheduleList) ? r.data.scheduleList : [],
      })),
    /** Books (appointmentDataType 1) or cancels (0) a class. */
    appoint: (scheduleId: string, req: AppointmentRequest): Promise<AppointmentResult> =>
      send<ApiResponse<AppointmentResult | null>>({
        url: `${base}/appointmentScheduling/${encodeURIComponent(scheduleId)}`,
        method: 'POST',
        data: req,
        rule: 'code0',
        shape: appointmentResultShape,
      }).then((r) => {
        if (!r.data) throw new HttpError('bad-data', 'appointmentScheduling: empty data')
        return r.data
      }),
    myAppointments: (studentId: string): Promise<Appointment[]> =>
      send<ApiResponse<Appointment[] | null>>({ url: `${base}/myAppointment`, method: 'GET', data: { studentId }, rule: 'code0', shape: appointmentsShape }).then((r) =>
        Array.isArray(r.data) ? r.data : [],
      ),
  }
}
export type BookingApi = ReturnType<typeof createBookingApi>
