import { Image, View } from '@tarojs/components'
import { useMemo } from 'react'
import { svgDataUri } from '../model/charts'

/** An SVG chart shown as an image (same on both platforms); width and height in px of the 375 design. */
export function ChartImage({ svg, width, height, testId }: { svg: string; width: number; height: number; testId: string }) {
  const src = useMemo(() => svgDataUri(svg), [svg])
  return (
    <View className='chart' data-testid={testId}>
      <Image className='chart__img' src={src} style={{ width: `${width}px`, height: `${height}px` }} mode='aspectFit' />
    </View>
  )
}
