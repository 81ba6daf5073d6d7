import { createBookingApi } from '@/shared/schedule/booking-api'
import { currentStudent } from '@/shared/student/current-student'
import { defineArea } from '@/stores/area-registry'
import { AppointmentsStore } from './appointments-store'
import { BookingStore } from './booking-store'
import { MonthStore } from './month-store'

/** Booking classes on the week calendar, the month view of booked days, my appointments. */
export const scheduleArea = defineArea('schedule', ({ deps, shell }) => {
  const api = createBookingApi(deps.send, deps.config)
  const student = () => currentStudent(shell)
  return {
    booking: new BookingStore(api, student, deps.clock),
    appointments: new AppointmentsStore(api, student, deps.clock),
    month: new MonthStore(api, student, deps.clock),
  }
})
export type ScheduleArea = ReturnType<typeof scheduleArea.create>
