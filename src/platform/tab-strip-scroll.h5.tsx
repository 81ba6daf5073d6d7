import { useEffect, useRef } from 'react'
import type { TabStripScrollerProps } from './tab-strip-scroll'
import './tab-strip-scroll.h5.scss'

export type { TabStripScrollerProps }

/**
 * H5: the row of tabs scrolls sideways in a plain element (the browser scrolls it), and the chosen
 * tab is centred by scrolling that element itself. (The web scroll view's own scroll-into-view also
 * scrolls the page up or down to centre the row, which would move the list.) A row that opens on
 * its first tab is already where it should be: nothing is measured then, so the first screen does
 * not wait for a layout.
 */
export function TabStripScroller({ stripId, index, className, children }: TabStripScrollerProps) {
  const opened = useRef(false)
  useEffect(() => {
    const first = !opened.current
    opened.current = true
    if (first && index === 0) return
    const item = document.getElementById(`${stripId}-${index}`)
    const row = document.getElementById(stripId)
    const scroller = row?.parentElement
    if (!item || !scroller) return
    const offset = item.getBoundingClientRect().left - scroller.getBoundingClientRect().left + scroller.scrollLeft
    const left = Math.max(0, offset - (scroller.clientWidth - item.offsetWidth) / 2)
    if (typeof scroller.scrollTo === 'function') scroller.scrollTo({ left, behavior: 'smooth' })
    else scroller.scrollLeft = left
  }, [stripId, index])
  // a plain element, focusable, so that a keyboard can scroll a row wider than the screen
  return (
    <div className={`${className} tab-strip-scroller`} tabIndex={0}>
      {children}
    </div>
  )
}
