import Taro from '@tarojs/taro'

import { overStorageLimit, type KeyValueStorage } from './key-value'

export { memoryStore, type KeyValueStorage } from './key-value'

/** Taro's sync storage works the same on weapp (wx storage) and H5 (localStorage). */
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
    if (overStorageLimit(key, value)) {
      // WeChat refuses more than 1 MB under one key; say so instead of failing later
      console.error(`storage: "${key}" is over 1 MB and was not stored`)
      return
    }
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
