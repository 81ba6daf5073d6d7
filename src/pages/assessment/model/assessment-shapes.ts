import { array, boolean, looseObject, nullable, nullish, number, record, string, union } from 'valibot'
import { amount, flag, id, listShape } from '@/services/api/shapes'

/** The assessment answers as the assessment list, form, report and week report pages read them. */
export const formRecordsShape = listShape(
  looseObject({
    formId: id,
    formName: string(),
    description: nullish(string()),
    productId: nullish(id),
    status: nullish(flag),
    recordId: nullish(id),
    submitTime: nullish(string()),
  }),
)

export const formSchemaShape = nullable(
  looseObject({
    formId: id,
    formName: string(),
    description: nullish(string()),
    questions: array(
      looseObject({
        key: string(),
        title: string(),
        type: string(),
        required: nullish(boolean()),
        options: nullish(array(looseObject({ label: string(), value: string() }))),
      }),
    ),
  }),
)

export const formValidateShape = nullable(looseObject({ pass: boolean(), errors: nullish(array(looseObject({ key: string(), message: string() }))) }))
export const formSubmitShape = nullable(looseObject({ recordId: id }))

const answerShape = union([string(), number(), array(string())])
export const formRecordShape = nullable(
  looseObject({
    recordId: id,
    formId: nullish(id),
    formName: string(),
    studentName: nullish(string()),
    submitTime: nullish(string()),
    answers: nullish(record(string(), answerShape)),
  }),
)

export const developViewShape = nullable(
  looseObject({ recordId: nullish(id), totalScore: amount, level: nullish(string()), summary: nullish(string()), suggestions: nullish(array(string())) }),
)

const abilityShape = looseObject({ abilityName: string(), score: number(), fullScore: nullish(number()) })
export const abilitiesShape = listShape(abilityShape)

const weekReportShape = looseObject({ reportId: id, weekStart: string(), weekEnd: string(), score: nullish(amount), title: nullish(string()) })
export const weekReportsShape = listShape(weekReportShape)
export const weekReportDetailShape = nullable(
  looseObject({ ...weekReportShape.entries, summary: nullish(string()), abilities: nullish(array(abilityShape)), teacherComment: nullish(string()) }),
)
