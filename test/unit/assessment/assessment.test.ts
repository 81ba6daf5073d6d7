import type { FormSchema } from '@/pages/assessment/model/assessment-api'
import { barSvg, base64, RADAR_RADIUS, radarHeight, radarSvg, svgDataUri, trendSvg } from '@/pages/assessment/model/charts'
import { cleanAnswers, engineProblems, localProblems, shortDay } from '@/pages/assessment/model/form-rules'
import { FormStore } from '@/pages/assessment/model/form-store'

const student = () => Promise.resolve({ studentId: 'S1', userId: 'U1' })
const form: FormSchema = {
  formId: 'F02',
  formName: '注意力专项测评',
  description: '',
  questions: [
    { key: 'age', title: '孩子的年龄段', type: 'single', required: true, options: [{ label: '3-6岁', value: '3-6' }] },
    { key: 'concern', title: '关心的方面', type: 'multiple', required: true, options: [{ label: '注意力', value: 'attention' }] },
    { key: 'focus', title: '专注程度', type: 'rate', required: true },
    { key: 'describe', title: '补充说明', type: 'text', required: false },
  ],
}

describe('form validation results', () => {
  it('asks for every required answer here first', () => {
    expect(localProblems(form, {})).toEqual({ age: '请回答：孩子的年龄段', concern: '请回答：关心的方面', focus: '请回答：专注程度' })
    expect(localProblems(form, { age: '3-6', concern: [], focus: 0 })).toEqual({ concern: '请回答：关心的方面', focus: '请回答：专注程度' })
    expect(localProblems(form, { age: '3-6', concern: ['attention'], focus: 3 })).toEqual({})
  })

  it("maps the rule engine's errors per question and sends only answers", () => {
    expect(engineProblems({ pass: false, errors: [{ key: 'describe', message: '补充说明至少5个字' }, { key: 'describe', message: '其他' }, { key: 'age', message: '' }] })).toEqual({
      describe: '补充说明至少5个字',
      age: '填写有误',
    })
    expect(cleanAnswers(form, { age: '3-6', concern: [], focus: 4, describe: '  好的  ' })).toEqual({ age: '3-6', focus: 4, describe: '好的' })
    expect(shortDay('2026-11-02')).toBe('11/02')
  })

  it('does not call the rule engine while required answers are missing; shows its errors; submits once it passes', async () => {
    const validate = jest
      .fn()
      .mockResolvedValueOnce({ pass: false, errors: [{ key: 'describe', message: '补充说明至少5个字' }] })
      .mockResolvedValueOnce({ pass: true, errors: [] })
    const submit = jest.fn().mockResolvedValue({ recordId: 'R9' })
    const store = new FormStore({ form: jest.fn().mockResolvedValue(form), validate, submit }, student)
    await store.open('F02')
    expect(await store.submit()).toEqual({ ok: false, message: '请回答：孩子的年龄段' })
    expect(store.problems.focus).toBe('请回答：专注程度')
    expect(validate).not.toHaveBeenCalled()

    store.answer('age', '3-6')
    expect(store.problems.age).toBeUndefined()
    store.answer('concern', ['attention'])
    store.answer('focus', 4)
    store.answer('describe', '短')
    expect(await store.submit()).toEqual({ ok: false, message: '补充说明至少5个字' })
    expect(validate).toHaveBeenCalledWith({ formId: 'F02', answers: { age: '3-6', concern: ['attention'], focus: 4, describe: '短' } })
    expect(store.problems).toEqual({ describe: '补充说明至少5个字' })
    expect(submit).not.toHaveBeenCalled()

    store.answer('describe', '注意力容易分散')
    expect(await store.submit()).toEqual({ ok: true, recordId: 'R9' })
    expect(submit).toHaveBeenCalledWith({ formId: 'F02', studentId: 'S1', answers: { age: '3-6', concern: ['attention'], focus: 4, describe: '注意力容易分散' } })
  })

  it('locks submit while the rule engine answers', async () => {
    let release: (v: { pass: boolean; errors: [] }) => void = () => undefined
    const validate = jest.fn(() => new Promise<{ pass: boolean; errors: [] }>((r) => (release = r)))
    const submit = jest.fn().mockResolvedValue({ recordId: 'R1' })
    const store = new FormStore({ form: jest.fn().mockResolvedValue(form), validate, submit }, student)
    await store.open('F02')
    store.answer('age', '3-6')
    store.answer('concern', ['attention'])
    store.answer('focus', 2)
    const first = store.submit()
    expect(await store.submit()).toEqual({ ok: false, message: '正在提交，请稍候' })
    release({ pass: true, errors: [] })
    await first
    expect(submit).toHaveBeenCalledTimes(1)
  })
})

describe('charts', () => {
  const abilities = ['大运动', '精细动作', '语言', '认知', '社会情绪'].map((label, i) => ({ label, value: 50 + i * 10, max: 100 }))

  it('draws a radar with one point per ability and its labels', () => {
    const svg = radarSvg(abilities, 320)
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg.match(/<circle/g)).toHaveLength(5)
    expect(svg).toContain('社会情绪 90')
    // the 90 % ability reaches 0.9 of the radius from the centre
    const last = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)][4]
    const d = Math.hypot(Number(last[1]) - 160, Number(last[2]) - 160)
    expect(d).toBeCloseTo(0.9 * RADAR_RADIUS * 320, 0)
    expect(radarSvg(abilities.slice(0, 2))).toContain('<rect')
  })

  it('the radar picture is only as tall as the radar and its labels', () => {
    const svg = radarSvg(abilities, 320)
    const h = radarHeight(5, 320)
    expect(h).toBeLessThan(240)
    const [, top, , height] = /viewBox="([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+)"/.exec(svg)!.slice(1).map(Number)
    expect(height).toBe(h)
    expect(svg).toContain(`height="${h}"`)
    // every label and point lies inside the picture
    const ys = [...svg.matchAll(/<(?:text|circle) [^>]*?(?:y|cy)="([\d.]+)"/g)].map((m) => Number(m[1]))
    expect(ys.length).toBe(10)
    for (const y of ys) {
      expect(y).toBeGreaterThanOrEqual(top + 8)
      expect(y).toBeLessThanOrEqual(top + height - 2)
    }
    expect(radarHeight(2, 320)).toBe(240)
  })

  it('draws bars and a trend, escaping text', () => {
    expect(barSvg([{ label: 'a<b', value: 200, max: 100 }])).toContain('a&#60;b')
    const trend = trendSvg([62, 68, 71, 76].map((v, i) => ({ label: `第${i + 1}周`, value: v, max: 100 })))
    expect(trend.match(/<circle/g)).toHaveLength(4)
    expect(trend).toContain('<polyline')
    expect(trend).toContain('>76<')
  })

  it('encodes UTF-8 base64 like Node', () => {
    for (const s of ['', 'a', 'ab', 'abc', '语言 90', '<svg>测评</svg>😀']) expect(base64(s)).toBe(Buffer.from(s, 'utf8').toString('base64'))
    expect(svgDataUri('<svg/>')).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`)
  })
})
