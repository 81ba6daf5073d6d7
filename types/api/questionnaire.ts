/** Customer satisfaction questionnaires (app service, /api/talkCard). */

export type QuestionKind = 'single' | 'multiple' | 'text' | 'rating' | 'date'

export interface QuestionOption {
  value: string
  label: string
}

export interface Question {
  questionId: string
  kind: QuestionKind
  title: string
  required: boolean
  /** single and multiple */
  options?: QuestionOption[]
  /** text: most characters */
  maxLength?: number
  /** rating: the highest score (default 5) */
  maxScore?: number
}

/** GET questionnaireList/{userId} */
export interface Questionnaire {
  questionnaireId: string
  title: string
  description: string
  /** 0 waiting for answers, 1 answered */
  status: 0 | 1
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string
  questions: Question[]
  /** an external questionnaire opened through questionnaire-link instead of the form */
  linkUrl?: string
}

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
