/** See screen.ts. The browser's viewport and device pixel ratio. */
import type { ScreenFacts } from './screen'

export type { ScreenFacts } from './screen'

export const screenPixelRatio = (): number => window.devicePixelRatio || 1

export function screenFacts(): ScreenFacts {
  return { width: document.documentElement.clientWidth || window.innerWidth || 375, pixelRatio: screenPixelRatio() }
}
