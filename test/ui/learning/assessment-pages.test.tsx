import Taro from '@tarojs/taro'
import type { FormSubmitRequest, FormValidateRequest } from '@types-api/api/assessment'
import type { FormRecordItem, FormSchema, FormValidateResult } from '@/pages/assessment/model/assessment-api'
import AssessmentDetailPage from '@/pages/assessment/assessment-detail'
import AssessmentListPage from '@/pages/assessment/assessment-list'
import ReportReadDetailPage from '@/pages/assessment/report-read-detail'
import { stripTab as tab, waitFor } from '../helpers/render'
import { assessmentModel, byTestId, didShow, openAt, provideAssessment, pullDown, renderPage, text } from './learning-models'

const item = (formId: string, formName: string, done: boolean): FormRecordItem => ({
  formId,
  formName,
  description: `${formName}，约5分钟`,
  productId: 'PA1',
  status: done ? 1 : 0,
  recordId: done ? `R-${formId}` : null,
  submitTime: done ? '2026-11-18 15:20:00' : null,
})
const weeks = [
  { reportId: 'W1', weekStart: '2026-11-02', weekEnd: '2026-11-08', score: 62, title: '第1周成长周报' },
  { reportId: 'W2', weekStart: '2026-11-09', weekEnd: '2026-11-15', score: 70, title: '第2周成长周报' },
]

