import type { FastifyInstance } from 'fastify'
import type { AnswerValue, PendingQuestionnaire } from '../../types/api/questionnaire'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { QUESTIONNAIRES, type Questionnaire } from '../seed/questionnaires'

const BASE = '/api/talkCard'

interface QuestionnaireState {
  /** `${userId}|${questionnaireId}` answered */
  answered: Map<string, Array<{ questionId: string; value: AnswerValue }>>
  /** closed pop-up events */
  closed: Set<string>
  /** whether waiting questionnaires pop up at all (on after every reset; tests of other journeys turn it off) */
  popUps: boolean
}

const stateOf = (ctx: MockContext) => ctx.area<QuestionnaireState>('questionnaire', () => ({ answered: new Map(), closed: new Set(), popUps: true }))

const isAnswered = (v: AnswerValue | undefined): boolean =>
  v !== undefined && v !== null && (Array.isArray(v) ? v.length > 0 : typeof v === 'number' ? v > 0 : String(v).trim() !== '')

/** Customer satisfaction questionnaires: the list, answering, and the pop-up of a pending one. */
export default async function questionnaireRoutes(app: FastifyInstance, ctx: MockContext) {
  const view = (userId: string, q: Questionnaire): Questionnaire => ({ ...q, status: stateOf(ctx).answered.has(`${userId}|${q.questionnaireId}`) ? 1 : 0 })

  app.get<{ Params: { id: string } }>(`${BASE}/questionnaireList/:id`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    return ok(QUESTIONNAIRES.map((q) => view(s.userId, q)))
  })

  app.get<{ Params: { id: string } }>(`${BASE}/popUpQuestionnaire/:id`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const st = stateOf(ctx)
    if (!st.popUps) return ok(null)
    const pending = QUESTIONNAIRES.find((q) => !q.linkUrl && !st.answered.has(`${s.userId}|${q.questionnaireId}`) && !st.closed.has(`EV-${s.userId}-${q.questionnaireId}`))
    const out: PendingQuestionnaire | null = pending ? { eventId: `EV-${s.userId}-${pending.questionnaireId}`, questionnaireId: pending.questionnaireId, title: pending.title } : null
    return ok(out)
  })

  /** Test switch: POST /__mock__/questionnaire-popups {enabled}; back on after /__mock__/reset. */
  app.post<{ Body: { enabled?: boolean } | null }>('/__mock__/questionnaire-popups', async (req) => {
    stateOf(ctx).popUps = req.body?.enabled !== false
    return { ok: true, enabled: stateOf(ctx).popUps }
  })

  app.get<{ Params: { eventId: string } }>(`${BASE}/closeQuestionnaire/:eventId`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    stateOf(ctx).closed.add(req.params.eventId)
    return ok(null)
  })

  /** Answers to a questionnaire; every required question must be answered. */
  app.post<{ Body: { questionnaireId?: string; answers?: Array<{ questionId: string; value: AnswerValue }> } | null }>(`${BASE}/submitQuestionnaire`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const q = QUESTIONNAIRES.find((x) => x.questionnaireId === req.body?.questionnaireId)
    if (!q) return fail(404, '问卷不存在')
    const answers = Array.isArray(req.body?.answers) ? req.body.answers : []
    const byId = new Map(answers.map((a) => [a.questionId, a.value]))
    const missing = q.questions.find((x) => x.required && !isAnswered(byId.get(x.questionId)))
    if (missing) return fail(500, `请回答：${missing.title}`)
    const st = stateOf(ctx)
    if (st.answered.has(`${s.userId}|${q.questionnaireId}`)) return fail(500, '您已提交过该问卷')
    st.answered.set(`${s.userId}|${q.questionnaireId}`, answers)
    return ok(null)
  })
}
