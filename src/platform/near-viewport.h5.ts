/**
 * H5: the browser's own IntersectionObserver. (Taro's wrapper of it comes in one chunk with its
 * selector query and canvas context, about 4 KB gzip the first screen does not otherwise need.)
 * Same contract as the mini-program's: `onNear` once the element with `id` is within `margin` px
 * above or below the viewport, at once where nothing can watch; answers a function that stops watching.
 */
export function watchNearViewport(id: string, margin: number, onNear: () => void): () => void {
  const element = document.getElementById(id)
  if (!element || typeof IntersectionObserver !== 'function') {
    onNear()
    return () => undefined
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) onNear()
    },
    { rootMargin: `${margin}px 0px ${margin}px 0px`, threshold: [0] },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
