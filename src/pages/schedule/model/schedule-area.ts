import { createBookingApi, type BookingApi } from '@/shared/schedule/booking-api'
import { currentStudent, type StudentIdentity } from '@/shared/student/current-student'
import type { StoreDeps } from '@/stores/deps'
import { defineArea } from '@/stores/area-registry'
import { AppointmentsStore } from './appointments-store'
import { BookingStore } from './booking-store'
import { MonthStore } from './month-store'

/** Booking classes on the week calendar, the month view of booked days, my appointments. */
export function buildScheduleModel(api: BookingApi, student: () => Promise<StudentIdentity>, clock: StoreDeps['clock']) {
  return {
    booking: new BookingStore(api, student, clock),
    appointments: new AppointmentsStore(api, student, clock),
    month: new MonthStore(api, student, clock),
  }
}

export const scheduleArea = defineArea('schedule', ({ deps, shell }) =>
  buildScheduleModel(createBookingApi(deps.send, deps.config), () => currentStudent(shell), deps.clock),
)
export type ScheduleArea = ReturnType<typeof buildScheduleModel>
