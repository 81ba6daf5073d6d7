import { useEffect, useRef } from 'react'
import type { TabStripScrollerProps } from './tab-strip-scroll'
import './tab-strip-scroll.h5.scss'

export type { TabStripScrollerProps }

/**
 * H5: the row of tabs scrolls sideways in a plain element (the browser scrolls it; it takes focus,
 * so that a keyboard can scroll a row wider than the screen), and the chosen tab is centred by
 * scrolling that element only, never the page. A row that opens on its first tab is already where
 * it should be: nothing is measured then, so the first screen does not wait for a layout.
 */
export function TabStripScroller({ stripId, index, className, children }: TabStripScrollerProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const opened = useRef(false)
  useEffect(() => {
    const first = !opened.current
    opened.current = true
    if (first && index === 0) return
    const box = scroller.current
    const item = document.getElementById(`${stripId}-${index}`)
    if (!item || !box) return
    const offset = item.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft
    const left = Math.max(0, offset - (box.clientWidth - item.offsetWidth) / 2)
    if (typeof box.scrollTo === 'function') box.scrollTo({ left, behavior: 'smooth' })
    else box.scrollLeft = left
  }, [stripId, index])
  return (
    <div ref={scroller} className={`${className} tab-strip-scroller`} tabIndex={0}>
      {children}
    </div>
  )
}
