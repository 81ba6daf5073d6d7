import { Children, useEffect, useRef, useState } from 'react'
// the props are the mini-program module's (a type import: nothing of it is loaded on H5)
import type { BannerSliderProps } from './banner-slider'
import './banner-slider.h5.scss'

export type { BannerSliderProps }

/**
 * H5: the same banner as the mini-program's swiper (autoplay, wraps round, dots, a tap reaches the
 * page's own handler) with the browser's own scroll snapping instead of Taro's Swiper, which
 * brings the whole swiper library (about 47 KB gzip) into the first screen.
 */
export function BannerSlider({ className = '', activeColor, interval = 5000, children, ...rest }: BannerSliderProps) {
  const pages = Children.toArray(children)
  const track = useRef<HTMLDivElement | null>(null)
  const [current, setCurrent] = useState(0)
  const touching = useRef(false)

  // the page in view follows the scroll position (a swipe, or the autoplay below)
  const onScroll = () => {
    const el = track.current
    if (!el || !el.clientWidth) return
    setCurrent(Math.round(el.scrollLeft / el.clientWidth))
  }

  useEffect(() => {
    if (pages.length < 2) return
    const timer = setInterval(() => {
      const el = track.current
      if (!el || touching.current || !el.clientWidth) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % pages.length
      // wraps round to the first page, as the circular swiper does
      el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' })
    }, interval)
    return () => clearInterval(timer)
  }, [pages.length, interval])

  return (
    // plain elements: this file only runs in the browser, and the track needs real scroll events
    <div className={`banner-slider ${className}`} data-testid={rest['data-testid']}>
      <div
        className='banner-slider__track'
        ref={track}
        tabIndex={0}
        role='region'
        aria-label='轮播图'
        onScroll={onScroll}
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
      >
        {pages.map((page, i) => (
          <div key={i} className='banner-slider__page'>
            {page}
          </div>
        ))}
      </div>
      {pages.length > 1 ? (
        <div className='banner-slider__dots' data-current={current}>
          {pages.map((_, i) => (
            <div key={i} className='banner-slider__dot' style={i === current ? { background: activeColor } : undefined} />
          ))}
        </div>
      ) : null}
    </div>
  )
}
