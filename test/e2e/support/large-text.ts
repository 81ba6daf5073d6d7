import type { Page } from '@playwright/test'
import { installAuditHelpers, type AuditHelpers } from './page-audit'

/**
 * Text set large, the way a parent's phone sets it, and what it breaks on a page.
 *
 * How WeChat's browser enlarges a web page's text (its 字体大小 setting, 我 → 设置 → 通用 → 字体大小):
 * - iOS: WeChat sets `-webkit-text-size-adjust: N%` on the page's body.
 * - Android (XWeb, a Chromium WebView): the WebView's text zoom (`WebSettings.setTextZoom`), which
 *   Blink applies as a factor on every computed font size and on line heights given as lengths.
 *   A page can refuse it with `WeixinJSBridge.invoke('setFontSizeCallback', { fontSize: 0 })`; the
 *   storefront does not, and must not: a parent who turned the text up reads it up.
 * Both scale the text only: boxes given in lengths keep their size. On H5 Taro turns the
 * stylesheets' px into rem of a root size its script sets in px from the screen width, so a
 * browser's default font size (the desktop "font size" setting) changes nothing, while the two
 * paths above enlarge every text, in its own box.
 *
 * The faithful emulation is therefore the engine's own text-size-adjust on the body, as WeChat's
 * iOS browser sets it: Chromium with mobile emulation (the projects' `isMobile`) multiplies each
 * computed font size and each line height given as a length by it, and leaves widths, heights and
 * paddings alone, which is what Android's text zoom does too. Not the root font size (that would
 * scale the boxes with the text, as a page zoom does, and hide every fault), not CSS zoom.
 * `enlargeText` checks that the engine took it (a probe's 10 px text measures 10 px × the factor),
 * so a browser that ignores the property fails the pass instead of passing it unenlarged.
 *
 * 200% is the size WCAG's resize-text rule asks for and the top of WeChat's scale (its largest
 * steps are reported between 175% and 200% of the standard size), so one pass covers both.
 */

/** The text size of the large-text pass, in percent of the page's own. */
export const LARGE_TEXT_PERCENT = 200

/**
 * Text that is cut with … on purpose, because the page it opens shows it whole: the selector of the
 * cut text, and where the parent reads it in full. Only a cut made by text-overflow: ellipsis or a line
 * clamp passes, and only here; anything else cut off is a fault.
 */
export const SHOWN_WHOLE_ELSEWHERE: Record<string, string> = {
  '.product-card__name': "the product's page, which the card opens",
  '.product-card__desc': "the product's page, which the card opens",
  '.notice-item__title': "the notice's page, which the row opens",
  '.notice-item__brief': "the notice's page, which the row opens",
  '.course-card__name': "the course's page, which the card opens",
  '.order-card__name': "the order's page, which the card opens (its lines, each named whole)",
  '.kv-cell--single-line .kv-cell__value': "the page the row opens (所属机构: the organization in 我的's header and on 选择机构)",
}

/** Enlarges the page's text as WeChat's font-size setting does, and fails if the browser did not. */
export async function enlargeText(page: Page, percent = LARGE_TEXT_PERCENT): Promise<void> {
  const measured = await page.evaluate((pct) => {
    const body = document.body
    body.style.setProperty('-webkit-text-size-adjust', `${pct}%`)
    body.style.setProperty('text-size-adjust', `${pct}%`)
    const probe = document.createElement('div')
    probe.style.cssText = 'position:absolute;left:-999px;top:0;font-size:10px;line-height:10px'
    probe.textContent = '字'
    body.appendChild(probe)
    const size = parseFloat(getComputedStyle(probe).fontSize)
    probe.remove()
    return size
  }, percent)
  if (Math.abs(measured - (10 * percent) / 100) > 0.5) throw new Error(`text-size-adjust ${percent}% gave 10px text ${measured}px: this browser does not enlarge text the way WeChat's does`)
  // let the page lay out again (and a list that measures its rows catch up)
  await page.waitForTimeout(200)
}

/**
 * Text cut off by a box that hides its overflow (a fixed height, a nowrap with ellipsis, a line
 * clamp), text drawn over other text (line by line, the boxes of the glyphs), an input whose text
 * is taller than its box, and a control a parent cannot reach: outside the screen sideways, or
 * covered by something else where it is scrolled into view. Scrolling containers are not clipping:
 * what they hide a parent scrolls to. A swiper's slides out of view are hidden whole, not cut.
 */
