import { ConsultationForm, firstError, validateConsultation } from '@/pages/common/model/consultation-form'
import { LINK_EXTERNAL, LINK_NOT_FOUND, shortLinkDecision, shortLinkId } from '@/pages/link/model/short-link'
import { linkModel } from '@/pages/link/model/link-area'
import { HttpError } from '@/services/http/errors'
import { fakeAreaApi } from '../helpers/fake-deps'

const NOW = Date.UTC(2026, 10, 21, 4, 0, 0)
const good = { name: '王女士', phone: '13912345678', childBirthday: '2023-09-10', need: '孩子说话晚，想做语言评估' }

describe('validateConsultation', () => {
  it('accepts a complete form', () => {
    expect(validateConsultation(good, NOW)).toEqual({})
  })

  it.each([
    [{ name: 'A' }, 'name', '姓名请填写2-20个汉字或字母'],
    [{ name: '王女士123' }, 'name', '姓名请填写2-20个汉字或字母'],
    [{ phone: '23912345678' }, 'phone', '请输入正确的11位手机号'],
    [{ phone: '139123456789' }, 'phone', '请输入正确的11位手机号'],
    [{ childBirthday: '2027-01-01' }, 'childBirthday', '出生日期不能晚于今天'],
    [{ childBirthday: '10/09/2023' }, 'childBirthday', '出生日期格式不正确'],
    [{ need: '    ' }, 'need', '请描述您想咨询的问题'],
    [{ need: 'x'.repeat(201) }, 'need', '需求描述最多200个字'],
  ])('%p → %s: %s', (patch, field, message) => {
    const errors = validateConsultation({ ...good, ...patch }, NOW)
    expect(errors).toEqual({ [field]: message })
    expect(firstError(errors)).toBe(message)
  })
})

describe('ConsultationForm', () => {
  const fill = (form: ConsultationForm) => (Object.keys(good) as (keyof typeof good)[]).forEach((k) => form.set(k, good[k]))

  it('sends trimmed fields with the child’s age and shows success', async () => {
    const submitConsultation = jest.fn().mockResolvedValue({ serviceId: 'CS1' })
    const form = new ConsultationForm(fakeAreaApi({ consultation: { submitConsultation } }).consultation, () => NOW)
    fill(form)
    form.set('name', ' 王女士 ')
    expect(form.childAge).toBe('3岁2个月')
    expect(await form.submit()).toBe('')
    expect(submitConsultation).toHaveBeenCalledWith({ ...good, childAge: '3岁2个月' })
    expect(form.done).toBe(true)
  })

  it('keeps everything typed when sending fails, and can send again', async () => {
    const submitConsultation = jest.fn().mockRejectedValueOnce(new HttpError('timeout', 'x')).mockResolvedValueOnce({ serviceId: 'CS2' })
    const form = new ConsultationForm(fakeAreaApi({ consultation: { submitConsultation } }).consultation, () => NOW)
    fill(form)
    expect(await form.submit()).toBe('请求超时，请稍后重试')
    expect(form.submitError).toBe('请求超时，请稍后重试')
    expect(form.fields).toEqual(good)
    expect(form.done).toBe(false)
    expect(await form.submit()).toBe('')
    expect(form.done).toBe(true)
    form.reset()
    expect(form.fields).toEqual({ ...good, childBirthday: '', need: '' })
  })
})

describe('short links', () => {
  it('follows internal routes only', () => {
    expect(shortLinkDecision({ id: 'a', targetUrl: '/pages/home/gift-bag' })).toEqual({ kind: 'go', url: '/pages/home/gift-bag' })
    expect(shortLinkDecision({ id: 'a', targetUrl: '/' })).toEqual({ kind: 'go', url: '/pages/home/home' })
    for (const targetUrl of ['https://evil.example', '//evil.example', 'javascript:alert(1)', '/pages/../../x', 'weixin://dl/business']) {
      expect(shortLinkDecision({ id: 'a', targetUrl })).toEqual({ kind: 'refuse', message: LINK_EXTERNAL })
    }
    expect(shortLinkDecision(null)).toEqual({ kind: 'refuse', message: LINK_NOT_FOUND })
    expect(shortLinkDecision({ id: 'a', targetUrl: '' })).toEqual({ kind: 'refuse', message: LINK_NOT_FOUND })
  })

  it('decides once the server answers: unknown links are refused for good, an unreachable server rejects so the page can retry', async () => {
    const shortLink = jest
      .fn()
      .mockResolvedValueOnce({ targetUrl: 'https://shop.example/pages/home/gift-bag' })
      .mockRejectedValueOnce(new HttpError('not-found', 'x'))
      .mockRejectedValueOnce(new HttpError('biz', 'x'))
      .mockRejectedValueOnce(new HttpError('network', '网络异常'))
    const links = linkModel(fakeAreaApi({ link: { shortLink } }).link)
    await expect(links.decide('a', ['https://shop.example'])).resolves.toEqual({ kind: 'go', url: '/pages/home/gift-bag' })
    await expect(links.decide('b', [])).resolves.toEqual({ kind: 'refuse', message: LINK_NOT_FOUND })
    await expect(links.decide('c', [])).resolves.toEqual({ kind: 'refuse', message: LINK_NOT_FOUND })
    await expect(links.decide('d', [])).rejects.toMatchObject({ kind: 'network' })
    // an unreadable id is refused without asking the server
    await expect(links.decide(null, [])).resolves.toEqual({ kind: 'refuse', message: LINK_NOT_FOUND })
    expect(shortLink.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'c', 'd'])
  })

  it('reads the id from id or code', () => {
    expect(shortLinkId({ id: 'kX8pQ2' })).toBe('kX8pQ2')
    expect(shortLinkId({ code: 'kX8pQ2' })).toBe('kX8pQ2')
    expect(shortLinkId({})).toBeNull()
    expect(shortLinkId({ id: 'a/b' })).toBeNull()
  })
})
