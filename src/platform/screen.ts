import Taro from '@tarojs/taro'
import { MINI_PROGRAM_COLUMN_PX } from './column'

/** How wide the page's column is drawn (CSS px) and how many device pixels make one. */
export interface ScreenFacts {
  width: number
  pixelRatio: number
}

export const screenPixelRatio = (): number => Taro.getWindowInfo().pixelRatio || 2

/**
 * The mini-program's window (375 px wide and 2 device pixels a px on an iPhone 6/7/8), as wide as
 * its column at most (column.ts): a wider window draws the pages no wider.
 */
export function screenFacts(): ScreenFacts {
  const w = Taro.getWindowInfo()
  return { width: Math.min(w.windowWidth || 375, MINI_PROGRAM_COLUMN_PX), pixelRatio: w.pixelRatio || 2 }
}
