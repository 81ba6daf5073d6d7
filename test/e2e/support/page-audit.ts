import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * What a parent's phone shows wrong on a page, found in the browser: accessibility failures
 * (axe-core, WCAG 2.1 A and AA), tap targets under 44 × 44 px, a page wider than the screen, and
 * content left under the tab bar or a fixed bottom bar. Each finding is a line a person can act on.
 */

/** The smallest tap target, in CSS px, both ways (Apple's and WeChat's guidance). */
export const MIN_TAP = 44
/** The smallest text on any page, px. */
export const MIN_TEXT = 12

/** The brand green (2.3:1 with white, about 2.1:1 with its light tints) is the brand's choice: the one colour the contrast rule lets pass. */
const BRAND = '#00c094'
const isBrandPair = (fg = '', bg = '') => fg.toLowerCase() === BRAND || bg.toLowerCase() === BRAND

/** axe's serious and critical violations, but the brand's own colour pair. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const problems: string[] = []
  for (const v of result.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue
    const nodes = v.nodes.filter((n) => {
      if (v.id !== 'color-contrast') return true
      const data = (n.any[0]?.data ?? {}) as { fgColor?: string; bgColor?: string }
      return !isBrandPair(data.fgColor, data.bgColor)
    })
    for (const n of nodes.slice(0, 5)) problems.push(`a11y ${v.id} (${v.impact}): ${n.target.join(' ')} ${(n.any[0]?.message ?? n.failureSummary ?? '').split('\n').slice(-1)[0].trim()}`)
    if (nodes.length > 5) problems.push(`a11y ${v.id}: and ${nodes.length - 5} more`)
  }
  return problems
}

/** The controls a parent taps, by role or element (NutUI's Button draws a div with the class nut-button). */
export const CONTROLS = [
  'button',
  '.nut-button',
  'a[href]',
  'input:not([type=hidden])',
  'textarea',
  'select',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=switch]',
  '[role=menuitem]',
].join(', ')

/** What the audit's scripts in the page share (a script passed to page.evaluate carries no functions of its own module). */
export interface AuditHelpers {
  /** A short name a person finds the element by: tag, test id, two classes, its text. */
  describe(el: Element): string
  /** Drawn, with a size, visible and not transparent. */
  shown(el: Element): boolean
}

