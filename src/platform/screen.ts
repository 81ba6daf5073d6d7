import Taro from '@tarojs/taro'

/** How wide the screen is in CSS px and how many device pixels make one. */
export interface ScreenFacts {
  width: number
  pixelRatio: number
}

export const screenPixelRatio = (): number => Taro.getWindowInfo().pixelRatio || 2

/** The mini-program's window (375 px wide and 2 device pixels a px on an iPhone 6/7/8). */
export function screenFacts(): ScreenFacts {
  const w = Taro.getWindowInfo()
  return { width: w.windowWidth || 375, pixelRatio: w.pixelRatio || 2 }
}
