import { array, looseObject, nullable, nullish, number, string } from 'valibot'
import { flag, id, listShape, pageShape, scheduleItemShape } from '@/services/api/shapes'

/** One class of the student's own timetable. */
const studentScheduleShape = looseObject({
  ...scheduleItemShape.entries,
  productId: id,
  productName: string(),
  onlineInfo: nullish(looseObject({ teachingStudentLink: nullish(string()), confuserpwd: nullish(string()) })),
  appointmentId: nullish(id),
})
export const studentSchedulePageShape = pageShape(studentScheduleShape)
export const studentScheduleListShape = listShape(studentScheduleShape)

/** course/getClassplan: the bookable days and classes. */
export const classPlanShape = nullable(
  looseObject({
    weekPlanList: nullish(array(looseObject({ courseDate: string(), isFull: nullish(flag) }))),
    scheduleList: nullish(array(scheduleItemShape)),
  }),
)

/** course/appointmentScheduling: the class after booking or cancelling. */
export const appointmentResultShape = nullable(looseObject({ scheduleId: id, remainCount: nullish(number()), isAppointment: flag }))

/** course/myAppointment */
export const appointmentsShape = listShape(
  looseObject({
    ...scheduleItemShape.entries,
    appointmentId: id,
    productId: id,
    productName: string(),
    campusName: nullish(string()),
    canCancel: nullish(flag),
  }),
)
