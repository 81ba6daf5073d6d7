import { memoryStore, type KeyValueStorage } from './key-value'

/** The mini-program has no session storage: the session parts live for the app's lifetime. */
export const sessionStore: KeyValueStorage = memoryStore()
