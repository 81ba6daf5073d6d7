import type { FormSubmitRequest, FormValidateRequest } from '@types-api/api/assessment'
import { array, boolean, looseObject, nullable, nullish, number, record, string, union, type InferOutput } from 'valibot'
import { amount, flag, id, listShape } from '@/services/api/common-shapes'
import { declareService, type Answer, sends } from '@/services/http/declare'

const mall = declareService('mall')
const ruleEngine = declareService('ruleEngine')

/**
 * Assessments, their reports and the weekly growth reports (spec §2 Assessment, §7 Basics and
 * Teacher center; mall service), form checks (rule engine, header issuer: mall). The shapes are
 * what the assessment list, form, report and week report pages read.
 */

const TEACHER = '/forms/records/v2/student'

const formRecordsShape = listShape(
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
)

/** POST basics/getFormRecordList {studentId}: the assessments, done (with a record) or to take. */
export const formRecords = mall.post('/basics/getFormRecordList', formRecordsShape, { body: (studentId: string) => ({ studentId }) })
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
export const formSchema = mall.get((formId: string) => `/forms/${encodeURIComponent(formId)}`, nullable(looseObject({ formId: id, formName: string(), description: nullish(string()), questions: array(formQuestionShape) })))
export type FormSchema = NonNullable<Answer<typeof formSchema>>

/** POST /rule_engine_backend/tms/form/validate (header issuer: mall): per question key, Chinese messages. */
export const formValidate = ruleEngine.post('/rule_engine_backend/tms/form/validate', nullable(looseObject({ pass: boolean(), errors: nullish(array(looseObject({ key: string(), message: string() }))) })), { header: { issuer: 'mall' }, body: sends<FormValidateRequest> })
export type FormValidateResult = NonNullable<Answer<typeof formValidate>>

/** POST forms/records: submits the answers once the rule engine passed them. */
export const formSubmit = mall.post('/forms/records', nullable(looseObject({ recordId: id })), { body: sends<FormSubmitRequest> })

const formRecordShape = nullable(
  looseObject({
    recordId: id,
    formId: nullish(id),
    formName: string(),
    studentName: nullish(string()),
    submitTime: nullish(string()),
    answers: nullish(record(string(), union([string(), number(), array(string())]))),
  }),
)

/** GET basics/forms/records/{id}?employeeId=0: the answers given. */
export const formRecord = mall.get((recordId: string) => `/basics/forms/records/${encodeURIComponent(recordId)}`, formRecordShape, { query: () => ({ employeeId: 0 }) })

const developFormViewShape = nullable(
  looseObject({ recordId: nullish(id), totalScore: amount, level: nullish(string()), summary: nullish(string()), suggestions: nullish(array(string())) }),
)

/** GET forms/records/v2/student/developFormView?recordId: the report's conclusion (total score 0–100). */
export const developFormView = mall.get(`${TEACHER}/developFormView`, developFormViewShape, { query: (recordId: string) => ({ recordId }) })

const abilityShape = looseObject({ abilityName: string(), score: number(), fullScore: nullish(number()) })

/** POST ability/findPageAbilityList {data: JSON {recordId}}: the ability scores of a report. */
export const abilityList = mall.post('/ability/findPageAbilityList', listShape(abilityShape), { body: (recordId: string) => ({ data: JSON.stringify({ recordId }) }) })

/** One week's growth: 'YYYY-MM-DD' days, score 0–100. */
const weekReportShape = looseObject({ reportId: id, weekStart: string(), weekEnd: string(), score: nullish(amount), title: nullish(string()) })

/** GET …/developFormViewForWeekReport?studentId: the weekly growth reports. */
export const weekReports = mall.get(`${TEACHER}/developFormViewForWeekReport`, listShape(weekReportShape), { query: (studentId: string) => ({ studentId }) })

/** GET …/appointDevelopFormViewForWeekReport?studentId&reportId: one week's report. */
export const weekReport = mall.get(`${TEACHER}/appointDevelopFormViewForWeekReport`, nullable(looseObject({ ...weekReportShape.entries, summary: nullish(string()), abilities: nullish(array(abilityShape)), teacherComment: nullish(string()) })), { query: (q: { studentId: string; reportId: string }) => q })
