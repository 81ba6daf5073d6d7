import { makeAutoObservable, runInAction } from 'mobx'
import type { FormAnswers } from '@types-api/api/assessment'
import type { StudentIdentity } from '@/shared/student/current-student'
import { Resource } from '@/stores/resource'
import type { AssessmentApi, FormSchema } from './assessment-api'
import { cleanAnswers, engineProblems, localProblems, type Answer } from './form-rules'

export type SubmitResult = { ok: true; recordId: string } | { ok: false; message: string }

/**
 * Taking an assessment: the form from the server, the answers, the problems per question (first
 * the required ones here, then the rule engine's), and one submit at a time.
 */
export class FormStore {
  formId = ''
  readonly form: Resource<FormSchema>
  answers: FormAnswers = {}
  problems: Record<string, string> = {}
  submitting = false

  constructor(
    private readonly api: Pick<AssessmentApi, 'form' | 'validate' | 'submit'>,
    private readonly student: () => Promise<StudentIdentity>,
  ) {
    this.form = new Resource(() => this.api.form(this.formId))
    makeAutoObservable<FormStore, 'api' | 'student'>(this, { api: false, student: false, form: false })
  }

  open(formId: string): Promise<void> {
    if (formId === this.formId && this.form.value) return Promise.resolve()
    this.formId = formId
    this.answers = {}
    this.problems = {}
    return this.form.setSource(() => this.api.form(formId))
  }

  answer(key: string, value: Answer): void {
    this.answers = { ...this.answers, [key]: value }
    if (this.problems[key]) {
      const rest = { ...this.problems }
      delete rest[key]
      this.problems = rest
    }
  }

  /** Validates (here, then by the rule engine) and submits once. */
  async submit(): Promise<SubmitResult> {
    const form = this.form.value
    if (!form) return { ok: false, message: '测评加载中' }
    if (this.submitting) return { ok: false, message: '正在提交，请稍候' }
    const local = localProblems(form, this.answers)
    if (Object.keys(local).length) {
      this.problems = local
      return { ok: false, message: Object.values(local)[0] }
    }
    this.submitting = true
    try {
      const answers = cleanAnswers(form, this.answers)
      const check = await this.api.validate({ formId: form.formId, answers })
      if (!check.pass) {
        const problems = engineProblems(check)
        runInAction(() => (this.problems = problems))
        return { ok: false, message: Object.values(problems)[0] ?? '填写有误，请检查' }
      }
      const { studentId } = await this.student()
      const { recordId } = await this.api.submit({ formId: form.formId, studentId, answers })
      runInAction(() => {
        this.answers = {}
        this.problems = {}
      })
      return { ok: true, recordId }
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }
}