/** Puts the helpers on the page's window as __audit, for the scripts that follow. */
export async function installAuditHelpers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const helpers: AuditHelpers = {
      describe: (el) => {
        const id = el.getAttribute('data-testid')
        const cls = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 2).join('.')
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 16)
        return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`
      },
      shown: (el) => {
        const r = el.getBoundingClientRect()
        const s = getComputedStyle(el)
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0
      },
    }
    ;(window as unknown as { __audit: AuditHelpers }).__audit = helpers
  })
}

/** Tap targets under 44 × 44, a button taller than its words need or its words off its middle, text under 12 px, text drawn over text or under a video, a page wider than the screen, and content hidden under a fixed bottom bar. */
export async function layoutProblems(page: Page): Promise<string[]> {
  await installAuditHelpers(page)
  return page.evaluate(
    ({ controls, minTap, minText }) => {
      const problems: string[] = []
      const vw = window.innerWidth
      const { describe, shown } = (window as unknown as { __audit: AuditHelpers }).__audit

      // tap targets: the control itself or the control it sits in, whichever is larger
      const all = [...document.querySelectorAll(controls)].filter(shown)
      for (const el of all) {
        if (el.parentElement?.closest(controls)) continue
        const r = el.getBoundingClientRect()
        if (r.width < minTap - 0.5 || r.height < minTap - 0.5) problems.push(`tap target ${Math.round(r.width)}×${Math.round(r.height)}: ${describe(el)}`)
      }

      // a button is as tall as its words need, 44 px at least, and its words sit in its middle
      // (NutUI's button: the words are in .nut-button-wrap, the button's padding and border around
      // them); in a row that stretches its items, as tall as the row's tallest other item
      const wordsOf = (button: Element): DOMRect | null => {
        const wrap = button.querySelector('.nut-button-wrap')
        if (!wrap) return null
        const range = document.createRange()
        range.selectNodeContents(wrap)
        const words = range.getBoundingClientRect()
        return words.height ? words : null
      }
      const needsOf = (button: Element, words: DOMRect): number => {
        const s = getComputedStyle(button)
        const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((sum, k) => sum + parseFloat(s[k as 'paddingTop']), 0)
        return Math.max(minTap, words.height + frame)
      }
      const stretched = (button: Element): boolean => {
        const parent = button.parentElement
        if (!parent) return false
        const p = getComputedStyle(parent)
        const self = getComputedStyle(button).alignSelf
        return /flex/.test(p.display) && p.flexDirection.startsWith('row') && (self === 'stretch' || (self === 'auto' && ['normal', 'stretch'].includes(p.alignItems)))
      }
      for (const button of document.querySelectorAll('.nut-button')) {
        const words = wordsOf(button)
        if (!words || !shown(button)) continue
        const b = button.getBoundingClientRect()
        // stretched in a row: as tall as the row's tallest other item, or as the tallest of its buttons needs
        const row = stretched(button) ? [...(button.parentElement?.children ?? [])].filter((el) => el !== button && shown(el)) : []
        // what each other item's own content needs (a stretched item is as tall as the row, whatever it holds)
        const others = row.map((el) => {
          if (el.classList.contains('nut-button')) {
            const w = wordsOf(el)
            return w ? needsOf(el, w) : minTap
          }
          const range = document.createRange()
          range.selectNodeContents(el)
          const st = getComputedStyle(el)
          return range.getBoundingClientRect().height + ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((sum, k) => sum + parseFloat(st[k as 'paddingTop']), 0)
        })
        const needs = Math.max(needsOf(button, words), ...others)
        if (b.height > needs + 1.5) problems.push(`button ${Math.round(b.height)}px tall where its words need ${Math.round(needs)}px: ${describe(button)}`)
        const off = (words.top + words.bottom) / 2 - (b.top + b.bottom) / 2
        if (Math.abs(off) > 2) problems.push(`button's words ${Math.round(off)}px off its middle: ${describe(button)}`)
      }

      // text size: nothing a parent reads is set under 12 px (a countdown's digits, a badge, a hint)
      for (const el of document.body.querySelectorAll('*')) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim())
        if (!own || !shown(el)) continue
        const size = parseFloat(getComputedStyle(el).fontSize)
        if (size < minText - 0.05) problems.push(`text ${size}px: ${describe(el)}`)
      }

      // text over text, and a video drawn over text (fixed bars are the bottom-bar check's)
      const inBar = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(e).position) || e.classList.contains('taro-tabbar__tabbar')) return true
        return false
      }
      const texts = [...document.body.querySelectorAll('*')].filter(
        // a video's own text is what a browser without video shows instead
        (el) => el.tagName !== 'VIDEO' && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim()) && shown(el) && !inBar(el),
      )
      // the part of an element its clipping ancestors (overflow hidden or scrolling) let show
      const visible = (el: Element): DOMRect => {
        let { left, top, right, bottom } = el.getBoundingClientRect()
        for (let e = el.parentElement; e; e = e.parentElement) {
          const s = getComputedStyle(e)
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue
          const c = e.getBoundingClientRect()
          left = Math.max(left, c.left)
          top = Math.max(top, c.top)
          right = Math.min(right, c.right)
          bottom = Math.min(bottom, c.bottom)
        }
        return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top))
      }
      const boxes = texts.map((el) => ({ el, r: visible(el) })).filter(({ r }) => r.width > 0 && r.height > 0)
      const overlap = (a: DOMRect, b: DOMRect) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))
      let over = 0
      for (let i = 0; i < boxes.length && over < 3; i++) {
        for (let j = i + 1; j < boxes.length && over < 3; j++) {
          const [a, b] = [boxes[i], boxes[j]]
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue
          const least = Math.min(a.r.width * a.r.height, b.r.width * b.r.height)
          if (least > 0 && overlap(a.r, b.r) > least * 0.3) {
            problems.push(`text over text: ${describe(a.el)} and ${describe(b.el)}`)
            over++
          }
        }
      }
      for (const video of document.querySelectorAll('video')) {
        if (!shown(video) || inBar(video)) continue
        const v = video.getBoundingClientRect()
        const hidden = boxes.find(({ el, r }) => !video.parentElement?.closest('[class*=video]')?.contains(el) && overlap(v, r) > 0.3 * r.width * r.height)
        if (hidden) problems.push(`a video over text: ${describe(hidden.el)}`)
      }

      // horizontal overflow: the document and the elements that stick out
      const doc = document.scrollingElement ?? document.documentElement
      if (doc.scrollWidth > vw + 1) {
        const out = [...document.body.querySelectorAll('*')].filter((el) => shown(el) && el.getBoundingClientRect().right > vw + 1 && getComputedStyle(el).position !== 'fixed')
        const outer = out.filter((el) => !out.includes(el.parentElement as Element)).slice(0, 3)
        problems.push(`wider than the screen: ${doc.scrollWidth}px on ${vw}px (${outer.map(describe).join('; ')})`)
      }
      return problems
    },
    { controls: CONTROLS, minTap: MIN_TAP, minText: MIN_TEXT },
  )
}

