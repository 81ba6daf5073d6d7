import type { ApiResponse } from '@types-api/api/common'
import type { Questionnaire, QuestionnaireAnswers } from '@types-api/api/questionnaire'
import { makeAutoObservable, runInAction } from 'mobx'
import { defineArea } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'
import type { Send } from '@/services/http/types'
import type { AppConfig } from '@/config/parse-env'
import { ignoresData, type DataShape } from '@/services/http/shape'
import { questionnairesShape } from './questionnaire-shapes'
import { answerList, validateAnswers, type Answers } from './questionnaire-rules'

export function createQuestionnaireApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const base = `${config.hosts.app}/api/talkCard`
  const get = <T>(path: string, shape: DataShape) => send<ApiResponse<T>>({ url: `${base}/${path}`, method: 'GET', rule: 'code0', shape }).then((r) => r.data)
  return {
    list: (userId: string) => get<Questionnaire[] | null>(`questionnaireList/${encodeURIComponent(userId)}`, questionnairesShape).then((d) => (Array.isArray(d) ? d : [])),
    /**
     * Answers go to POST /api/talkCard/submitQuestionnaire, a path spec §7 does not show (it lists
     * only questionnaireList, popUpQuestionnaire and closeQuestionnaire under talkCard). Nothing in §7
     * fits better: the rule engine's form/validate only checks a form, getFormRecordList and
     * forms/records read assessment form records, product/word sends product words. So the path
     * sits beside the spec's talkCard calls.
     */
    submit: (a: QuestionnaireAnswers) => send<ApiResponse<null>>({ url: `${base}/submitQuestionnaire`, method: 'POST', data: a, rule: 'code0', shape: ignoresData }),
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
  const userId = async () => shell.login.userId || (await shell.login.fetchUserInfo()).user_id
  return new QuestionnaireStore(api, userId)
})
