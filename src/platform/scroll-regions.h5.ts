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

export function installScrollRegions(): void {
  if (typeof MutationObserver === 'undefined' || !document.body) return
  markScrollers(document.body)
  new MutationObserver((records) => {
    for (const r of records) for (const node of r.addedNodes) if (node instanceof Element) markScrollers(node)
  }).observe(document.body, { childList: true, subtree: true })
}
