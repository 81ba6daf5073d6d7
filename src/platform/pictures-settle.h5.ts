/** How long pictures still on their way may hold back what waits for them. */
export const PICTURES_WAIT_CAP_MS = 3000

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void }

/**
 * Calls `run` once the pictures in the document have settled: each has arrived or failed (or
 * PICTURES_WAIT_CAP_MS has passed), `fadeMs` has passed for the last one to fade in, and the page
 * is idle. Answers a function that cancels.
 */
export function afterPicturesSettle(run: () => void, fadeMs: number): () => void {
  const w = window as IdleWindow
  let cancelled = false
  const timers: ReturnType<typeof setTimeout>[] = []
  let idle: number | null = null
  const onTheirWay = Array.from(document.images).filter((img) => !img.complete)
  const arrived = Promise.all(
    onTheirWay.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true })
          img.addEventListener('error', () => resolve(), { once: true })
        }),
    ),
  )
  const capped = new Promise<void>((resolve) => timers.push(setTimeout(resolve, PICTURES_WAIT_CAP_MS)))
  void Promise.race([arrived, capped]).then(() => {
    if (cancelled) return
    timers.push(
      setTimeout(() => {
        if (cancelled) return
        if (w.requestIdleCallback) idle = w.requestIdleCallback(run, { timeout: 1000 })
        else timers.push(setTimeout(run, 0))
      }, fadeMs),
    )
  })
  return () => {
    cancelled = true
    timers.forEach(clearTimeout)
    if (idle !== null) w.cancelIdleCallback?.(idle)
  }
}
