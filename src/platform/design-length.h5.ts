/** See design-length.ts. H5: Taro's rem, which stops growing at a 750 px window. */
import Taro from '@tarojs/taro'

export function designLength(designPx: number): string {
  try {
    return Taro.pxTransform(designPx)
  } catch {
    return `${designPx / 2}px`
  }
}
