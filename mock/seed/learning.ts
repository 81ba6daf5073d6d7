/**
 * The demo student's learning data (乐乐, S20001): two courses in study (an offline class course
 * and an online live course), one graduated course without an evaluation, video courses, a class
 * plan across three weeks with open, full and past days, two appointments, three assessments (one
 * done with its report) and four weekly growth reports. Built once per mock state through
 * ctx.area('learning', …) and forgotten on reset; dates follow the real clock so the plan is
 * always around today.
 */
import dayjs from 'dayjs'
import { ProductType } from '../../types/api/product'
import type { CourseEvaluation, CourseType } from '../../types/api/course'
import type { FormAnswers } from '../../types/api/assessment'
import type { MockContext } from '../context'
import { planDays, schedulesOf, type WeekPlanDay } from '../routes/product-detail'
import { findCampus } from './cities'
import { productCatalogue, type CatalogueProduct } from './products'

export const DEMO_STUDENT = 'S20001'
export const DEMO_CAMPUS = 'C271'
const DAY = 'YYYY-MM-DD'
const TIME = 'YYYY-MM-DD HH:mm:ss'

export interface LearningState {
  courses: StudentCourse[]
  /** finished courses of getUserCourseListPage, newest first */
  finished: StudentCourse[]
  /** scheduleId → places left, once a class was looked at or booked */
  remain: Map<string, number>
  appointments: Appointment[]
  /** online classes of the live course (with their meeting link) */
  online: StudentSchedule[]
  /** productId → evaluation */
  evaluations: Map<string, CourseEvaluation>
  assessments: FormRecordItem[]
  /** recordId → answers */
  records: Map<string, { formId: string; answers: FormAnswers; submitTime: string }>
  nextId: number
}

const byType = (all: CatalogueProduct[], type: number) => all.filter((p) => p.productType === type)

/** This week's Monday. */
export const mondayOf = (d: dayjs.Dayjs): dayjs.Dayjs => d.startOf('day').subtract((d.day() + 6) % 7, 'day')

/**
 * The class plan of a course at the demo campus: three weeks from this week's Monday. Days before
 * today stay in the plan (past); at least one day after today is full and one is open.
 */
export function classPlan(productId: string, campusId: string, now: dayjs.Dayjs): WeekPlanDay[] {
  const monday = mondayOf(now)
  const end = monday.add(21, 'day')
  const days = planDays(productId, campusId, monday).filter((d) => dayjs(d.courseDate, DAY).isBefore(end))
  const today = now.format(DAY)
  // after today: a day can be booked from tomorrow on, so a full day today shows no full day to choose
  const coming = days.filter((d) => d.courseDate > today)
  if (coming.length >= 2 && !coming.some((d) => d.isFull)) coming[1].isFull = true
  if (coming.length && coming.every((d) => d.isFull)) coming[0].isFull = false
  return days
}

const lessonsOf = (p: CatalogueProduct, origin: string): VideoLesson[] =>
  ['认识情绪小怪兽', '专注力小游戏', '亲子共读的方法', '居家感统训练'].map((title, i) => ({
    lessonId: `${p.productId}-V${i + 1}`,
    name: `第${i + 1}课 ${title}`,
    videoUrl: `${origin}/mock/video/${p.productId}-V${i + 1}.wav`,
    duration: 120,
    locked: i === 3 ? 1 : 0,
  }))

