import type { FormSubmitRequest, FormValidateRequest } from '@types-api/api/assessment'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import { HttpError } from '@/services/http/errors'
import type { Send } from '@/services/http/types'
import { abilityList, developFormView, formRecord, formRecords, formSchema, formSubmit, formValidate, weekReport, weekReports } from './assessment-calls'

export type { FormQuestion, FormValidateResult } from './assessment-calls'

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new HttpError('bad-data', `${what}: empty data`)
  return value
}

/** Assessments, reports and week reports (mall service), form checks (rule engine, issuer mall). */
export function createAssessmentApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    /** the ids as text: they go into page addresses */
    records: (studentId: string) =>
      call(formRecords, studentId).then((d) => (d ?? []).map((r) => ({ ...r, formId: String(r.formId), recordId: r.recordId == null ? null : String(r.recordId) }))),
    form: (formId: string) => call(formSchema, formId).then((d) => {
        const form = need(d, 'form')
        return { ...form, formId: String(form.formId) }
      }),
    validate: (req: FormValidateRequest) => call(formValidate, req).then((d) => need(d, 'validate')),
    submit: (req: FormSubmitRequest) => call(formSubmit, req).then((d) => ({ recordId: String(need(d, 'submit').recordId) })),
    record: (recordId: string) => call(formRecord, recordId).then((d) => need(d, 'record')),
    developView: (recordId: string) => call(developFormView, recordId).then((d) => need(d, 'developFormView')),
    abilities: (recordId: string) => call(abilityList, recordId).then((d) => d ?? []),
    weekReports: (studentId: string) => call(weekReports, studentId).then((d) => (d ?? []).map((w) => ({ ...w, reportId: String(w.reportId) }))),
    weekReport: (studentId: string, reportId: string) => call(weekReport, { studentId, reportId }).then((d) => need(d, 'weekReport')),
  }
}
export type AssessmentApi = ReturnType<typeof createAssessmentApi>
/** What each call resolves with, for the stores and pages. */
export type AssessmentAnswer<K extends keyof AssessmentApi> = Awaited<ReturnType<AssessmentApi[K]>>
export type FormRecordItem = AssessmentAnswer<'records'>[number]
export type FormSchema = AssessmentAnswer<'form'>
