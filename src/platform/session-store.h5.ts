import { memoryStore, type KeyValueStorage } from './key-value'

const fallback = memoryStore()

const ss = (): Storage | null => {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** window.sessionStorage, falling back to memory where the browser refuses it (private mode). */
export const sessionStore: KeyValueStorage = {
  get: (k) => ss()?.getItem(k) ?? fallback.get(k),
  set: (k, v) => {
    try {
      ss()?.setItem(k, v)
    } catch {
      fallback.set(k, v)
    }
  },
  remove: (k) => {
    ss()?.removeItem(k)
    fallback.remove(k)
  },
  clear: () => {
    ss()?.clear()
    fallback.clear()
  },
}
