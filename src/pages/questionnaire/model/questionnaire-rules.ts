import type { AnswerValue } from '@types-api/api/questionnaire'
import type { Question, Questionnaire } from './questionnaire-calls'

export type Answers = Record<string, AnswerValue | undefined>

/** Hosts an external questionnaire may live on (questionnaire-link opens nothing else). */
export const QUESTIONNAIRE_HOSTS = ['wj.qq.com', 'www.wjx.cn', 'wjx.cn', 'www.wenjuan.com', 'jinshuju.net']

export const isAnswered = (v: AnswerValue | undefined): boolean =>
  v !== undefined && v !== null && (Array.isArray(v) ? v.length > 0 : typeof v === 'number' ? v > 0 : v.trim() !== '')

/** The message for one question's answer, or '' when it is fine. */
export function answerProblem(q: Question, v: AnswerValue | undefined): string {
  if (!isAnswered(v)) return q.required ? `请回答：${q.title}` : ''
  if (q.kind === 'text' && typeof v === 'string' && q.maxLength && [...v.trim()].length > q.maxLength) return `${q.title}：不能超过${q.maxLength}字`
  if ((q.kind === 'single' || q.kind === 'multiple') && q.options) {
    const allowed = new Set(q.options.map((o) => o.value))
    const values = Array.isArray(v) ? v : [String(v)]
    if (values.some((x) => !allowed.has(x))) return `${q.title}：请从选项中选择`
  }
  if (q.kind === 'rating' && (typeof v !== 'number' || v < 1 || v > (q.maxScore ?? 5))) return `${q.title}：请打分`
  if (q.kind === 'date' && (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v))) return `${q.title}：日期格式不正确`
  return ''
}

/** Every problem, question by question (empty when the answers can be sent). */
export function validateAnswers(q: Pick<Questionnaire, 'questions'>, answers: Answers): Array<{ questionId: string; message: string }> {
  return q.questions.map((x) => ({ questionId: x.questionId, message: answerProblem(x, answers[x.questionId]) })).filter((p) => p.message)
}

/** The answers to send: answered questions only, text trimmed. */
export function answerList(q: Pick<Questionnaire, 'questions'>, answers: Answers): Array<{ questionId: string; value: AnswerValue }> {
  return q.questions
    .filter((x) => isAnswered(answers[x.questionId]))
    .map((x) => {
      const v = answers[x.questionId] as AnswerValue
      return { questionId: x.questionId, value: typeof v === 'string' ? v.trim() : v }
    })
}

/** An external questionnaire address may be opened only over https on an allowed host. */
export function allowedLink(url: string | null | undefined): string | null {
  const m = /^https:\/\/([^/?#:@]+)(?:[/?#]|$)/i.exec((url ?? '').trim())
  if (!m) return null
  const host = m[1].toLowerCase()
  return QUESTIONNAIRE_HOSTS.includes(host) ? (url ?? '').trim() : null
}
