/**
 * State rules of the two image widgets (spec §2, §8), kept apart from the UI so they can be tested.
 */

/** Lazy image: not shown until near the viewport or the page bottom, then loading, then loaded or error. */
export type LazyImageState = 'not-shown' | 'lazyed' | 'loaded' | 'error'
export type ImageEvent = 'appear' | 'load' | 'error' | 'reset'

export const LAZY_THRESHOLD = 100
export const LAZY_DEFAULT_HEIGHT = 450
export const IMAGE_FADE_MS = 500

export function lazyImageNext(state: LazyImageState, event: ImageEvent): LazyImageState {
  switch (event) {
    case 'reset':
      return 'not-shown'
    case 'appear':
      return state === 'not-shown' ? 'lazyed' : state
    case 'load':
      return state === 'lazyed' ? 'loaded' : state
    case 'error':
      return state === 'lazyed' ? 'error' : state
    default:
      return state
  }
}

/** Image: loading, then loaded (fading in over 500 ms) or an error placeholder. */
export type ImageState = 'loading' | 'loaded' | 'error'

export function imageNext(state: ImageState, event: ImageEvent): ImageState {
  if (event === 'reset') return 'loading'
  if (state !== 'loading') return state
  if (event === 'load') return 'loaded'
  if (event === 'error') return 'error'
  return state
}

/** An empty or blank source can never load: it is an error from the start. */
export const initialImageState = (src: string | null | undefined): ImageState => (src && src.trim() ? 'loading' : 'error')
