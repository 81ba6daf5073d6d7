const mockStored = new Map<string, unknown>()
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    setStorageSync: (k: string, v: unknown) => void mockStored.set(k, v),
    getStorageSync: (k: string) => mockStored.get(k) ?? '',
    removeStorageSync: (k: string) => void mockStored.delete(k),
    clearStorageSync: () => mockStored.clear(),
  },
}))

import { overStorageLimit, STORAGE_KEY_LIMIT_BYTES, storedBytes } from '@/platform/key-value'
import { localStore } from '@/platform/storage'

describe('storage writes over WeChat’s 1 MB per key', () => {
  it('counts UTF-8 bytes', () => {
    expect(storedBytes('abc')).toBe(3)
    expect(storedBytes('乐乐')).toBe(6)
  })

  it('judges a value at the limit by its bytes, a short one without counting them', () => {
    const third = Math.floor(STORAGE_KEY_LIMIT_BYTES / 3)
    // Chinese: 3 bytes a character; with a one-byte key exactly at the limit, with two over it
    expect(overStorageLimit('k', '历'.repeat(third))).toBe(false)
    expect(overStorageLimit('kk', '历'.repeat(third))).toBe(true)
    // ASCII: a value over a third of the limit in characters is still far under it in bytes
    expect(overStorageLimit('k', 'x'.repeat(third + 10))).toBe(false)
    expect(overStorageLimit('k', 'x'.repeat(STORAGE_KEY_LIMIT_BYTES))).toBe(true)
    // a character outside the BMP: two units, four bytes
    expect(overStorageLimit('', '😀'.repeat(STORAGE_KEY_LIMIT_BYTES / 4))).toBe(false)
    expect(overStorageLimit('k', '😀'.repeat(STORAGE_KEY_LIMIT_BYTES / 4))).toBe(true)
  })

  it('refuses a value over the limit with a logged error and keeps the old value', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    localStore.set('search_history', 'ok')
    localStore.set('search_history', '历'.repeat(Math.ceil(STORAGE_KEY_LIMIT_BYTES / 3) + 1))
    expect(localStore.get('search_history')).toBe('ok')
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0][0])).toContain('search_history')
    localStore.set('search_history', 'x'.repeat(1000))
    expect(localStore.get('search_history')).toHaveLength(1000)
    error.mockRestore()
  })
})
