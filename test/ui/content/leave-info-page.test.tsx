import Taro from '@tarojs/taro'
import LeaveInfoPage from '@/pages/common/leave-info'
import { fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from '../helpers/render'

const submit = () => (document.querySelector('[data-testid="consultation-submit"]') as HTMLElement).click()
const errorOf = (field: string) => document.querySelector(`[data-testid="field-${field}-error"]`)?.textContent ?? null

/** The fields in order: name, phone (text inputs), then the need (the text area). */
const fieldAt = (index: number) =>
  (index < 2 ? document.querySelectorAll('input:not([type="hidden"])')[index] : document.querySelector('textarea')) as HTMLInputElement

function typeInto(index: number, value: string) {
  const field = fieldAt(index)
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!
  setter.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('service consultation form', () => {
  beforeEach(() => {
    jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'showToast:ok' }) as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('shows a Chinese message under every missing field, toasts the first, and sends nothing', async () => {
    const submitConsultation = jest.fn()
    await renderWithStores(LeaveInfoPage, fakeDeps(), fakeAreaApi({ consultation: { submitConsultation } }))
    submit()
    await waitFor(() => errorOf('name') !== null)
    expect(errorOf('name')).toBe('请输入您的姓名')
    expect(errorOf('phone')).toBe('请输入手机号')
    expect(errorOf('birthday')).toBe('请选择孩子的出生日期')
    expect(errorOf('need')).toBe('请描述您想咨询的问题')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请输入您的姓名' }))
    expect(submitConsultation).not.toHaveBeenCalled()
  })

  it('checks the phone number and the need as the parent corrects them, keeping what was typed', async () => {
    const submitConsultation = jest.fn()
    await renderWithStores(LeaveInfoPage, fakeDeps(), fakeAreaApi({ consultation: { submitConsultation } }))
    typeInto(0, '王女士')
    typeInto(1, '1391234')
    typeInto(2, '说话晚')
    submit()
    await waitFor(() => errorOf('phone') !== null)
    expect(errorOf('name')).toBeNull()
    expect(errorOf('phone')).toBe('请输入正确的11位手机号')
    expect(errorOf('need')).toBe('需求描述至少5个字')

    typeInto(1, '13912345678')
    typeInto(2, '孩子两岁半说话晚，想做语言评估')
    await waitFor(() => errorOf('phone') === null && errorOf('need') === null)
    expect(errorOf('birthday')).toBe('请选择孩子的出生日期')
    expect(fieldAt(0).value).toBe('王女士')
    expect(fieldAt(2).value).toBe('孩子两岁半说话晚，想做语言评估')
    expect(submitConsultation).not.toHaveBeenCalled()
    expect(text()).not.toContain('提交成功')
  })
})
