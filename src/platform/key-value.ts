/** Key-value storage as the stores see it; implementations live beside it in src/platform/. */
export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  clear(): void
}

/** WeChat keeps at most 1 MB under one storage key. */
export const STORAGE_KEY_LIMIT_BYTES = 1024 * 1024

/** The UTF-8 size of a stored value (Chinese text takes 3 bytes a character). */
export function storedBytes(value: string): number {
  let bytes = 0
  for (const ch of value) {
    const c = ch.codePointAt(0) as number
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4
  }
  return bytes
}

/**
 * More than WeChat keeps under one key. A UTF-16 unit is at most 3 UTF-8 bytes (a pair, 4), so a
 * value of fewer than a third of the limit in units is not counted byte by byte: the usual case,
 * run at every store of a launch, costs nothing.
 */
export function overStorageLimit(key: string, value: string): boolean {
  if ((key.length + value.length) * 3 <= STORAGE_KEY_LIMIT_BYTES) return false
  return storedBytes(key) + storedBytes(value) > STORAGE_KEY_LIMIT_BYTES
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
