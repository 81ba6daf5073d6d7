import type { FormSubmitRequest, FormValidateRequest } from '@types-api/api/assessment'
import { array, boolean, looseObject, nullable, nullish, number, record, string, union, type InferOutput } from 'valibot'
import { amount, flag, id, listShape } from '@/services/api/common-shapes'
import { declareCall, type Answer } from '@/services/http/declare'

/**
 * Assessments, their reports and the weekly growth reports (spec §2 Assessment, §7 Basics and
 * Teacher center; mall service), form checks (rule engine, header issuer: mall). The shapes are
 * what the assessment list, form, report and week report pages read.
 */

const TEACHER = '/forms/records/v2/student'

/** POST basics/getFormRecordList {studentId}: the assessments, done (with a record) or to take. */
export const formRecords = declareCall({
  service: 'mall',
  method: 'POST',
  path: '/basics/getFormRecordList',
  shape: listShape(
    looseObject({
      formId: id,
      formName: string(),
      description: nullish(string()),
      productId: nullish(id),
      /** 0 to take, 1 done */
      status: nullish(flag),
      /** the record (report) of a done assessment */
      recordId: nullish(id),
      /** 'YYYY-MM-DD HH:mm:ss' */
      submitTime: nullish(string()),
    }),
  ),
  body: (studentId: string) => ({ studentId }),
})
export type FormRecordItem = NonNullable<Answer<typeof formRecords>>[number]

const formQuestionShape = looseObject({
  key: string(),
  title: string(),
  /** 'single' | 'multiple' | 'text' | 'rate' */
  type: string(),
  required: nullish(boolean()),
  options: nullish(array(looseObject({ label: string(), value: string() }))),
})
export type FormQuestion = InferOutput<typeof formQuestionShape>

/** GET forms/{formId}: the questions of an assessment. */
export const formSchema = declareCall({
  service: 'mall',
  method: 'GET',
  path: (formId: string) => `/forms/${encodeURIComponent(formId)}`,
  shape: nullable(looseObject({ formId: id, formName: string(), description: nullish(string()), questions: array(formQuestionShape) })),
})
export type FormSchema = NonNullable<Answer<typeof formSchema>>

/** POST /rule_engine_backend/tms/form/validate (header issuer: mall): per question key, Chinese messages. */
export const formValidate = declareCall({
  service: 'ruleEngine',
  method: 'POST',
  path: '/rule_engine_backend/tms/form/validate',
  header: { issuer: 'mall' },
  shape: nullable(looseObject({ pass: boolean(), errors: nullish(array(looseObject({ key: string(), message: string() }))) })),
  body: (req: FormValidateRequest) => req,
})
export type FormValidateResult = NonNullable<Answer<typeof formValidate>>

/** POST forms/records: submits the answers once the rule engine passed them. */
export const formSubmit = declareCall({
  service: 'mall',
  method: 'POST',
  path: '/forms/records',
  shape: nullable(looseObject({ recordId: id })),
  body: (req: FormSubmitRequest) => req,
})

/** GET basics/forms/records/{id}?employeeId=0: the answers given. */
export const formRecord = declareCall({
  service: 'mall',
  method: 'GET',
  path: (recordId: string) => `/basics/forms/records/${encodeURIComponent(recordId)}`,
  shape: nullable(
    looseObject({
      recordId: id,
      formId: nullish(id),
      formName: string(),
      studentName: nullish(string()),
      submitTime: nullish(string()),
      answers: nullish(record(string(), union([string(), number(), array(string())]))),
    }),
  ),
  query: () => ({ employeeId: 0 }),
})

/** GET forms/records/v2/student/developFormView?recordId: the report's conclusion (total score 0–100). */
export const developFormView = declareCall({
  service: 'mall',
  method: 'GET',
  path: `${TEACHER}/developFormView`,
  shape: nullable(
    looseObject({ recordId: nullish(id), totalScore: amount, level: nullish(string()), summary: nullish(string()), suggestions: nullish(array(string())) }),
  ),
  query: (recordId: string) => ({ recordId }),
})

const abilityShape = looseObject({ abilityName: string(), score: number(), fullScore: nullish(number()) })

/** POST ability/findPageAbilityList {data: JSON {recordId}}: the ability scores of a report. */
export const abilityList = declareCall({
  service: 'mall',
  method: 'POST',
  path: '/ability/findPageAbilityList',
  shape: listShape(abilityShape),
  body: (recordId: string) => ({ data: JSON.stringify({ recordId }) }),
})

/** One week's growth: 'YYYY-MM-DD' days, score 0–100. */
const weekReportShape = looseObject({ reportId: id, weekStart: string(), weekEnd: string(), score: nullish(amount), title: nullish(string()) })

/** GET …/developFormViewForWeekReport?studentId: the weekly growth reports. */
export const weekReports = declareCall({
  service: 'mall',
  method: 'GET',
  path: `${TEACHER}/developFormViewForWeekReport`,
  shape: listShape(weekReportShape),
  query: (studentId: string) => ({ studentId }),
})

/** GET …/appointDevelopFormViewForWeekReport?studentId&reportId: one week's report. */
export const weekReport = declareCall({
  service: 'mall',
  method: 'GET',
  path: `${TEACHER}/appointDevelopFormViewForWeekReport`,
  shape: nullable(looseObject({ ...weekReportShape.entries, summary: nullish(string()), abilities: nullish(array(abilityShape)), teacherComment: nullish(string()) })),
  query: (q: { studentId: string; reportId: string }) => q,
})
