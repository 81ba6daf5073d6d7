import type { QuestionnaireAnswers } from '@types-api/api/questionnaire'
import { makeAutoObservable, runInAction } from 'mobx'
import { defineArea } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'
import type { Send } from '@/services/http/types'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import { questionnaireList, questionnaireOf, submitQuestionnaire, type Questionnaire } from './questionnaire-calls'
import { answerList, validateAnswers, type Answers } from './questionnaire-rules'

export function createQuestionnaireApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    list: async (userId: string) => (await call(questionnaireList, userId))?.map(questionnaireOf) ?? [],
    submit: (a: QuestionnaireAnswers) => call(submitQuestionnaire, a),
  }
}
export type QuestionnaireApi = ReturnType<typeof createQuestionnaireApi>

/** The parent's questionnaires and the one being answered (the pop-up of a pending one is the shell's). */
export class QuestionnaireStore {
  readonly list: Resource<Questionnaire[]>
  currentId = ''
  answers: Answers = {}
  errors: Record<string, string> = {}
  submitting = false

  constructor(
    private api: QuestionnaireApi,
    private userId: () => Promise<string>,
  ) {
    this.list = new Resource(async () => api.list(await userId()))
    makeAutoObservable<QuestionnaireStore, 'api' | 'userId'>(this, { api: false, userId: false, list: false })
  }

  get current(): Questionnaire | null {
    return this.list.value?.find((q) => q.questionnaireId === this.currentId) ?? null
  }

  open(id: string): void {
    this.currentId = id
    this.answers = {}
    this.errors = {}
  }

  setAnswer(questionId: string, value: Answers[string]): void {
    this.answers = { ...this.answers, [questionId]: value }
    if (this.errors[questionId]) {
      const { [questionId]: _gone, ...rest } = this.errors
      this.errors = rest
    }
  }

  /** Validates, then sends; throws the first problem's message when refused. */
  async submit(): Promise<void> {
    const q = this.current
    if (!q || this.submitting) return
    const problems = validateAnswers(q, this.answers)
    this.errors = Object.fromEntries(problems.map((p) => [p.questionId, p.message]))
    if (problems.length) throw new Error(problems[0].message)
    this.submitting = true
    try {
      await this.api.submit({ questionnaireId: q.questionnaireId, userId: await this.userId(), answers: answerList(q, this.answers) })
      runInAction(() => {
        const list = this.list.value ?? []
        this.list.set(list.map((x) => (x.questionnaireId === q.questionnaireId ? { ...x, status: 1 } : x)))
        this.currentId = ''
      })
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }
}

export const questionnaireArea = defineArea('questionnaire', ({ deps, shell }) => {
  const api = createQuestionnaireApi(deps.send, deps.config)
  const userId = () => shell.login.parentUserId()
  return new QuestionnaireStore(api, userId)
})
