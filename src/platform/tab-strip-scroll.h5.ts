import { useEffect, useRef } from 'react'

/**
 * H5: the chosen tab is centred in its row by scrolling the row itself. (The web scroll view's own
 * scroll-into-view also scrolls the page up or down to centre the row, which would move the list.)
 * A row that opens on its first tab is already where it should be: nothing is measured then, so
 * the first screen does not wait for a layout.
 */
export function useChosenTabInView(stripId: string, index: number): { scrollIntoView?: string } {
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
  return {}
}
