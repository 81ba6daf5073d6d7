import type { CourseEvaluation, CourseType } from '@types-api/api/course'
import type { StudentSchedule } from '@/shared/schedule/booking-calls'
import type { StudentCourse } from './course-api'
import { routes } from '@/config/routes'
import { coverOf } from '@/utils/product'

/** Course tabs (spec §4): in-study courseType 1, graduated courseType 0. */
export const COURSE_TABS: { courseType: CourseType; title: string }[] = [
  { courseType: 1, title: '在读课程' },
  { courseType: 0, title: '已结业' },
]

/** The tab of a `tab` query value; anything unknown is in-study. */
export const tabOf = (value: string | undefined): CourseType => (value === '0' ? 0 : 1)

/** The cover of a student course: the first picture of full_pic. */
export const courseCover = (c: Pick<StudentCourse, 'full_pic'>): string => coverOf(c.full_pic)

/** '已上 5/24 节' */
export function progressText(c: Pick<StudentCourse, 'usedCount' | 'totalCount'>): string {
  const used = Math.max(0, Math.floor(Number(c.usedCount) || 0))
  const total = Math.max(0, Math.floor(Number(c.totalCount) || 0))
  return `已上 ${Math.min(used, total || used)}/${total} 节`
}

/** Classes that have not started, soonest first (times compared as 'YYYY-MM-DD HH:mm:ss' text). */
export function comingClasses(list: readonly StudentSchedule[], now: string, limit = 3): StudentSchedule[] {
  return list
    .filter((s) => s.startDateTime > now)
    .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime))
    .slice(0, limit)
}

/** Where a student course opens: video courses play, others show their detail. */
export const courseRoute = (c: Pick<StudentCourse, 'product_id' | 'lessons'>): string =>
  c.lessons ? routes.courseVideo({ productId: c.product_id }) : routes.courseDetail({ productId: c.product_id })

// ---- video resume ----

/** Storage key of a lesson's last position. */
export const positionKey = (lessonId: string): string => `video_position_${lessonId}`
/** While playing, the position is saved after this many seconds of progress. */
export const SAVE_EVERY_S = 5
/** Within this many seconds of the end a lesson counts as watched and starts again from 0. */
export const END_MARGIN_S = 5
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const

/** Where a lesson resumes from a saved value: whole seconds, 0 for nothing, junk or (nearly) the end. */
export function resumeFrom(saved: string | null, duration: number): number {
  const t = Math.floor(Number(saved))
  if (!Number.isFinite(t) || t <= 0) return 0
  if (duration > 0 && t >= duration - END_MARGIN_S) return 0
  return t
}

/** Whether a new playing position should be saved, given the last saved one. */
export const shouldSave = (position: number, lastSaved: number): boolean => Math.abs(position - lastSaved) >= SAVE_EVERY_S

/** '01:05' / '1:02:03' */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const hh = Math.floor(s / 3600)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return hh ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`
}

// ---- evaluation ----

export const EVALUATION_ITEMS: { key: 'attitude' | 'campusEnv' | 'courseEffect'; title: string }[] = [
  { key: 'attitude', title: '老师态度' },
  { key: 'campusEnv', title: '校区环境' },
  { key: 'courseEffect', title: '课程效果' },
]
export const DESCRIBE_MAX = 200

/** The first problem of an evaluation draft in Chinese, or '' when it may be sent. */
export function evaluationProblem(e: CourseEvaluation): string {
  for (const item of EVALUATION_ITEMS) {
    const n = e[item.key]
    if (!Number.isInteger(n) || n < 1 || n > 5) return `请为${item.title}打分`
  }
  if (e.describe.trim().length > DESCRIBE_MAX) return `评价内容不能超过${DESCRIBE_MAX}字`
  return ''
}
