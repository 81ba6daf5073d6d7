import { emptyAddressForm, type AddressForm } from '@/pages/address/model/address-form'
import { AddressFormView } from '@/pages/address/components/address-form-view'
import { mountInPage, text, waitFor } from './helpers/render'

const mount = (initial: AddressForm, onSubmit: jest.Mock) =>
  mountInPage(AddressFormView, { initial, onSubmit }, '/pages/address/address-create')

const save = () => ([...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('保存')) as HTMLElement).click()
const errorOf = (field: string) => document.querySelector(`[data-testid="error-${field}"]`)?.textContent ?? null

/** Types into the n-th text field of the form the way a user would. */
function typeInto(index: number, value: string) {
  const field = document.querySelectorAll('input, textarea')[index] as HTMLInputElement
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!
  setter.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('address form', () => {
  it('shows a Chinese message under every missing field and does not submit', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined)
    await mount(emptyAddressForm(), onSubmit)
    save()
    await waitFor(() => errorOf('name') !== null)
    expect(errorOf('name')).toBe('请填写收货人姓名')
    expect(errorOf('phone')).toBe('请填写手机号码')
    expect(errorOf('areaCode')).toBe('请选择所在地区')
    expect(errorOf('detail')).toBe('请填写详细地址')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('rejects a wrong phone number, then submits what the user typed once it is right', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined)
    await mount({ ...emptyAddressForm(), areaCode: '440000-440300-440305', areaName: '广东省 深圳市 南山区' }, onSubmit)
    typeInto(0, '乐乐妈妈')
    typeInto(1, '1380013')
    typeInto(2, '高新南七道 18 号 3 栋')
    save()
    await waitFor(() => errorOf('phone') !== null)
    expect(errorOf('phone')).toBe('请填写正确的11位手机号码')
    expect(errorOf('name')).toBeNull()
    expect(onSubmit).not.toHaveBeenCalled()

    typeInto(1, '13800138000')
    await waitFor(() => errorOf('phone') === null)
    save()
    await waitFor(() => onSubmit.mock.calls.length === 1)
    expect(onSubmit).toHaveBeenCalledWith({
      name: '乐乐妈妈',
      phone: '13800138000',
      areaCode: '440000-440300-440305',
      areaName: '广东省 深圳市 南山区',
      detail: '高新南七道 18 号 3 栋',
      isDefault: false,
    })
    expect(text()).toContain('广东省 深圳市 南山区')
  })

  it('keeps what was typed when saving fails', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('网络异常'))
    await mount({ ...emptyAddressForm(), name: '王建国', phone: '13912345678', areaCode: '110000-110100-110105', areaName: '北京市 朝阳区', detail: '阜通东大街 6 号院' }, onSubmit)
    save()
    await waitFor(() => onSubmit.mock.calls.length === 1)
    await new Promise((r) => setTimeout(r, 50))
    expect((document.querySelectorAll('input')[0] as HTMLInputElement).value).toBe('王建国')
    expect(text()).toContain('北京市 朝阳区')
  })
})
