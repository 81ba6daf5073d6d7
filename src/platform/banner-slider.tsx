import { Swiper, SwiperItem } from '@tarojs/components'
import { Children, type ReactNode } from 'react'

export interface BannerSliderProps {
  className?: string
  /** colour of the current page's dot */
  activeColor: string
  /** ms between pages while autoplaying */
  interval?: number
  children: ReactNode
  'data-testid'?: string
}

/** Mini-program: the native swiper (autoplay, circular, dots); each child is one page. */
export function BannerSlider({ className, activeColor, interval = 5000, children, ...rest }: BannerSliderProps) {
  return (
    <Swiper className={className} indicatorDots autoplay circular interval={interval} indicatorActiveColor={activeColor} data-testid={rest['data-testid']}>
      {Children.map(children, (child, i) => (
        <SwiperItem key={i}>{child}</SwiperItem>
      ))}
    </Swiper>
  )
}
