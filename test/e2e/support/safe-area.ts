import type { Page } from '@playwright/test'
import { IN_PAGE_HELPERS } from './in-page'

/**
 * An iPhone 14 held upright: its screen in CSS px and the insets Safari and WeChat's browser give a
 * page with `viewport-fit=cover` (the status bar with the notch above, the home indicator below).
 */
export const IPHONE_14 = { width: 390, height: 844 }
export const IPHONE_14_INSETS = { top: 47, bottom: 34, left: 0, right: 0 }

/**
 * Chromium: the page's `env(safe-area-inset-*)` take the iPhone's insets (DevTools protocol,
 * Emulation.setSafeAreaInsetsOverride); they stay for the page's later navigations. Answers the inset
 * a probe element reads back, so a browser that ignored the override is seen, not passed.
 */
export async function emulateSafeArea(page: Page, insets = IPHONE_14_INSETS): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets })
  return page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.paddingBottom = 'env(safe-area-inset-bottom)'
    document.body.appendChild(probe)
    const read = parseFloat(getComputedStyle(probe).paddingBottom)
    probe.remove()
    return read
  })
}

/**
 * WebKit (WebKitGTK has no notch and no way to set one): the app's own rules that read the bottom
 * inset are written again with the iPhone's inset in its place, in every stylesheet the page has
 * loaded, as the phone would resolve them; rules that do not read it stay as they are, so a bar that
 * does not pad by the inset still ends under the home indicator. Answers how many rules read it (a
 * page whose bars read none fails the check, it is not skipped). A script for WebDriver's
 * executeScript: `return (${SUBSTITUTE_BOTTOM_INSET})(arguments[0])`.
 */
export const SUBSTITUTE_BOTTOM_INSET = `function (inset) {
  var count = 0
  var pattern = /(?:env|constant)\\(\\s*safe-area-inset-bottom\\s*(?:,[^)]*)?\\)/g
  var walk = function (list, owner) {
    for (var i = 0; i < list.length; i++) {
      var rule = list[i]
      if (rule.cssRules && rule.cssRules.length) walk(rule.cssRules, rule)
      if (!rule.style || !pattern.test(rule.cssText)) continue
      pattern.lastIndex = 0
      var text = rule.cssText.replace(pattern, inset + 'px')
      owner.deleteRule(i)
      owner.insertRule(text, i)
      count++
    }
  }
  for (var s = 0; s < document.styleSheets.length; s++) {
    var sheet = document.styleSheets[s]
    try { walk(sheet.cssRules, sheet) } catch (e) { /* another origin's sheet */ }
  }
  return count
}`

/** What a bar fixed to the bottom shows wrong on a phone with a home indicator, as lines. */
export interface SafeAreaFinding {
  /** the bars found: fixed along the bottom edge, and the tab bar */
  bars: number
  problems: string[]
}

/**
 * In the page: every bar fixed along the bottom edge (and the tab bar) ends its last control or text
 * above the home indicator, `inset` px from the bottom. A script for page.evaluate and for WebDriver
 * (`return (${BARS_CLEAR_INSET})(arguments[0])`).
 */
export const BARS_CLEAR_INSET = `function (inset) {
  var vh = window.innerHeight
  var vw = window.innerWidth
  ${IN_PAGE_HELPERS}
  var all = Array.prototype.slice.call(document.body.querySelectorAll('*'))
  var bars = all.filter(function (el) {
    if (getComputedStyle(el).position !== 'fixed' || !shown(el)) return false
    var r = el.getBoundingClientRect()
    return r.height < vh / 3 && Math.abs(r.bottom - vh) < 2 && r.width > vw / 2
  })
  var tab = document.querySelector('.taro-tabbar__tabbar-bottom')
  if (tab && shown(tab) && !tab.classList.contains('taro-tabbar__tabbar-hide')) bars.push(tab)
  bars = bars.filter(function (bar) { return !bars.some(function (b) { return b !== bar && b.contains(bar) }) })
  var problems = []
  bars.forEach(function (bar) {
    var parts = Array.prototype.slice.call(bar.querySelectorAll('*')).filter(function (el) {
      if (!shown(el)) return false
      var own = Array.prototype.some.call(el.childNodes, function (n) { return n.nodeType === 3 && (n.textContent || '').trim() })
      return own || el.children.length === 0 || el.matches('button, input, a[href], [role=button], .nut-button, .weui-tabbar__item')
    })
    if (!parts.length) return
    var last = parts.reduce(function (a, b) { return b.getBoundingClientRect().bottom > a.getBoundingClientRect().bottom ? b : a })
    var end = last.getBoundingClientRect().bottom
    if (end > vh - inset + 0.5) problems.push(describe(bar) + ': ' + describe(last) + ' ends at ' + Math.round(end) + 'px, under the home indicator (the safe area ends at ' + (vh - inset) + 'px)')
  })
  return { bars: bars.length, problems: problems }
}`

/** Chromium, with the insets emulated: the bars of the page on screen clear the home indicator. */
export async function barsClearHomeIndicator(page: Page, inset = IPHONE_14_INSETS.bottom): Promise<SafeAreaFinding> {
  // an expression string: the debugger evaluates it, whatever script the page's policy allows
  return page.evaluate<SafeAreaFinding>(`(${BARS_CLEAR_INSET})(${inset})`)
}

/**
 * Chromium, with the insets emulated: no text and no control of the page is drawn under the status
 * bar. In a native app's full-screen web view a page with `viewport-fit=cover` starts at the top of the
 * screen, under the clock and the notch (Safari and WeChat's browser keep it below theirs, where the
 * top inset reads 0). Where something is: the first few, with the text they show.
 */
export async function textUnderStatusBar(page: Page, inset = IPHONE_14_INSETS.top): Promise<string[]> {
  return page.evaluate((top) => {
    const found: string[] = []
    const visible = (el: Element) => {
      const style = getComputedStyle(el)
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node && found.length < 5; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim()
      if (!text || !node.parentElement || !visible(node.parentElement)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const r of range.getClientRects()) {
        if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < top - 0.5 && r.top > -r.height) {
          found.push(`"${text.slice(0, 20)}" drawn at ${Math.round(r.top)}px, under the status bar (${top}px)`)
          break
        }
      }
    }
    return found
  }, inset)
}
