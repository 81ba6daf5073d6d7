/**
 * Customer satisfaction questionnaires (app service, /api/talkCard). The questionnaires' type comes
 * from their shape (pages/questionnaire/model/questionnaire-calls.ts).
 */

/** GET popUpQuestionnaire/{userId}: a questionnaire waiting for this parent, or null. */
export interface PendingQuestionnaire {
  eventId: string
  questionnaireId: string
  title: string
}

/** Answers: single, text and date a string, multiple a string list, rating a number. */
export type AnswerValue = string | string[] | number

/** POST submitQuestionnaire */
export interface QuestionnaireAnswers {
  questionnaireId: string
  userId: string
  answers: Array<{ questionId: string; value: AnswerValue }>
}
