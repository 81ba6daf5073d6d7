import { memoryStore, type KeyValueStorage } from './storage'

/** The mini-program has no session storage: the session parts live for the app's lifetime. */
export const sessionStore: KeyValueStorage = memoryStore()
