import type { CourseEvaluation } from '@types-api/api/course'
import type { StudentCourse } from '@/pages/course/model/course-api'
import { memoryStore } from '@/platform/key-value'
import type { CourseApi } from '@/pages/course/model/course-api'
import { EvaluationStore } from '@/pages/course/model/evaluation-store'
import { TimetableStore } from '@/pages/course/model/timetable-store'
import { VideoStore } from '@/pages/course/model/video-store'
import { HttpError } from '@/services/http/errors'

const student = () => Promise.resolve({ studentId: 'S1', userId: 'U1' })

const videoCourse: StudentCourse = {
  product_id: 'V1',
  name: '居家训练视频课',
  full_pic: 'a.png',
  productType: 5,
  courseType: 1,
  courseStatus: 0,
  usedCount: 0,
  totalCount: 3,
  lessons: [
    { lessonId: 'L1', name: '第1课', videoUrl: 'https://v/1.mp4', duration: 120, locked: 0 },
    { lessonId: 'L2', name: '第2课', videoUrl: 'https://v/2.mp4', duration: 120, locked: 0 },
    { lessonId: 'L3', name: '第3课', videoUrl: 'https://v/3.mp4', duration: 120, locked: 1 },
  ],
}

function courseApi(parts: Partial<CourseApi> = {}): CourseApi {
  return {
    userCourses: jest.fn(),
    studentCourses: jest.fn().mockResolvedValue({ serviceClassList: [], videolessonList: [videoCourse] }),
    finishedPage: jest.fn(),
    evaluation: jest.fn().mockResolvedValue(null),
    evaluate: jest.fn().mockResolvedValue(undefined),
    ...parts,
  } as CourseApi
}

describe('TimetableStore', () => {
  it('loads each course tab with its courseType and keeps the other tab', async () => {
    const userCourses = jest.fn((_u: string, t: 0 | 1) =>
      Promise.resolve({ serviceClassList: [{ ...videoCourse, lessons: undefined, product_id: `C${t}`, courseType: t }], videolessonList: [] }),
    )
    const scheduling = jest.fn().mockResolvedValue({ list: [], total: 0 })
    const store = new TimetableStore(courseApi({ userCourses }), { scheduling }, { liveProducts: jest.fn().mockResolvedValue([]), liveAction: jest.fn() }, student, { now: () => Date.UTC(2026, 10, 21) })
    await store.open(1)
    expect(userCourses).toHaveBeenCalledWith('U1', 1)
    expect(scheduling).toHaveBeenCalledWith({ studentId: 'S1', pageIndex: 1, pageSize: 1000 })
    await store.setTab(0)
    expect(userCourses).toHaveBeenLastCalledWith('U1', 0)
    expect(store.current.value?.serviceClassList[0].product_id).toBe('C0')
    await store.setTab(1)
    expect(store.current.value?.serviceClassList[0].product_id).toBe('C1')
    expect(userCourses.mock.calls.filter((c) => c[1] === 1)).toHaveLength(1)
  })
})

describe('TimetableStore live lessons', () => {
  it('shows the booked live lessons of online courses and cancels one with appointmentDataType 0', async () => {
    const online = { ...videoCourse, lessons: undefined, product_id: 'O1', productType: 3, name: '线上直播课' }
    const session = (id: string, booked: 0 | 1) => ({ productId: id, name: id, pic: '', liveStartTime: '2026-11-23 19:00:00', liveEndTime: '', liveStatus: 0 as const, isAppointment: booked, isUnlock: 1 as const, needUnlock: 0 as const })
    const liveProducts = jest.fn().mockResolvedValue([session('O1-L1', 1), session('O1-L2', 0)])
    const liveAction = jest.fn().mockResolvedValue({ productId: 'O1-L1', isAppointment: 0, isUnlock: 1 })
    const store = new TimetableStore(
      courseApi({ userCourses: jest.fn().mockResolvedValue({ serviceClassList: [online], videolessonList: [] }) }),
      { scheduling: jest.fn().mockResolvedValue({ list: [], total: 0 }) },
      { liveProducts, liveAction },
      student,
      { now: () => Date.UTC(2026, 10, 21) },
    )
    await store.open(1)
    expect(liveProducts).toHaveBeenCalledWith('O1')
    expect(store.live.value?.map((s) => [s.productId, s.courseName])).toEqual([['O1-L1', '线上直播课']])
    await store.cancelLive('O1-L1')
    expect(liveAction).toHaveBeenCalledWith({ productId: 'O1-L1', appointmentDataType: 0 })
    expect(store.live.value).toEqual([])
  })
})

