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

import { STORAGE_KEY_LIMIT_BYTES, storedBytes } from '@/platform/key-value'
import { localStore } from '@/platform/storage'

describe('storage writes over WeChat’s 1 MB per key', () => {
  it('counts UTF-8 bytes', () => {
    expect(storedBytes('abc')).toBe(3)
    expect(storedBytes('乐乐')).toBe(6)
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