/** After scrolling to the end: the last content must end above the tab bar and any fixed bottom bar (the tops of pages scrolled back after). */
export async function hiddenUnderBars(page: Page): Promise<string[]> {
  // the page scrolls in Taro's page container, not the window: scroll every vertical scroller to its
  // end, again while the end grows (a paged list loads its next page on reaching the bottom)
  let height = -1
  for (let round = 0; round < 6; round++) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight)
      let total = 0
      for (const el of document.querySelectorAll<HTMLElement>('*')) {
        const y = getComputedStyle(el).overflowY
        if ((y === 'auto' || y === 'scroll') && el.scrollHeight > el.clientHeight + 1) {
          el.scrollTop = el.scrollHeight
          total += el.scrollHeight
        }
      }
      return total
    })
    await page.waitForTimeout(400)
    if (now === height) break
    height = now
  }
  return page.evaluate(() => {
    const vh = window.innerHeight
    const all = [...document.body.querySelectorAll('*')]
    const fixed = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(e).position)) return true
      return false
    }
    // bars: fixed, at the bottom edge, shorter than a third of the screen
    const bars = all.filter((el) => {
      const s = getComputedStyle(el)
      const r = el.getBoundingClientRect()
      return s.position === 'fixed' && r.height > 0 && r.height < vh / 3 && Math.abs(r.bottom - vh) < 2 && r.width > window.innerWidth / 2
    })
    if (!bars.length) return []
    const top = Math.min(...bars.map((b) => b.getBoundingClientRect().top))
    const texts = all.filter((el) => {
      if (fixed(el) || el.children.length > 0 || !(el.textContent ?? '').trim()) return false
      const r = el.getBoundingClientRect()
      return r.height > 0 && r.width > 0 && getComputedStyle(el).visibility !== 'hidden'
    })
    const under = texts.filter((el) => el.getBoundingClientRect().bottom > top + 1 && el.getBoundingClientRect().top < vh)
    return under.slice(0, 3).map((el) => `under a bottom bar: "${(el.textContent ?? '').trim().slice(0, 20)}" ends at ${Math.round(el.getBoundingClientRect().bottom)}px, the bar starts at ${Math.round(top)}px`)
  })
}

/**
 * A page that scrolls with nothing more to show, in Taro's page box (the tab bar and, in a native
 * app's web view, the status bar's inset make the box shorter than the window):
 * - a page at least as tall as the window, or whose padding is added to that height, scrolls further
 *   than its content and padding reach (its height measured with nothing setting it, then put back);
 * - a page set as tall as the window (a column whose list scrolls itself) makes the box scroll.
 */
export async function scrollsPastItsContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((el) => getComputedStyle(el).display !== 'none')
    // the page's root: the box's child, or the child of Taro's pull-down wrappers when the page has them
    const root = (box?.querySelector(':scope > .rmc-pull-to-refresh-content-wrapper > .rmc-pull-to-refresh-content') ?? box)?.firstElementChild as HTMLElement | null
    if (!box || !root || box.scrollHeight - box.clientHeight <= 1) return []
    const top = root.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop
    const kept = root.getAttribute('style')
    const heightWith = (rules: Record<string, string>): number => {
      for (const [k, v] of Object.entries(rules)) root.style.setProperty(k, v, 'important')
      const h = root.getBoundingClientRect().height
      if (kept === null) root.removeAttribute('style')
      else root.setAttribute('style', kept)
      return h
    }
    const asSet = heightWith({ 'min-height': '0' })
    const natural = heightWith({ 'min-height': '0', height: 'auto' })
    const name = `${root.tagName.toLowerCase()}.${(root.getAttribute('class') ?? '').split(/\s+/)[0]}`
    if (Math.abs(asSet - natural) > 1) {
      const over = Math.round(top + asSet - box.clientHeight)
      return over > 1 ? [`${name} is set ${over}px taller than its page box (${box.clientHeight}px): the page scrolls by that`] : []
    }
    const blank = Math.round(box.scrollHeight - Math.max(box.clientHeight, top + natural))
    return blank > 1 ? [`the page scrolls ${blank}px past its content: ${name} ends at ${Math.round(top + natural)}px in a box ${box.clientHeight}px tall that scrolls to ${box.scrollHeight}px`] : []
  })
}