describe('VideoStore resume', () => {
  const build = (saved: Record<string, string> = {}, expired = false) => {
    const storage = memoryStore(saved)
    const store = new VideoStore(courseApi(), { expireStatus: jest.fn().mockResolvedValue({ isExpire: expired ? 1 : 0, expireTime: null }) }, storage, student)
    return { store, storage }
  }

  it('starts the lesson where it stopped and saves on pause, every 5 s and on hide', async () => {
    const { store, storage } = build({ video_position_L1: '42' })
    await store.open('V1')
    expect(store.lessonId).toBe('L1')
    expect(store.startAt).toBe(42)
    store.onTime(44)
    expect(storage.get('video_position_L1')).toBe('42')
    store.onTime(47.4)
    expect(storage.get('video_position_L1')).toBe('47')
    store.onTime(50)
    store.onPause()
    expect(storage.get('video_position_L1')).toBe('50')
    store.onTime(53)
    store.save() // page hidden
    expect(storage.get('video_position_L1')).toBe('53')
    // leaving and coming back resumes there
    await store.open('V1')
    expect(store.lessonId).toBe('L1')
    expect(store.startAt).toBe(53)
  })

  it('keeps each lesson its own position; a lesson watched to the end starts again', async () => {
    const { store, storage } = build({ video_position_L2: '30' })
    await store.open('V1', 'L1')
    store.onTime(20)
    expect(store.play('L2')).toBe('')
    expect(storage.get('video_position_L1')).toBe('20')
    expect(store.startAt).toBe(30)
    store.onEnded()
    expect(storage.get('video_position_L2')).toBeNull()
    expect(store.resumeAt('L1')).toBe(20)
  })

  it('refuses a locked lesson and blocks an expired course', async () => {
    const { store } = build()
    await store.open('V1')
    expect(store.play('L3')).toBe('该课时尚未解锁')
    expect(store.lessonId).toBe('L1')
    const expired = build({}, true)
    await expired.store.open('V1')
    expect(expired.store.block).toBe('expired')
    expired.store.onTime(30)
    expired.store.onPause()
    expect(expired.storage.get('video_position_L1')).toBeNull()
  })
})

describe('EvaluationStore', () => {
  const good: CourseEvaluation = { attitude: 5, campusEnv: 4, courseEffect: 4, describe: '  孩子很喜欢  ' }

  it('sends once with the button locked in flight, then shows it read-only', async () => {
    let release: () => void = () => undefined
    const evaluate = jest.fn(() => new Promise<void>((r) => (release = r)))
    const store = new EvaluationStore(courseApi({ evaluate }), student)
    await store.open('P1')
    expect(store.readOnly).toBe(false)
    expect(await store.submit()).toBe('请为老师态度打分')
    for (const [k, v] of Object.entries(good)) store.set(k as keyof CourseEvaluation, v as never)
    const first = store.submit()
    expect(store.submitting).toBe(true)
    expect(await store.submit()).toBe('')
    release()
    expect(await first).toBe('')
    expect(evaluate).toHaveBeenCalledTimes(1)
    expect(evaluate).toHaveBeenCalledWith({ studentId: 'S1', productId: 'P1', ...good, describe: '孩子很喜欢' })
    expect(store.readOnly).toBe(true)
    store.set('attitude', 1)
    expect(store.shown.attitude).toBe(5)
    await store.submit()
    expect(evaluate).toHaveBeenCalledTimes(1)
  })

  it('shows an existing evaluation read-only and keeps the draft when sending fails', async () => {
    const existing = new EvaluationStore(courseApi({ evaluation: jest.fn().mockResolvedValue(good) }), student)
    await existing.open('P2')
    expect(existing.readOnly).toBe(true)
    expect(existing.shown).toEqual(good)

    const failing = new EvaluationStore(courseApi({ evaluate: jest.fn().mockRejectedValue(new HttpError('biz', '该课程已评价，不能重复评价')) }), student)
    await failing.open('P3')
    failing.set('attitude', 5)
    failing.set('campusEnv', 5)
    failing.set('courseEffect', 5)
    await expect(failing.submit()).rejects.toThrow('该课程已评价，不能重复评价')
    expect(failing.submitting).toBe(false)
    expect(failing.readOnly).toBe(false)
    expect(failing.draft.attitude).toBe(5)
  })
})
