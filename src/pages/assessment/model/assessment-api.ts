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
import type { Send } from '@/services/http/types'

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new HttpError('bad-data', `${what}: empty data`)
  return value
}
const listOf = <T>(d: T[] | null | undefined): T[] => (Array.isArray(d) ? d : [])

/** Assessments, reports and week reports (mall service), form checks (rule engine, issuer mall). */
export function createAssessmentApi(send: Send, config: AppConfig) {
  const { mall, ruleEngine } = config.hosts
  const teacher = `${mall}/forms/records/v2/student`
  const get = <T>(url: string, data?: object) => send<ApiResponse<T>>({ url, method: 'GET', data, rule: 'code0' })
  const post = <T>(url: string, data: object, header?: Record<string, string>) => send<ApiResponse<T>>({ url, method: 'POST', data, header, rule: 'code0' })
  const id = encodeURIComponent
  return {
    records: (studentId: string) => post<FormRecordItem[] | null>(`${mall}/basics/getFormRecordList`, { studentId }).then((r) => listOf(r.data)),
    form: (formId: string) => get<FormSchema | null>(`${mall}/forms/${id(formId)}`).then((r) => need(r.data, 'form')),
    validate: (req: FormValidateRequest) =>
      post<FormValidateResult | null>(`${ruleEngine}/rule_engine_backend/tms/form/validate`, req, { issuer: 'mall' }).then((r) => need(r.data, 'validate')),
    submit: (req: FormSubmitRequest) => post<FormSubmitResult | null>(`${mall}/forms/records`, req).then((r) => need(r.data, 'submit')),
    record: (recordId: string) => get<FormRecord | null>(`${mall}/basics/forms/records/${id(recordId)}`, { employeeId: 0 }).then((r) => need(r.data, 'record')),
    developView: (recordId: string) => get<DevelopFormView | null>(`${teacher}/developFormView`, { recordId }).then((r) => need(r.data, 'developFormView')),
    abilities: (recordId: string) =>
      post<AbilityScore[] | null>(`${mall}/ability/findPageAbilityList`, { data: JSON.stringify({ recordId }) }).then((r) => listOf(r.data)),
    weekReports: (studentId: string) => get<WeekReport[] | null>(`${teacher}/developFormViewForWeekReport`, { studentId }).then((r) => listOf(r.data)),
    weekReport: (studentId: string, reportId: string) =>
      get<WeekReportDetail | null>(`${teacher}/appointDevelopFormViewForWeekReport`, { studentId, reportId }).then((r) => need(r.data, 'weekReport')),
  }
}
export type AssessmentApi = ReturnType<typeof createAssessmentApi>
