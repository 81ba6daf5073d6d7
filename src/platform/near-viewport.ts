import Taro from '@tarojs/taro'

/**
 * Calls `onNear` once the element with `id` comes within `margin` px above or below the viewport
 * (the current page's intersection observer on the mini-program); answers a function that stops
 * watching. Where nothing can watch, `onNear` is called at once (better too early than never).
 */
export function watchNearViewport(id: string, margin: number, onNear: () => void): () => void {
  let observer: Taro.IntersectionObserver | null = null
  try {
    observer = Taro.createIntersectionObserver(Taro.getCurrentInstance().page as never, { thresholds: [0] })
    observer.relativeToViewport({ top: margin, bottom: margin }).observe(`#${id}`, (res) => {
      if ((res.intersectionRatio ?? 0) > 0) onNear()
    })
  } catch {
    onNear()
  }
  return () => observer?.disconnect()
}
