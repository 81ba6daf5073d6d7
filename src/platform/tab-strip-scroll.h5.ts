import { useEffect } from 'react'

/**
 * H5: the chosen tab is centred in its row by scrolling the row itself. (The web scroll view's own
 * scroll-into-view also scrolls the page up or down to centre the row, which would move the list.)
 */
export function useChosenTabInView(stripId: string, index: number): { scrollIntoView?: string } {
  useEffect(() => {
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
