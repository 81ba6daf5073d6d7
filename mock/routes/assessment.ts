import dayjs from 'dayjs'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FormAnswers, FormSubmitRequest, FormValidateRequest } from '../../types/api/assessment'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { abilitiesOf, DEMO_STUDENT, FORMS, learningOf, weekReports, type DevelopFormView, type FormSchema, type FormValidateResult } from '../seed/learning'
import { requestOrigin } from '../seed/products'

const MALL = '/mall/api/v1'
const TEACHER = `${MALL}/forms/records/v2/student`

/** The rule engine's checks of a form's answers: required questions, option values, text length. */
export function validateAnswers(form: FormSchema, answers: FormAnswers): FormValidateResult {
  const errors: FormValidateResult['errors'] = []
  for (const q of form.questions) {
    const a = answers[q.key]
    const empty = a === undefined || a === null || a === '' || (Array.isArray(a) && a.length === 0) || (q.type === 'rate' && Number(a) <= 0)
    if (empty) {
      if (q.required) errors.push({ key: q.key, message: `请回答：${q.title}` })
      continue
    }
    const values = q.options?.map((o) => o.value) ?? []
    if (q.type === 'single' && !values.includes(String(a))) errors.push({ key: q.key, message: `${q.title}：选项无效` })
    if (q.type === 'multiple' && (!Array.isArray(a) || a.some((v) => !values.includes(String(v))))) errors.push({ key: q.key, message: `${q.title}：选项无效` })
    if (q.type === 'rate' && !(Number(a) >= 1 && Number(a) <= 5)) errors.push({ key: q.key, message: `${q.title}：请打1到5星` })
    if (q.type === 'text' && String(a).trim().length < 5) errors.push({ key: q.key, message: '补充说明至少5个字' })
  }
  return { pass: errors.length === 0, errors }
}

function developView(recordId: string): DevelopFormView {
  const abilities = abilitiesOf(recordId)
  const total = Math.round(abilities.reduce((s, a) => s + a.score, 0) / abilities.length)
  const weakest = [...abilities].sort((a, b) => a.score - b.score)[0]
  return {
    recordId,
    totalScore: total,
    level: total >= 80 ? '发育良好' : total >= 60 ? '发育基本正常' : '建议进一步评估',
    summary: `孩子整体发育${total >= 60 ? '基本达到' : '略低于'}同龄水平，${weakest.abilityName}能区相对薄弱。`,
    suggestions: [`每天安排15分钟${weakest.abilityName}相关的亲子游戏`, '保持规律作息，减少电子屏幕时间', '3个月后复测，观察变化'],
  }
}

/** Assessments, reports and weekly growth reports (spec §7 Basics, Teacher center, rule engine). */
export default async function assessmentRoutes(app: FastifyInstance, ctx: MockContext) {
  const learning = (req: FastifyRequest) => learningOf(ctx, requestOrigin(req))
  const loggedIn = (req: FastifyRequest) => Boolean(ctx.sessionOf(req))

  app.post<{ Body: { studentId?: string } }>(`${MALL}/basics/getFormRecordList`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    if (req.body?.studentId !== DEMO_STUDENT) return ok([])
    return ok(learning(req).assessments)
  })

  app.get<{ Params: { formId: string } }>(`${MALL}/forms/:formId`, async (req) => {
    const form = FORMS.find((f) => f.formId === req.params.formId)
    return form ? ok(form) : fail(500901, '测评不存在')
  })

  app.post<{ Body: Partial<FormValidateRequest> }>('/rule_engine_backend/tms/form/validate', async (req, reply) => {
    if (req.headers.issuer !== 'mall') return reply.code(403).send(fail(403, '缺少调用方'))
    const form = FORMS.find((f) => f.formId === req.body?.formId)
    if (!form) return fail(500901, '测评不存在')
    return ok(validateAnswers(form, req.body?.answers ?? {}))
  })

  app.post<{ Body: Partial<FormSubmitRequest> }>(`${MALL}/forms/records`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    const b = req.body ?? {}
    const form = FORMS.find((f) => f.formId === b.formId)
    if (!form) return fail(500901, '测评不存在')
    if (b.studentId !== DEMO_STUDENT) return fail(500801, '学员不存在')
    const check = validateAnswers(form, b.answers ?? {})
    if (!check.pass) return fail(500902, check.errors[0].message)
    const s = learning(req)
    const item = s.assessments.find((a) => a.formId === form.formId)
    if (item?.status === 1) return fail(500903, '该测评已完成')
    const recordId = `R${String(s.nextId++).padStart(4, '0')}`
    const submitTime = dayjs().format('YYYY-MM-DD HH:mm:ss')
    s.records.set(recordId, { formId: form.formId, answers: b.answers ?? {}, submitTime })
    if (item) Object.assign(item, { status: 1, recordId, submitTime })
    return ok({ recordId })
  })

  app.get<{ Params: { id: string } }>(`${MALL}/basics/forms/records/:id`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    const rec = learning(req).records.get(req.params.id)
    if (!rec) return fail(500904, '报告不存在')
    const form = FORMS.find((f) => f.formId === rec.formId)!
    return ok({ recordId: req.params.id, formId: rec.formId, formName: form.formName, studentName: '乐乐', submitTime: rec.submitTime, answers: rec.answers })
  })

  app.get<{ Querystring: { recordId?: string } }>(`${TEACHER}/developFormView`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    const id = String(req.query.recordId ?? '')
    if (!learning(req).records.has(id)) return fail(500904, '报告不存在')
    return ok(developView(id))
  })

  app.post<{ Body: { data?: string } }>(`${MALL}/ability/findPageAbilityList`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    let recordId = ''
    try {
      recordId = String((JSON.parse(String(req.body?.data ?? '{}')) as { recordId?: string }).recordId ?? '')
    } catch {
      return fail(500905, '参数错误')
    }
    if (!learning(req).records.has(recordId)) return fail(500904, '报告不存在')
    return ok(abilitiesOf(recordId))
  })

  app.get<{ Querystring: { studentId?: string } }>(`${TEACHER}/developFormViewForWeekReport`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    return ok(req.query.studentId === DEMO_STUDENT ? weekReports(dayjs()) : [])
  })

  app.get<{ Querystring: { studentId?: string; reportId?: string } }>(`${TEACHER}/appointDevelopFormViewForWeekReport`, async (req) => {
    if (!loggedIn(req)) return fail(-400, '登录已失效')
    const week = weekReports(dayjs()).find((w) => w.reportId === req.query.reportId)
    if (!week || req.query.studentId !== DEMO_STUDENT) return fail(500906, '周报不存在')
    return ok({
      ...week,
      summary: `本周完成训练${3 + (week.score % 3)}次，专注时长较上周有所提升。`,
      abilities: abilitiesOf(week.reportId),
      teacherComment: '乐乐本周上课很积极，能主动回答问题，继续加油！',
    })
  })
}
