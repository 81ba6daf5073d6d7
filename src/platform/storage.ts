import Taro from '@tarojs/taro'

/** Key-value storage; Taro's sync storage works the same on weapp (wx storage) and H5 (localStorage). */
export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  clear(): void
}

export const localStore: KeyValueStorage = {
  get(key) {
    try {
      const v: unknown = Taro.getStorageSync(key)
      if (v === '' || v === undefined || v === null) return null
      return typeof v === 'string' ? v : JSON.stringify(v)
    } catch {
      return null
    }
  },
  set(key, value) {
    try {
      Taro.setStorageSync(key, value)
    } catch {
      // storage full or refused: the app keeps working from memory
    }
  },
  remove(key) {
    try {
      Taro.removeStorageSync(key)
    } catch {
      /* nothing to remove */
    }
  },
  clear() {
    try {
      Taro.clearStorageSync()
    } catch {
      /* nothing to clear */
    }
  },
}

/** In-memory storage, for tests and for session storage where the platform has none. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial))
  return {
    get: (k) => (map.has(k) ? map.get(k)! : null),
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
    clear: () => map.clear(),
    dump: () => Object.fromEntries(map),
  }
}
