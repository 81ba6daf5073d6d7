import { array, boolean, looseObject, nullable, nullish, number, string, union, type GenericSchema, type InferOutput } from 'valibot'

/**
 * Shapes several areas read (see services/http/shape.ts): the id, money and flag forms the services
 * send, pages and lists, the product card, the parent's coupons and one class of a timetable. Each
 * names the fields the app reads; objects are loose, so fields the screens do not read may come and go.
 */
export const id = union([string(), number()])
/** Money or a count the app converts with Number(): the services send text or numbers. */
export const amount = union([string(), number()])
/** A 0/1 flag (some services answer true/false). */
export const flag = union([number(), boolean()])

/** A page of items: the list may be missing (read as empty), but never something else. */
export const pageShape = <S extends GenericSchema>(item: S) => nullable(looseObject({ list: nullish(array(item)), total: nullish(amount) }))

/** A list: null reads as empty, anything but a list is bad data. */
export const listShape = <S extends GenericSchema>(item: S) => nullable(array(item))

/** A page as the app keeps it: a missing list or total read as empty. */
export interface Page<T> {
  list: T[]
  total: number
}
export const pageOf = <T>(d: { list?: T[] | null; total?: string | number | null } | null | undefined): Page<T> => ({
  list: Array.isArray(d?.list) ? d.list : [],
  total: Number(d?.total) || 0,
})
export const listOf = <T>(d: T[] | null | undefined): T[] => (Array.isArray(d) ? d : [])

/** A loose object's answer type without some of its fields (Omit would lose the named fields to the index signature). */
export type Without<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] }

/* Readers of the forms the services send, each used once in an api adapter. */

/** A 0/1 flag: 1 or true is on; 0, false or missing is off. */
export const flagOf = (v: number | boolean | null | undefined): 0 | 1 => (Number(v ?? 0) === 1 ? 1 : 0)
/** A 0/1 flag that stays undefined when the service leaves it out. */
export const flagOrNone = (v: number | boolean | null | undefined): 0 | 1 | undefined => (v === null || v === undefined ? undefined : flagOf(v))
/** An id or other text, numbers read as text; undefined when missing. */
export const textOrNone = (v: string | number | null | undefined): string | undefined => (v === null || v === undefined ? undefined : String(v))
/** null read as undefined (an optional field of the app's own type). */
export const orNone = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v)

type AbsentKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T]
/** An answer as the app reads it, with the fields that may be undefined made optional (a store or a test may leave them out). */
export type Optional<T> = { [K in Exclude<keyof T, AbsentKeys<T>>]: T[K] } & { [K in AbsentKeys<T>]?: T[K] }

/** One product as every list returns it (discover, point/discover, search, modulePage …): the product card. */
export const productListItemShape = looseObject({
  productId: id,
  name: string(),
  /** comma-separated image URLs; the first is the cover */
  pic: nullish(string()),
  productType: nullish(number()),
  code: nullish(string()),
  description: nullish(string()),
  /** yuan */
  purchasemoney: nullish(amount),
  originalmoney: nullish(amount),
  tagNames: nullish(array(string())),
  /** price in points of a point product */
  point: nullish(amount),
  isPointProduct: nullish(flag),
  salesCount: nullish(number()),
  assessmentList: nullish(array(looseObject({ assessmentId: id, assessmentName: string() }))),
})

/** A coupon the parent holds (coupon list, account figures, coupon select). */
export const couponItemShape = looseObject({
  userCouponId: id,
  couponName: nullish(string()),
  name: nullish(string()),
  facevalue: amount,
  expiryType: nullish(number()),
  expiryDays: nullish(number()),
  starttime: nullish(string()),
  endtime: nullish(string()),
  isused: nullish(amount),
  isExpired: nullish(amount),
})
/** One item of POST /coupon: a coupon the parent holds (userCouponId) or one on offer (couponId). */
export const couponEntryShape = looseObject({ ...couponItemShape.entries, userCouponId: nullish(id), couponId: nullish(id) })

/** A coupon offered to the parent (gift pack, coupon center). */
export const giftCouponShape = looseObject({
  couponId: id,
  couponName: string(),
  facevalue: amount,
  expiryType: nullish(number()),
  expiryDays: nullish(number()),
  starttime: nullish(string()),
  endtime: nullish(string()),
  receiveCount: nullish(number()),
  isReceived: nullish(flag),
  remainCount: nullish(number()),
})

/** One class of a plan or timetable, as the schedule views draw it. */
export const scheduleItemShape = looseObject({
  scheduleId: id,
  startDateTime: string(),
  endDateTime: string(),
  classRoom: nullish(looseObject({ classRoomName: nullish(string()) })),
  scheduleTeacherDetailList: nullish(array(looseObject({ person: nullish(looseObject({ name: nullish(string()) })) }))),
  remainCount: nullish(number()),
  isAppointment: nullish(flag),
})

/** A class as the schedule views draw it: its id as text; a missing room, teacher or count of places reads as none (0 places: full). */
export const scheduleItemOf = (s: InferOutput<typeof scheduleItemShape>) => ({
  ...s,
  scheduleId: String(s.scheduleId),
  classRoom: { classRoomName: s.classRoom?.classRoomName ?? '' },
  scheduleTeacherDetailList: listOf(s.scheduleTeacherDetailList).map((t) => ({ person: { name: t.person?.name ?? '' } })),
  remainCount: s.remainCount ?? 0,
})
export type ScheduleItem = ReturnType<typeof scheduleItemOf>

/** One day of a plan (spec §3 week plan day): 'YYYY-MM-DD' and whether it is full (满). */
export const planDayShape = looseObject({ courseDate: string(), isFull: nullish(flag) })
/** A plan day as the week calendar reads it: full or not. */
export const planDayOf = (d: InferOutput<typeof planDayShape>) => ({ ...d, isFull: Boolean(d.isFull) })
export type WeekPlanDay = ReturnType<typeof planDayOf>
