/**
 * Assessments, their reports and the weekly growth reports (spec §2 Assessment, §7 Basics and
 * Teacher center; mall service `/mall/api/v1`, rule engine `/rule_engine_backend`).
 */

/** One assessment of POST basics/getFormRecordList {studentId}: done (with a record) or to take. */
export interface FormRecordItem {
  formId: string
  /** the assessment's name */
  formName: string
  description: string
  /** the product that holds the assessment */
  productId: string
  /** 0 to take, 1 done */
  status: 0 | 1
  /** the record (report) of a done assessment */
  recordId: string | null
  /** 'YYYY-MM-DD HH:mm:ss' */
  submitTime: string | null
}

export type FormQuestionType = 'single' | 'multiple' | 'text' | 'rate'

export interface FormQuestion {
  key: string
  title: string
  type: FormQuestionType
  required: boolean
  options?: { label: string; value: string }[]
}

/** GET forms/{formId}: the questions of an assessment. */
export interface FormSchema {
  formId: string
  formName: string
  description: string
  questions: FormQuestion[]
}

export type FormAnswers = Record<string, string | string[] | number>

/** POST /rule_engine_backend/tms/form/validate (header issuer: mall). */
export interface FormValidateRequest {
  formId: string
  answers: FormAnswers
}
export interface FormValidateResult {
  pass: boolean
  /** per question key, Chinese messages */
  errors: { key: string; message: string }[]
}

/** POST forms/records: submits the answers once the rule engine passed them. */
export interface FormSubmitRequest extends FormValidateRequest {
  studentId: string
}
export interface FormSubmitResult {
  recordId: string
}

/** GET basics/forms/records/{id}?employeeId=0 */
export interface FormRecord {
  recordId: string
  formId: string
  formName: string
  studentName: string
  submitTime: string
  answers: FormAnswers
}

/** GET forms/records/v2/student/developFormView?recordId: the report's conclusion. */
export interface DevelopFormView {
  recordId: string
  /** total score 0–100 */
  totalScore: number
  level: string
  summary: string
  suggestions: string[]
}

/** One ability of POST ability/findPageAbilityList {data: JSON {recordId}}. */
export interface AbilityScore {
  abilityName: string
  score: number
  fullScore: number
}

/** One week of GET forms/records/v2/student/developFormViewForWeekReport?studentId. */
export interface WeekReport {
  reportId: string
  /** 'YYYY-MM-DD' */
  weekStart: string
  weekEnd: string
  /** growth score 0–100 */
  score: number
  title: string
}

/** GET forms/records/v2/student/appointDevelopFormViewForWeekReport?studentId&reportId */
export interface WeekReportDetail extends WeekReport {
  summary: string
  abilities: AbilityScore[]
  teacherComment: string
}
