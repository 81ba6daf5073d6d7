/**
 * setData key paths, applied the way the mini-program runtime applies them: `root.cn.[0].v`,
 * `list[2].name`, `a.b`. Missing objects and arrays on the way are created.
 */
export type Segment = string | number

/** Splits a setData key into its segments: `root.cn.[0].v` → ['root', 'cn', 0, 'v']. */
export function parseKeyPath(key: string): Segment[] {
  const out: Segment[] = []
  for (const part of key.split('.')) {
    const re = /([^[\]]+)|\[(\d+)\]/g
    let m: RegExpExecArray | null
    let matched = false
    while ((m = re.exec(part))) {
      matched = true
      out.push(m[2] !== undefined ? Number(m[2]) : m[1])
    }
    if (!matched) throw new Error(`setData: empty segment in key "${key}"`)
  }
  return out
}

type Bag = Record<string | number, unknown>

/** Writes every key of one setData payload into `data` (mutating it), in the payload's order. */
export function applySetData(data: Bag, payload: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(payload)) {
    const path = parseKeyPath(key)
    let target: Bag = data
    for (let i = 0; i < path.length - 1; i++) {
      const seg = path[i]
      const next = target[seg]
      if (next === null || typeof next !== 'object') target[seg] = typeof path[i + 1] === 'number' ? [] : {}
      target = target[seg] as Bag
    }
    target[path[path.length - 1]] = clone(value)
  }
}

/** setData sends data across a thread boundary as JSON: what arrives is a copy. */
export function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T)
}
