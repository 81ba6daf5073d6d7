import { ADDRESS_MESSAGES, type AddressForm, firstError, toSaveRequest, validateAddressForm } from '@/pages/address/model/address-form'
import { isMobilePhone } from '@/utils/phone'

const valid: AddressForm = { name: '乐乐妈妈', phone: '13800138000', areaCode: '440000-440300-440305', areaName: '广东省 深圳市 南山区', detail: '高新南七道 18 号', isDefault: false }

describe('address form validation', () => {
  it('accepts a complete form', () => {
    expect(validateAddressForm(valid)).toEqual({})
  })

  it('names every missing field with its own message', () => {
    const errors = validateAddressForm({ name: ' ', phone: '', areaCode: '', areaName: '', detail: '', isDefault: false })
    expect(errors).toEqual({
      name: ADDRESS_MESSAGES.nameRequired,
      phone: ADDRESS_MESSAGES.phoneRequired,
      areaCode: ADDRESS_MESSAGES.areaRequired,
      detail: ADDRESS_MESSAGES.detailRequired,
    })
    expect(firstError(errors)).toBe('请填写收货人姓名')
  })

  it('checks mainland mobile numbers', () => {
    expect(isMobilePhone('13800138000')).toBe(true)
    expect(isMobilePhone('138 0013 8000')).toBe(true)
    expect(isMobilePhone('12800138000')).toBe(false)
    expect(isMobilePhone('1380013800')).toBe(false)
    expect(validateAddressForm({ ...valid, phone: '1380013800x' }).phone).toBe('请填写正确的11位手机号码')
  })

  it('needs a complete area and a real detail', () => {
    expect(validateAddressForm({ ...valid, areaCode: '440000-440300' }).areaCode).toBe('请选择所在地区')
    expect(validateAddressForm({ ...valid, detail: '18号' }).detail).toBe(ADDRESS_MESSAGES.detailTooShort)
    expect(validateAddressForm({ ...valid, detail: '路'.repeat(101) }).detail).toBe(ADDRESS_MESSAGES.detailTooLong)
    expect(validateAddressForm({ ...valid, name: '名'.repeat(21) }).name).toBe(ADDRESS_MESSAGES.nameTooLong)
  })

  it('builds a trimmed request with the phone normalised', () => {
    expect(toSaveRequest({ ...valid, name: ' 乐乐妈妈 ', phone: '138-0013-8000', isDefault: true }, 'A1')).toEqual({
      addressId: 'A1',
      name: '乐乐妈妈',
      phone: '13800138000',
      areaCode: '440000-440300-440305',
      areaName: '广东省 深圳市 南山区',
      detail: '高新南七道 18 号',
      isDefault: 1,
    })
  })
})