export async function largeTextProblems(page: Page, controls: string): Promise<string[]> {
  await installAuditHelpers(page)
  return page.evaluate(({ controlSelector, wholeElsewhere }) => {
    const problems: string[] = []
    const vw = window.innerWidth
    const { describe, shown } = (window as unknown as { __audit: AuditHelpers }).__audit
    const fixedIn = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(e).position)) return e
      return null
    }
    const scrolls = (v: string) => v === 'auto' || v === 'scroll'
    /**
     * The box its ancestors let show. For what is cut off: the boxes that hide their overflow up to the
     * nearest scroller (beyond it, they clip the scroller's window, which a parent scrolls). For what is
     * drawn now: every hiding box and scroller up to the root.
     */
    const clipOf = (el: Element, scrollersToo: boolean) => {
      let left = -Infinity
      let top = -Infinity
      let right = Infinity
      let bottom = Infinity
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e)
        if (!scrollersToo && e !== el && (scrolls(s.overflowX) || scrolls(s.overflowY))) break
        const hides = (v: string) => v === 'hidden' || v === 'clip' || (scrollersToo && scrolls(v))
        const c = e.getBoundingClientRect()
        if (hides(s.overflowX)) {
          left = Math.max(left, c.left)
          right = Math.min(right, c.right)
        }
        if (hides(s.overflowY)) {
          top = Math.max(top, c.top)
          bottom = Math.min(bottom, c.bottom)
        }
      }
      return { left, top, right, bottom }
    }
    const textNodes: Text[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement
      if (!parent || !(n.textContent ?? '').trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'VIDEO', 'TEXTAREA'].includes(parent.tagName)) continue
      if (shown(parent)) textNodes.push(n as Text)
    }

    // clipped: a line of text partly outside what its hiding ancestors show (wholly outside is a hidden slide or a visually hidden label)
    const lines: { node: Text; rect: DOMRect; bar: Element | null }[] = []
    let clipped = 0
    for (const node of textNodes) {
      const range = document.createRange()
      range.selectNodeContents(node)
      const parent = node.parentElement as Element
      const hiding = clipOf(parent, false)
      const drawn = clipOf(parent, true)
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5)
      const whole = range.getBoundingClientRect()
      const inside = (r: DOMRect) => r.left >= hiding.left - 1 && r.right <= hiding.right + 1 && r.top >= hiding.top - 1 && r.bottom <= hiding.bottom + 1
      const outside = (r: DOMRect) => r.right <= hiding.left + 1 || r.left >= hiding.right - 1 || r.bottom <= hiding.top + 1 || r.top >= hiding.bottom - 1
      const tiny = hiding.right - hiding.left < 2 || hiding.bottom - hiding.top < 2
      if (!tiny && whole.width > 0 && !inside(whole) && !outside(whole) && clipped < 5) {
        // cut with … (one line, or a line clamp) where the page it opens shows it whole
        let cutOnPurpose = false
        for (let e: Element | null = parent; e && !cutOnPurpose; e = e.parentElement) {
          const s = getComputedStyle(e)
          cutOnPurpose = s.textOverflow === 'ellipsis' || (s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '')
          if (s.overflowX !== 'visible' || s.overflowY !== 'visible') break
        }
        const excused = cutOnPurpose && wholeElsewhere.some((selector) => parent.closest(selector))
        if (!excused) {
          const how = getComputedStyle(parent).textOverflow === 'ellipsis' ? ' (ellipsis)' : ''
          problems.push(`text clipped${how}: ${describe(parent)} drawn ${Math.round(whole.width)}×${Math.round(whole.height)} in ${Math.round(Math.min(hiding.right, vw) - Math.max(hiding.left, 0))}×${Math.round(hiding.bottom - hiding.top)}`)
          clipped++
        }
      }
      // what is drawn of each line, for the overlap check
      for (const r of rects) {
        const left = Math.max(r.left, drawn.left)
        const right = Math.min(r.right, drawn.right)
        const top = Math.max(r.top, drawn.top)
        const bottom = Math.min(r.bottom, drawn.bottom)
        if (right - left > 0.5 && bottom - top > 0.5) lines.push({ node, rect: new DOMRect(left, top, right - left, bottom - top), bar: fixedIn(parent) })
      }
    }

    // text over text: two lines of different text nodes drawn over each other (page text under a fixed bar is the bar check's)
    const overlap = (a: DOMRect, b: DOMRect) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))
    let over = 0
    for (let i = 0; i < lines.length && over < 5; i++) {
      for (let j = i + 1; j < lines.length && over < 5; j++) {
        const [a, b] = [lines[i], lines[j]]
        if (a.node === b.node || a.bar !== b.bar) continue
        const least = Math.min(a.rect.width * a.rect.height, b.rect.width * b.rect.height)
        if (least > 0 && overlap(a.rect, b.rect) > least * 0.25) {
          problems.push(`text over text: ${describe(a.node.parentElement as Element)} and ${describe(b.node.parentElement as Element)}`)
          over++
        }
      }
    }

    // an input whose text is taller than the box it is typed in
    for (const input of document.querySelectorAll<HTMLElement>('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea')) {
      if (!shown(input)) continue
      const s = getComputedStyle(input)
      const inner = input.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom)
      if (parseFloat(s.fontSize) > inner + 1) problems.push(`input text ${s.fontSize} in a box ${Math.round(inner)}px high: ${describe(input)}`)
    }

    // every control reachable: on the screen sideways, and the one a tap hits where it scrolls into view
    const all = [...document.querySelectorAll(controlSelector)].filter((el) => shown(el) && !el.parentElement?.closest(controlSelector))
    let unreachable = 0
    for (const el of all) {
      if (unreachable >= 5) break
      el.scrollIntoView({ block: 'center', inline: 'center' })
      const r = el.getBoundingClientRect()
      const seen = clipOf(el, true)
      const left = Math.max(r.left, seen.left, 0)
      const right = Math.min(r.right, seen.right, vw)
      const top = Math.max(r.top, seen.top, 0)
      const bottom = Math.min(r.bottom, seen.bottom, window.innerHeight)
      if (right - left < 1 || bottom - top < 1) {
        problems.push(`control out of reach: ${describe(el)} at ${Math.round(r.left)},${Math.round(r.top)}`)
        unreachable++
        continue
      }
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
      // a dialog open over the page covers the page's controls until it closes: that is its purpose
      const modal = '.nut-overlay, .nut-popup, [role=dialog], [aria-modal=true]'
      const underDialog = hit?.closest(modal) && !el.closest(modal)
      if (hit && hit !== el && !el.contains(hit) && !hit.contains(el) && !underDialog) {
        problems.push(`control covered: ${describe(el)} under ${describe(hit)}`)
        unreachable++
      }
    }
    window.scrollTo(0, 0)
    for (const el of document.querySelectorAll<HTMLElement>('*')) if (el.scrollTop > 0 || el.scrollLeft > 0) [el.scrollTop, el.scrollLeft] = [0, 0]
    return problems
  }, { controlSelector: controls, wholeElsewhere: Object.keys(SHOWN_WHOLE_ELSEWHERE) })
}

