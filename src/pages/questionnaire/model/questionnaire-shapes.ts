import { array, boolean, looseObject, nullish, number, string } from 'valibot'
import { flag, id, listShape } from '@/services/api/shapes'

const questionShape = looseObject({
  questionId: id,
  kind: string(),
  title: string(),
  required: nullish(boolean()),
  options: nullish(array(looseObject({ value: string(), label: string() }))),
  maxLength: nullish(number()),
  maxScore: nullish(number()),
})

/** talkCard/questionnaireList: the parent's questionnaires with their questions. */
export const questionnairesShape = listShape(
  looseObject({
    questionnaireId: id,
    title: string(),
    description: nullish(string()),
    status: nullish(flag),
    createTime: nullish(string()),
    questions: array(questionShape),
    linkUrl: nullish(string()),
  }),
)

/** talkCard/popUpQuestionnaire: the questionnaire to pop up, or null. */
