/**
 * H5: every page container Taro's router creates (`.taro_page`), every ScrollView (`.taro-scroll`) and
 * every View that scrolls by its own style (marked `data-scroll-region`) scrolls on its own; neither takes focus, so a keyboard (or a switch device) could not scroll one
 * whose rows are not focusable themselves. Each gets `tabindex="0"` as it appears, so it can be
 * focused and scrolled with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
const SCROLLERS = '.taro_page, .taro-scroll, [data-scroll-region]'

function markScrollers(root: Element): void {
  const found = root.matches(SCROLLERS) ? [root, ...root.querySelectorAll(SCROLLERS)] : [...root.querySelectorAll(SCROLLERS)]
  for (const el of found) if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0')
}

/**
 * What appeared is marked a task later, not in the task that drew it: a page's first render (the
 * home's is on the way to its largest picture) does not also search its whole new tree. Nothing
 * shows the mark; a keyboard reaches the region a moment later.
 */
function markLater(): (node: Element) => void {
  const appeared: Element[] = []
  return (node) => {
    if (appeared.push(node) > 1) return
    setTimeout(() => {
      for (const el of appeared.splice(0)) if (el.isConnected) markScrollers(el)
    }, 0)
  }
}

export function installScrollRegions(): void {
  if (typeof MutationObserver === 'undefined' || !document.body) return
  markScrollers(document.body)
  const mark = markLater()
  new MutationObserver((records) => {
    for (const r of records) for (const node of r.addedNodes) if (node instanceof Element) mark(node)
  }).observe(document.body, { childList: true, subtree: true })
}
