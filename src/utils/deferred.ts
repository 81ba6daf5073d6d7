export interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  settled: boolean
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  const d: Deferred<T> = {
    promise,
    settled: false,
    resolve(v) {
      if (d.settled) return
      d.settled = true
      resolve(v)
    },
  }
  return d
}
