/** Key-value storage as the stores see it; implementations live beside it in src/platform/. */
export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  clear(): void
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