describe('assessment list', () => {
  beforeEach(() => {
    openAt('/pages/assessment/assessment-list')
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('lists assessments to take and done ones; a done one opens its report, one to take opens the form', async () => {
    const records = jest.fn().mockResolvedValue([item('F1', '注意力专项测评', false), item('F2', '儿童发育综合测评', true)])
    await renderPage(AssessmentListPage, provideAssessment(assessmentModel({ records, weekReports: jest.fn().mockResolvedValue(weeks) })))
    didShow()
    await waitFor(() => byTestId('assessment').length === 2)
    expect(records).toHaveBeenCalledWith('S1')
    const [todo, done] = byTestId('assessment')
    expect(todo.getAttribute('data-status')).toBe('todo')
    expect(todo.textContent).toContain('去测评')
    expect(done.getAttribute('data-status')).toBe('done')
    expect(done.textContent).toContain('2026-11-18 已完成')
    expect(done.textContent).toContain('查看报告')
    done.click()
    await waitFor(() => (Taro.navigateTo as jest.Mock).mock.calls.length === 1)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pages/assessment/report-read-detail?recordId=R-F2' }))
    todo.click()
    await waitFor(() => (Taro.navigateTo as jest.Mock).mock.calls.length === 2)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pages/assessment/assessment-detail?formId=F1' }))
  })

  it('成长周报 shows the trend chart and the weeks, latest first; no assessments says 暂无测评', async () => {
    await renderPage(AssessmentListPage, provideAssessment(assessmentModel({ records: jest.fn().mockResolvedValue([]), weekReports: jest.fn().mockResolvedValue(weeks) })))
    didShow()
    await waitFor(() => text().includes('暂无测评'))
    tab('成长周报').click()
    await waitFor(() => byTestId('week-report').length === 2)
    expect(byTestId('week-report').map((w) => w.querySelector('.assess-card__name')?.textContent)).toEqual(['第2周成长周报', '第1周成长周报'])
    expect(byTestId('week-report')[0].textContent).toContain('2026-11-09 至 2026-11-15 · 成长分 70')
    // the image element draws its <img> once it is set up
    await waitFor(() => !!byTestId('trend-chart')[0]?.querySelector('img'))
    expect(byTestId('trend-chart')[0].querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  })

  it('pull-down reads the assessments and the week reports again; a failed list offers 重新加载', async () => {
    jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
    const records = jest.fn().mockRejectedValueOnce(new Error('网络异常，请检查网络后重试')).mockResolvedValue([item('F1', '注意力专项测评', false)])
    const weekReports = jest.fn().mockResolvedValue(weeks)
    await renderPage(AssessmentListPage, provideAssessment(assessmentModel({ records, weekReports })))
    await waitFor(() => byTestId('error-state').length === 1)
    byTestId('error-retry')[0].click()
    await waitFor(() => byTestId('assessment').length === 1)
    expect(records).toHaveBeenCalledTimes(2)
    expect(weekReports).toHaveBeenCalledTimes(1)
    pullDown()
    await waitFor(() => records.mock.calls.length === 3 && weekReports.mock.calls.length === 2)
    expect(byTestId('assessment')).toHaveLength(1)
    await waitFor(() => (Taro.stopPullDownRefresh as jest.Mock).mock.calls.length > 0)
  })
})

const schema: FormSchema = {
  formId: 'F1',
  formName: '注意力专项测评',
  description: '持续注意与选择性注意专项评估',
  questions: [
    { key: 'age', title: '孩子的年龄段', type: 'single', required: true, options: [{ label: '0-3岁', value: 'a' }, { label: '3-6岁', value: 'b' }] },
    { key: 'note', title: '补充说明', type: 'text', required: false },
  ],
}

describe('assessment detail', () => {
  beforeEach(() => {
    openAt('/pages/assessment/assessment-detail', { formId: 'F1' })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
    jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  const errors = () => byTestId('question-error').map((e) => [e.closest('[data-testid="question"]')?.getAttribute('data-key'), e.textContent])

  it('a required question left open is marked in Chinese; the rule engine\'s result is shown at its question; a passing form is sent and its report opens', async () => {
    const validate = jest
      .fn<Promise<FormValidateResult>, [FormValidateRequest]>()
      .mockResolvedValueOnce({ pass: false, errors: [{ key: 'note', message: '补充说明至少5个字' }] })
      .mockResolvedValueOnce({ pass: true, errors: [] })
    const submit = jest.fn(async (_req: FormSubmitRequest) => ({ recordId: 'R9' }))
    await renderPage(AssessmentDetailPage, provideAssessment(assessmentModel({ form: jest.fn().mockResolvedValue(schema), validate, submit, records: jest.fn().mockResolvedValue([]) })))
    await waitFor(() => byTestId('question').length === 2)
    expect(text()).toContain('注意力专项测评')

    byTestId('submit-assessment')[0].click()
    await waitFor(() => errors().length === 1)
    expect(errors()).toEqual([['age', '请回答：孩子的年龄段']])
    expect(validate).not.toHaveBeenCalled()

    ;(byTestId('question')[0].querySelector('.nut-radio') as HTMLElement).click()
    await waitFor(() => errors().length === 0)
    const area = byTestId('question')[1].querySelector('textarea') as HTMLTextAreaElement
    area.value = '短'
    area.dispatchEvent(new Event('input', { bubbles: true }))
    byTestId('submit-assessment')[0].click()
    await waitFor(() => errors().length === 1)
    expect(validate).toHaveBeenCalledWith({ formId: 'F1', answers: { age: 'a', note: '短' } })
    expect(errors()).toEqual([['note', '补充说明至少5个字']])
    expect(submit).not.toHaveBeenCalled()

    area.value = '上课时容易走神'
    area.dispatchEvent(new Event('input', { bubbles: true }))
    byTestId('submit-assessment')[0].click()
    await waitFor(() => submit.mock.calls.length === 1)
    expect(submit).toHaveBeenCalledWith({ formId: 'F1', studentId: 'S1', answers: { age: 'a', note: '上课时容易走神' } })
    await waitFor(() => (Taro.redirectTo as jest.Mock).mock.calls.length === 1)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/assessment/report-read-detail?recordId=R9' })
  })
})

describe('report', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows the score, level, every ability with its score, the chart and the suggestions', async () => {
    openAt('/pages/assessment/report-read-detail', { recordId: 'R9' })
    const abilities = jest.fn().mockResolvedValue([
      { abilityName: '大运动', score: 50, fullScore: 100 },
      { abilityName: '精细动作', score: 69, fullScore: 100 },
      { abilityName: '语言', score: 64, fullScore: 100 },
    ])
    const model = assessmentModel({
      record: jest.fn().mockResolvedValue({ recordId: 'R9', formId: 'F1', formName: '注意力专项测评', studentName: '乐乐', submitTime: '2026-11-22 20:45:10', answers: {} }),
      developView: jest.fn().mockResolvedValue({ recordId: 'R9', totalScore: 62, level: '发育基本正常', summary: '整体达到同龄水平', suggestions: ['每天亲子游戏15分钟', '睡前共读'] }),
      abilities,
    })
    await renderPage(ReportReadDetailPage, provideAssessment(model))
    await waitFor(() => byTestId('ability').length === 3)
    expect(abilities).toHaveBeenCalledWith('R9')
    expect(byTestId('total-score')[0].textContent).toBe('62')
    expect(text()).toContain('发育基本正常')
    expect(text()).toContain('乐乐 · 2026-11-22 20:45')
    expect(byTestId('ability').map((a) => a.textContent)).toEqual(['大运动50/100', '精细动作69/100', '语言64/100'])
    expect(byTestId('ability-chart')[0].querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(text()).toContain('1. 每天亲子游戏15分钟')
    expect(text()).toContain('2. 睡前共读')
  })

  it('a report that cannot be read shows the error; 重新加载 reads it', async () => {
    openAt('/pages/assessment/report-read-detail', { recordId: 'R9' })
    const record = jest
      .fn()
      .mockRejectedValueOnce(new Error('网络异常，请检查网络后重试'))
      .mockResolvedValue({ recordId: 'R9', formId: 'F1', formName: '注意力专项测评', studentName: '乐乐', submitTime: '2026-11-22 20:45:10', answers: {} })
    const model = assessmentModel({
      record,
      developView: jest.fn().mockResolvedValue({ recordId: 'R9', totalScore: 62, level: '发育基本正常', summary: '', suggestions: [] }),
      abilities: jest.fn().mockResolvedValue([]),
    })
    await renderPage(ReportReadDetailPage, provideAssessment(model))
    await waitFor(() => byTestId('error-state').length === 1)
    expect(byTestId('report-detail')).toHaveLength(0)
    byTestId('error-retry')[0].click()
    await waitFor(() => byTestId('total-score').length === 1)
    expect(record).toHaveBeenCalledTimes(2)
  })

  it('a weekly report shows its score, summary and teacher comment', async () => {
    openAt('/pages/assessment/report-read-detail', { reportId: 'W2' })
    const weekReport = jest.fn().mockResolvedValue({ ...weeks[1], summary: '本周专注时长提升', abilities: [{ abilityName: '专注', score: 7, fullScore: 10 }], teacherComment: '乐乐进步很大' })
    await renderPage(ReportReadDetailPage, provideAssessment(assessmentModel({ weekReport })))
    await waitFor(() => byTestId('week-report-detail').length === 1)
    expect(weekReport).toHaveBeenCalledWith('S1', 'W2')
    expect(text()).toContain('第2周成长周报')
    expect(text()).toContain('本周专注时长提升')
    expect(text()).toContain('乐乐进步很大')
  })
})
