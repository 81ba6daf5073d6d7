import { makeAutoObservable } from 'mobx'
import type { StudentCourse, VideoLesson } from './course-api'
import type { ProductDetailApi } from '@/shared/product/product-detail-api'
import { HttpError } from '@/services/http/errors'
import type { KeyValueStorage } from '@/platform/key-value'
import type { StudentIdentity } from '@/shared/student/current-student'
import { Resource } from '@/stores/resource'
import type { CourseApi } from './course-api'
import { positionKey, resumeFrom, shouldSave } from './course-rules'

export type LessonBlock = '' | 'expired' | 'locked'

export const LESSON_BLOCK_TEXT: Record<Exclude<LessonBlock, ''>, string> = {
  expired: '该课程已过期，无法继续观看',
  locked: '该课时尚未解锁',
}

/**
 * A video course: its lessons, the playing one, where each lesson resumes (saved per lesson on
 * pause, on hide and every few seconds while playing), playback speed and whether the course is
 * expired or a lesson locked.
 */
export class VideoStore {
  productId = ''
  /** the video course of the student and whether it has expired */
  readonly loaded: Resource<{ course: StudentCourse; expired: boolean }>
  lessonId: string | null = null
  rate = 1
  /** where the playing lesson started (the saved position when it was opened) */
  startAt = 0

  private position = 0
  private lastSaved = 0

  constructor(
    private readonly api: CourseApi,
    private readonly productApi: Pick<ProductDetailApi, 'expireStatus'>,
    private readonly storage: KeyValueStorage,
    private readonly student: () => Promise<StudentIdentity>,
  ) {
    this.loaded = new Resource(() => this.fetch(this.productId))
    makeAutoObservable<VideoStore, 'api' | 'productApi' | 'storage' | 'student' | 'position' | 'lastSaved'>(this, {
      loaded: false,
      api: false,
      productApi: false,
      storage: false,
      student: false,
      position: false,
      lastSaved: false,
    })
  }

  get course(): StudentCourse | null {
    return this.loaded.value?.course ?? null
  }

  get expired(): boolean {
    return this.loaded.value?.expired ?? false
  }

  get lessons(): VideoLesson[] {
    return this.course?.lessons ?? []
  }

  get lesson(): VideoLesson | undefined {
    return this.lessons.find((l) => l.lessonId === this.lessonId)
  }

  blockOf(lesson: VideoLesson | undefined): LessonBlock {
    if (this.expired) return 'expired'
    if (lesson && Number(lesson.locked) === 1) return 'locked'
    return ''
  }

  get block(): LessonBlock {
    return this.blockOf(this.lesson)
  }

  private async fetch(productId: string): Promise<{ course: StudentCourse; expired: boolean }> {
    const { studentId } = await this.student()
    const [lists, expire] = await Promise.all([
      this.api.studentCourses({ studentId }),
      this.productApi.expireStatus(productId).catch(() => ({ isExpire: 0 as const, expireTime: null })),
    ])
    const course = lists.videolessonList.find((c) => c.product_id === productId)
    if (!course) throw new HttpError('biz', '未找到该视频课程，可能尚未购买')
    return { course, expired: Number(expire.isExpire) === 1 }
  }

  /** Opens a video course on a lesson (the asked one, else the first unlocked); never rejects, a failure is `loaded.error`. */
  async open(productId: string, lessonId?: string): Promise<void> {
    // coming back to the page starts the lesson again from its saved position
    this.save()
    this.lessonId = null
    this.productId = productId
    await this.loaded.setSource(() => this.fetch(productId))
    const course = this.course
    if (!course || this.productId !== productId) return
    const first = course.lessons?.find((l) => l.lessonId === lessonId) ?? course.lessons?.find((l) => Number(l.locked) !== 1) ?? course.lessons?.[0]
    if (first) this.play(first.lessonId)
  }

  /** Where a lesson resumes (0 when never watched or watched to the end). */
  resumeAt(lessonId: string): number {
    const lesson = this.lessons.find((l) => l.lessonId === lessonId)
    return resumeFrom(this.storage.get(positionKey(lessonId)), lesson?.duration ?? 0)
  }

  /** Switches to a lesson (the current one's position is saved first). A locked lesson is refused with a reason. */
  play(lessonId: string): string {
    const lesson = this.lessons.find((l) => l.lessonId === lessonId)
    if (!lesson) return '课时不存在'
    const block = this.blockOf(lesson)
    if (block && lesson.lessonId !== this.lessonId && this.lessonId) return LESSON_BLOCK_TEXT[block]
    if (lessonId === this.lessonId) return ''
    this.save()
    this.lessonId = lessonId
    this.startAt = this.resumeAt(lessonId)
    this.position = this.startAt
    this.lastSaved = this.startAt
    return block ? LESSON_BLOCK_TEXT[block] : ''
  }

  /** While playing: saves every few seconds of progress. */
  onTime(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds < 0) return
    this.position = seconds
    if (shouldSave(seconds, this.lastSaved)) this.save()
  }

  /** Pause and page hide save at once. */
  onPause(seconds?: number): void {
    if (seconds !== undefined && Number.isFinite(seconds)) this.position = seconds
    this.save()
  }

  /** Watched to the end: starts from the beginning next time. */
  onEnded(): void {
    if (!this.lessonId) return
    this.storage.remove(positionKey(this.lessonId))
    this.position = 0
    this.lastSaved = 0
  }

  setRate(rate: number): void {
    this.rate = rate
  }

  save(): void {
    if (!this.lessonId || this.block) return
    const t = Math.floor(this.position)
    if (t <= 0) return
    this.storage.set(positionKey(this.lessonId), String(t))
    this.lastSaved = t
  }
}
