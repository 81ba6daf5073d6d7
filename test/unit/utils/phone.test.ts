import { isMobilePhone, maskPhone, normalizePhone } from '@/utils/phone'

describe('mobile numbers', () => {
  it('11 digits from 13 to 19, spaces and dashes between them ignored', () => {
    expect(isMobilePhone('13800138000')).toBe(true)
    expect(isMobilePhone('138 0013-8000')).toBe(true)
    expect(isMobilePhone('12800138000')).toBe(false)
    expect(isMobilePhone('1380013800')).toBe(false)
    expect(isMobilePhone('138001380001')).toBe(false)
    expect(normalizePhone(' 138 0013-8000')).toBe('13800138000')
  })

  it('shown with the middle four digits hidden; anything else as it is', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
    expect(maskPhone('010-1234')).toBe('010-1234')
    expect(maskPhone('')).toBe('')
  })
})