export function createLearning(ctx: MockContext, origin: string, now = dayjs()): LearningState {
  const all = productCatalogue(ctx)
  const offline = byType(all, ProductType.offlineCourse)
  const online = byType(all, ProductType.onlineCourse)
  const video = byType(all, ProductType.videoCourse)
  const campus = findCampus(ctx, DEMO_CAMPUS)
  const course = (p: CatalogueProduct, extra: Partial<StudentCourse>): StudentCourse => ({
    product_id: p.productId,
    name: p.name,
    full_pic: p.pic
      .split(',')
      .map((x) => `${origin}${x}`)
      .join(','),
    productType: p.productType,
    courseType: 1,
    courseStatus: 0,
    usedCount: 0,
    totalCount: 12,
    ...extra,
  })
  const inStudy = offline[0]
  const live = online[0]
  const graduated = offline[1]
  const courses: StudentCourse[] = [
    course(inStudy, { usedCount: 5, totalCount: 24, campusId: DEMO_CAMPUS, campusName: campus?.name }),
    course(live, { usedCount: 3, totalCount: 12 }),
    course(graduated, {
      courseType: 0,
      courseStatus: 1,
      usedCount: 12,
      totalCount: 12,
      campusId: DEMO_CAMPUS,
      campusName: campus?.name,
      isEvaluate: 0,
      finishTime: now.subtract(10, 'day').format('YYYY-MM-DD 11:30:00'),
    }),
    ...video.slice(0, 2).map((p, i) => course(p, { usedCount: i === 0 ? 2 : 0, totalCount: 4, lessons: lessonsOf(p, origin) })),
  ]
  const evaluated = course(offline[2], {
    courseType: 0,
    courseStatus: 1,
    usedCount: 8,
    totalCount: 8,
    campusId: DEMO_CAMPUS,
    campusName: campus?.name,
    isEvaluate: 1,
    finishTime: now.subtract(40, 'day').format('YYYY-MM-DD 16:00:00'),
  })
  const evaluations = new Map<string, CourseEvaluation>([
    [evaluated.product_id, { attitude: 5, campusEnv: 4, courseEffect: 5, describe: '老师很耐心，孩子进步明显。' }],
  ])

  // the two appointments: one coming (cancellable), one over
  const remain = new Map<string, number>()
  const plan = classPlan(inStudy.productId, DEMO_CAMPUS, now)
  const today = now.format(DAY)
  const comingOpen = plan.filter((d) => d.courseDate > today && !d.isFull)
  const pastDay = now.subtract(3, 'day')
  const appointments: Appointment[] = []
  const appoint = (s: ReturnType<typeof schedulesOf>[number], canCancel: 0 | 1, id: string) =>
    appointments.push({ ...s, appointmentId: id, productId: inStudy.productId, productName: inStudy.name, campusName: campus?.name ?? '', canCancel })
  const lastOpen = comingOpen[comingOpen.length - 1]
  if (lastOpen) {
    const s = schedulesOf(inStudy.productId, DEMO_CAMPUS, lastOpen)[0]
    remain.set(s.scheduleId, Math.max(0, s.remainCount - 1))
    appoint(s, 1, 'AP0001')
  }
  const past = schedulesOf(inStudy.productId, DEMO_CAMPUS, { courseDate: pastDay.format(DAY), isFull: false })[0]
  appoint(past, 0, 'AP0002')

  const onlineClasses: StudentSchedule[] = [2, 9].map((days, i) => {
    const start = now.startOf('day').add(days, 'day').add(19, 'hour')
    return {
      scheduleId: `OL-${live.productId}-${i + 1}`,
      productId: live.productId,
      productName: live.name,
      startDateTime: start.format(TIME),
      endDateTime: start.add(60, 'minute').format(TIME),
      classRoom: { classRoomName: '线上课堂' },
      scheduleTeacherDetailList: [{ person: { name: '周老师' } }],
      remainCount: 0,
      onlineInfo: { teachingStudentLink: `${origin}/mock/online-class/${live.productId}-${i + 1}`, confuserpwd: `${246800 + i * 13}` },
      appointmentId: null,
    }
  })

  const assessments: FormRecordItem[] = FORMS.map((f, i) => ({
    formId: f.formId,
    formName: f.formName,
    description: f.description,
    productId: byType(all, ProductType.assessment)[i]?.productId ?? '',
    status: i === 0 ? 1 : 0,
    recordId: i === 0 ? 'R0001' : null,
    submitTime: i === 0 ? now.subtract(14, 'day').format('YYYY-MM-DD 10:20:00') : null,
  }))
  const records = new Map([['R0001', { formId: 'F01', answers: DONE_ANSWERS, submitTime: assessments[0].submitTime! }]])

  return {
    courses,
    finished: [courses[2], evaluated],
    remain,
    appointments,
    online: onlineClasses,
    evaluations,
    assessments,
    records,
    nextId: 3,
  }
}

