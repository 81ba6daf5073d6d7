import type { QuestionnaireAnswers } from '@types-api/api/questionnaire'
import { array, boolean, looseObject, nullish, number, string, type InferOutput } from 'valibot'
import { flag, flagOf, id, listShape } from '@/services/api/common-shapes'
import { declareService, noData, sends } from '@/services/http/declare'

const app = declareService('app')

const questionShape = looseObject({
  questionId: id,
  /** single, multiple, text, rating or date */
  kind: string(),
  title: string(),
  required: nullish(boolean()),
  options: nullish(array(looseObject({ value: string(), label: string() }))),
  /** text: most characters */
  maxLength: nullish(number()),
  /** rating: the highest score (default 5) */
  maxScore: nullish(number()),
})

const questionnaireShape = looseObject({
  questionnaireId: id,
  title: string(),
  description: nullish(string()),
  /** 0 waiting for answers, 1 answered */
  status: nullish(flag),
  createTime: nullish(string()),
  questions: array(questionShape),
  /** an external questionnaire opened through questionnaire-link instead of the form */
  linkUrl: nullish(string()),
})

/** talkCard/questionnaireList/{userId}: the parent's questionnaires with their questions. */
export const questionnaireList = app.get((userId: string) => `/api/talkCard/questionnaireList/${encodeURIComponent(userId)}`, listShape(questionnaireShape))

/**
 * Answers go to POST /api/talkCard/submitQuestionnaire, a path spec §7 does not show (it lists
 * only questionnaireList, popUpQuestionnaire and closeQuestionnaire under talkCard). Nothing in §7
 * fits better: the rule engine's form/validate only checks a form, getFormRecordList and
 * forms/records read assessment form records, product/word sends product words. So the path
 * sits beside the spec's talkCard calls.
 */
export const submitQuestionnaire = app.post('/api/talkCard/submitQuestionnaire', noData, { body: sends<QuestionnaireAnswers> })

/** A question as the form reads it: the id as text, required true or false. */
const questionOf = (q: InferOutput<typeof questionShape>) => ({ ...q, questionId: String(q.questionId), required: q.required === true })
export type Question = ReturnType<typeof questionOf>

/** A questionnaire as the list reads it: the id as text, status 1 once answered. */
export const questionnaireOf = (q: InferOutput<typeof questionnaireShape>) => ({
  ...q,
  questionnaireId: String(q.questionnaireId),
  status: flagOf(q.status),
  questions: q.questions.map(questionOf),
})
export type Questionnaire = ReturnType<typeof questionnaireOf>
