import { makeAutoObservable, runInAction } from 'mobx'
import type { CourseEvaluation } from '@types-api/api/course'
import type { StudentIdentity } from '@/shared/student/current-student'
import { Resource } from '@/stores/resource'
import type { CourseApi } from './course-api'
import { evaluationProblem } from './course-rules'

const EMPTY: CourseEvaluation = { attitude: 0, campusEnv: 0, courseEffect: 0, describe: '' }

/**
 * The evaluation of a finished course: an existing one is shown read-only; otherwise three star
 * ratings and a text, sent once (the button locks while the request is in flight).
 */
export class EvaluationStore {
  productId = ''
  /** the evaluation already given ({value: null} when none) */
  readonly existing: Resource<{ value: CourseEvaluation | null }>
  draft: CourseEvaluation = { ...EMPTY }
  submitting = false

  constructor(
    private readonly api: CourseApi,
    private readonly student: () => Promise<StudentIdentity>,
  ) {
    this.existing = new Resource(() => this.query())
    makeAutoObservable<EvaluationStore, 'api' | 'student'>(this, { api: false, student: false, existing: false })
  }

  private async query() {
    const { studentId } = await this.student()
    return { value: await this.api.evaluation({ studentId, productId: this.productId }) }
  }

  get readOnly(): boolean {
    return Boolean(this.existing.value?.value)
  }

  /** What the page shows: the existing evaluation, or the draft. */
  get shown(): CourseEvaluation {
    return this.existing.value?.value ?? this.draft
  }

  open(productId: string): Promise<void> {
    if (productId !== this.productId) {
      this.productId = productId
      this.draft = { ...EMPTY }
      return this.existing.setSource(() => this.query())
    }
    return this.existing.load()
  }

  set<K extends keyof CourseEvaluation>(key: K, value: CourseEvaluation[K]): void {
    if (this.readOnly || this.submitting) return
    this.draft = { ...this.draft, [key]: value }
  }

  /**
   * Sends the draft once. Resolves '' when sent (the evaluation becomes read-only), or the
   * Chinese reason it was not; a second call while one is in flight or after success does nothing.
   */
  async submit(): Promise<string> {
    if (this.submitting || this.readOnly) return ''
    const problem = evaluationProblem(this.draft)
    if (problem) return problem
    this.submitting = true
    const sent = { ...this.draft, describe: this.draft.describe.trim() }
    try {
      const { studentId } = await this.student()
      await this.api.evaluate({ studentId, productId: this.productId, ...sent })
      runInAction(() => this.existing.set({ value: sent }))
      return ''
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }
}