export function learningOf(ctx: MockContext, origin: string): LearningState {
  return ctx.area('learning', () => createLearning(ctx, origin))
}

const AGE_OPTIONS = [
  { label: '0-3岁', value: '0-3' },
  { label: '3-6岁', value: '3-6' },
  { label: '6-12岁', value: '6-12' },
]
const FREQ = [
  { label: '从不', value: '0' },
  { label: '偶尔', value: '1' },
  { label: '经常', value: '2' },
]

/** The three assessment forms. */
export const FORMS: FormSchema[] = [
  {
    formId: 'F01',
    formName: '儿童发育综合测评',
    description: '格塞尔发育量表评估，了解孩子五大能区的发展',
    questions: [
      { key: 'age', title: '孩子的年龄段', type: 'single', required: true, options: AGE_OPTIONS },
      { key: 'walk', title: '孩子能独立上下楼梯吗', type: 'single', required: true, options: FREQ },
      { key: 'concern', title: '您最关心的方面（可多选）', type: 'multiple', required: true, options: [
        { label: '语言表达', value: 'language' },
        { label: '注意力', value: 'attention' },
        { label: '社交情绪', value: 'social' },
        { label: '运动协调', value: 'motor' },
      ] },
      { key: 'describe', title: '请描述孩子近期的表现', type: 'text', required: false },
    ],
  },
  {
    formId: 'F02',
    formName: '注意力专项测评',
    description: '持续注意与选择性注意专项评估，约5分钟',
    questions: [
      { key: 'age', title: '孩子的年龄段', type: 'single', required: true, options: AGE_OPTIONS },
      { key: 'sit', title: '做作业或游戏时能坐住15分钟吗', type: 'single', required: true, options: FREQ },
      { key: 'distract', title: '容易被周围声音打断吗', type: 'single', required: true, options: FREQ },
      { key: 'focus', title: '给孩子的专注程度打分', type: 'rate', required: true },
      { key: 'describe', title: '补充说明（选填，至少5个字）', type: 'text', required: false },
    ],
  },
  {
    formId: 'F03',
    formName: '感觉统合能力测评',
    description: '感觉统合发展评定量表与观察评估',
    questions: [
      { key: 'age', title: '孩子的年龄段', type: 'single', required: true, options: AGE_OPTIONS },
      { key: 'spin', title: '喜欢转圈、荡秋千吗', type: 'single', required: true, options: FREQ },
      { key: 'touch', title: '对衣服标签、洗头等触觉敏感吗', type: 'single', required: true, options: FREQ },
      { key: 'describe', title: '补充说明（选填，至少5个字）', type: 'text', required: false },
    ],
  },
]

const DONE_ANSWERS: FormAnswers = { age: '3-6', walk: '2', concern: ['language', 'attention'], describe: '说话比同龄孩子晚，注意力容易分散。' }

const ABILITIES = ['大运动', '精细动作', '语言', '认知', '社会情绪']

/** Ability scores of a record: stable for a record id, 40–95 of 100. */
export function abilitiesOf(recordId: string) {
  const h = [...recordId].reduce((x, c) => (Math.imul(x, 31) + c.charCodeAt(0)) >>> 0, 11)
  return ABILITIES.map((abilityName, i) => ({ abilityName, score: 40 + ((h >>> (i * 3)) % 56), fullScore: 100 }))
}

