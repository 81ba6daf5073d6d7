import type { FormAnswers } from '@types-api/api/assessment'
import type { FormQuestion, FormSchema, FormValidateResult } from './assessment-calls'

export type Answer = FormAnswers[string]

const isEmpty = (q: FormQuestion, a: Answer | undefined): boolean =>
  a === undefined || a === null || a === '' || (Array.isArray(a) && a.length === 0) || (q.type === 'rate' && !(Number(a) > 0))

/** Checks done before asking the rule engine: every required question answered. Key → Chinese message. */
export function localProblems(form: FormSchema, answers: FormAnswers): Record<string, string> {
  const out: Record<string, string> = {}
  for (const q of form.questions) if (q.required && isEmpty(q, answers[q.key])) out[q.key] = `请回答：${q.title}`
  return out
}

/** The rule engine's answer as key → message (the first message of a key wins). */
export function engineProblems(result: FormValidateResult): Record<string, string> {
  const out: Record<string, string> = {}
  for (const e of result.errors ?? []) if (e?.key && !out[e.key]) out[e.key] = e.message || '填写有误'
  return out
}

/** Only the answered questions are sent; text is trimmed. */
export function cleanAnswers(form: FormSchema, answers: FormAnswers): FormAnswers {
  const out: FormAnswers = {}
  for (const q of form.questions) {
    const a = answers[q.key]
    if (isEmpty(q, a)) continue
    out[q.key] = typeof a === 'string' ? a.trim() : a
  }
  return out
}

/** '11/03' of a 'YYYY-MM-DD' day, for the trend's axis. */
export const shortDay = (day: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(5, 7)}/${day.slice(8, 10)}` : day)
