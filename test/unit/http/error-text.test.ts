import { DEFAULT_ERROR_TEXT, HttpError, errorText } from '@/services/http/errors'

describe('errorText', () => {
  it('shows the server message of a business error', () => {
    expect(errorText(new HttpError('biz', '库存不足'))).toBe('库存不足')
  })

  it('shows the Chinese text of the kind for transport failures', () => {
    expect(errorText(new HttpError('timeout', 'timeout of 60000ms exceeded'))).toBe(DEFAULT_ERROR_TEXT.timeout)
    expect(errorText(new HttpError('bad-data', 'Unexpected token < in JSON'))).toBe(DEFAULT_ERROR_TEXT['bad-data'])
  })

  it('never shows a raw JavaScript message', () => {
    expect(errorText(new TypeError("Cannot read properties of undefined (reading 'list')"))).toBe(DEFAULT_ERROR_TEXT.biz)
    expect(errorText(new HttpError('biz', 'Internal Server Error'))).toBe(DEFAULT_ERROR_TEXT.biz)
    expect(errorText(new Error('request:fail timeout'), '加载失败')).toBe('加载失败')
  })

  it('keeps our own Chinese messages', () => {
    expect(errorText(new Error('积分不足'))).toBe('积分不足')
  })
})