/** Four weekly growth reports, oldest first, ending last week. */
export function weekReports(now: dayjs.Dayjs) {
  const monday = mondayOf(now)
  return [62, 68, 71, 76].map((score, i) => {
    const start = monday.subtract((4 - i) * 7, 'day')
    return {
      reportId: `W${start.format('YYYYMMDD')}`,
      weekStart: start.format(DAY),
      weekEnd: start.add(6, 'day').format(DAY),
      score,
      title: `第${i + 1}周成长报告`,
    }
  })
}

/* The assessment records as the mock service keeps and sends them (spec §7 Basics and Teacher center). */

/** One assessment of POST basics/getFormRecordList {studentId}: done (with a record) or to take. */
export interface FormRecordItem {
  formId: string
  /** the assessment's name */
  formName: string
  description: string
  /** the product that holds the assessment */
  productId: string
  /** 0 to take, 1 done */
  status: 0 | 1
  /** the record (report) of a done assessment */
  recordId: string | null
  /** 'YYYY-MM-DD HH:mm:ss' */
  submitTime: string | null
}

export type FormQuestionType = 'single' | 'multiple' | 'text' | 'rate'

export interface FormQuestion {
  key: string
  title: string
  type: FormQuestionType
  required: boolean
  options?: { label: string; value: string }[]
}

/** GET forms/{formId}: the questions of an assessment. */
export interface FormSchema {
  formId: string
  formName: string
  description: string
  questions: FormQuestion[]
}

/** GET forms/records/v2/student/developFormView?recordId: the report's conclusion. */
export interface DevelopFormView {
  recordId: string
  /** total score 0–100 */
  totalScore: number
  level: string
  summary: string
  suggestions: string[]
}

/** POST /rule_engine_backend/tms/form/validate: per question key, Chinese messages. */
export interface FormValidateResult {
  pass: boolean
  /** per question key, Chinese messages */
  errors: { key: string; message: string }[]
}

/* The student's courses as the mock service keeps and sends them (spec §3 student course item). */

/** One video lesson of a video course. */
export interface VideoLesson {
  lessonId: string
  name: string
  /** absolute URL of the video (mp4/m3u8) */
  videoUrl: string
  /** seconds */
  duration: number
  /** 1 = locked (not unlocked for this student yet) */
  locked: 0 | 1
}

/** One course of a student (spec §3 student course item). */
export interface StudentCourse {
  product_id: string
  name: string
  /** comma-separated picture URLs; the first is shown */
  full_pic: string
  productType: number
  courseType: CourseType
  /** 0 not finished, 1 finished */
  courseStatus: 0 | 1
  /** lessons used */
  usedCount: number
  /** lessons bought */
  totalCount: number
  campusId?: string
  campusName?: string
  /** 1 = the finished course was evaluated */
  isEvaluate?: 0 | 1
  /** 'YYYY-MM-DD HH:mm:ss' of the last lesson, for finished courses */
  finishTime?: string | null
  /** video courses only */
  lessons?: VideoLesson[]
}

/* The student's classes as the mock services keep and send them (spec §3 schedule item). */

/** One class of a plan day. */
export interface MockClass {
  scheduleId: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  startDateTime: string
  endDateTime: string
  classRoom: { classRoomName: string }
  scheduleTeacherDetailList: { person: { name: string } }[]
  /** places left; 0 = full */
  remainCount: number
}

/** A class of a bought course's plan day, as course/getClassplan sends it. */
export interface BookableSchedule extends MockClass {
  /** 1 = this student already booked it */
  isAppointment?: 0 | 1
}

/** One class of the student's own timetable (the scheduling service). */
export interface StudentSchedule extends MockClass {
  productId: string
  productName: string
  /** set when the class is online */
  onlineInfo?: { teachingStudentLink: string; confuserpwd: string } | null
  /** the appointment that put the student in this class */
  appointmentId?: string | null
}

/** One entry of course/myAppointment. */
export interface Appointment extends MockClass {
  appointmentId: string
  productId: string
  productName: string
  campusName: string
  /** 1 = may still be cancelled (the server's rule: up to 24 h before the class) */
  canCancel: 0 | 1
}
