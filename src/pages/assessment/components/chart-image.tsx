import { Image, View } from '@tarojs/components'
import { imageAlt } from '@/platform/image-alt'
import { useMemo } from 'react'
import { svgDataUri } from '../model/charts'

/** An SVG chart shown as an image (same on both platforms); width and height in px of the 375 design. */
export function ChartImage({ svg, width, height, testId, alt }: { svg: string; width: number; height: number; testId: string; /** what the chart shows, for screen readers */ alt: string }) {
  const src = useMemo(() => svgDataUri(svg), [svg])
  return (
    <View className='chart' data-testid={testId}>
      <Image {...imageAlt(alt)} className='chart__img' src={src} style={{ width: `${width}px`, height: `${height}px` }} mode='aspectFit' />
    </View>
  )
}
