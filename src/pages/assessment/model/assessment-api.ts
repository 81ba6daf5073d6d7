import type { ApiResponse } from '@types-api/api/common'
import type {
  AbilityScore,
  DevelopFormView,
  FormRecord,
  FormRecordItem,
  FormSchema,
  FormSubmitRequest,
  FormSubmitResult,
  FormValidateRequest,
  FormValidateResult,
  WeekReport,
  WeekReportDetail,
} from '@types-api/api/assessment'
import type { AppConfig } from '@/config/parse-env'
import { HttpError } from '@/services/http/errors'
import type { DataShape } from '@/services/http/shape'
import type { Send } from '@/services/http/types'
import {
  abilitiesShape,
  developViewShape,
  formRecordShape,
  formRecordsShape,
  formSchemaShape,
  formSubmitShape,
  formValidateShape,
  weekReportDetailShape,
  weekReportsShape,
} from './assessment-shapes'

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new HttpError('bad-data', `${what}: empty data`)
  return value
}
const listOf = <T>(d: T[] | null | undefined): T[] => (Array.isArray(d) ? d : [])

/** Assessments, reports and week reports (mall service), form checks (rule engine, issuer mall). */
export function createAssessmentApi(send: Send, config: AppConfig) {
  const { mall, ruleEngine } = config.hosts
  const teacher = `${mall}/forms/records/v2/student`
  const get = <T>(url: string, shape: DataShape, data?: object) => send<ApiResponse<T>>({ url, method: 'GET', data, rule: 'code0', shape })
  const post = <T>(url: string, data: object, shape: DataShape, header?: Record<string, string>) =>
    send<ApiResponse<T>>({ url, method: 'POST', data, header, rule: 'code0', shape })
  const id = encodeURIComponent
  return {
    records: (studentId: string) => post<FormRecordItem[] | null>(`${mall}/basics/getFormRecordList`, { studentId }, formRecordsShape).then((r) => listOf(r.data)),
    form: (formId: string) => get<FormSchema | null>(`${mall}/forms/${id(formId)}`, formSchemaShape).then((r) => need(r.data, 'form')),
    validate: (req: FormValidateRequest) =>
      post<FormValidateResult | null>(`${ruleEngine}/rule_engine_backend/tms/form/validate`, req, formValidateShape, { issuer: 'mall' }).then((r) => need(r.data, 'validate')),
    submit: (req: FormSubmitRequest) => post<FormSubmitResult | null>(`${mall}/forms/records`, req, formSubmitShape).then((r) => need(r.data, 'submit')),
    record: (recordId: string) => get<FormRecord | null>(`${mall}/basics/forms/records/${id(recordId)}`, formRecordShape, { employeeId: 0 }).then((r) => need(r.data, 'record')),
    developView: (recordId: string) => get<DevelopFormView | null>(`${teacher}/developFormView`, developViewShape, { recordId }).then((r) => need(r.data, 'developFormView')),
    abilities: (recordId: string) =>
      post<AbilityScore[] | null>(`${mall}/ability/findPageAbilityList`, { data: JSON.stringify({ recordId }) }, abilitiesShape).then((r) => listOf(r.data)),
    weekReports: (studentId: string) => get<WeekReport[] | null>(`${teacher}/developFormViewForWeekReport`, weekReportsShape, { studentId }).then((r) => listOf(r.data)),
    weekReport: (studentId: string, reportId: string) =>
      get<WeekReportDetail | null>(`${teacher}/appointDevelopFormViewForWeekReport`, weekReportDetailShape, { studentId, reportId }).then((r) => need(r.data, 'weekReport')),
  }
}
export type AssessmentApi = ReturnType<typeof createAssessmentApi>
