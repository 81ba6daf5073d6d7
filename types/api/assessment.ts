/**
 * Assessments, their reports and the weekly growth reports (spec §2 Assessment, §7 Basics and
 * Teacher center; mall service `/mall/api/v1`, rule engine `/rule_engine_backend`).
 */

export type FormAnswers = Record<string, string | string[] | number>

/** POST /rule_engine_backend/tms/form/validate (header issuer: mall). */
export interface FormValidateRequest {
  formId: string
  answers: FormAnswers
}

/** POST forms/records: submits the answers once the rule engine passed them. */
export interface FormSubmitRequest extends FormValidateRequest {
  studentId: string
}