/**
 * The longest text (in characters, with no space in it) read as one word or figure: a grid's label,
 * a button's, a name, a price, a count. Broken across lines it reads as two (我的课 / 程, +37 / 00).
 */
export const SHORT_LABEL = 6

/** A short label drawn on more than one line: where (its element) and what it says. */
export interface BrokenLabel {
  where: string
  text: string
  lines: number
}

/**
 * Short labels broken across lines: an element whose whole text is one word or figure of up to
 * SHORT_LABEL characters (no space) and is drawn on two lines or more. Text that is part of a longer
 * sentence (another text node beside it in the same element) wraps where it must, as prose does.
 */
export async function brokenLabels(page: Page): Promise<BrokenLabel[]> {
  await installAuditHelpers(page)
  return page.evaluate((longest) => {
    const { describe, shown } = (window as unknown as { __audit: AuditHelpers }).__audit
    const found: BrokenLabel[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement
      const text = (n.textContent ?? '').trim()
      if (!parent || !text || text.length > longest || /\s/.test(text) || (parent.textContent ?? '').trim() !== text) continue
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA'].includes(parent.tagName) || !shown(parent)) continue
      const range = document.createRange()
      range.selectNodeContents(n)
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5)
      if (rects.length < 2) continue
      const tops = rects.map((r) => r.top).sort((a, b) => a - b)
      const lines = tops.filter((t, i) => i === 0 || t - tops[i - 1] > rects[0].height / 2).length
      if (lines > 1) found.push({ where: describe(parent), text, lines })
    }
    return found
  }, SHORT_LABEL)
}
