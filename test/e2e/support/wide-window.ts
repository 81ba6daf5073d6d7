import type { Page } from '@playwright/test'
import { IN_PAGE_HELPERS } from './in-page'

/**
 * A window wider than a phone: an iPad upright (768) and on its side or a desktop browser (1024).
 * The page keeps one centred column as wide as the 750 design at most (src/styles `page-column`):
 * nothing of the page is drawn outside it, the fixed bars and the tab bar keep it too, and a picture
 * drawn to fill its box keeps the shape it has on a phone.
 */
export const WIDE_SIZES = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]
/** The column's widest, px: the design's 750 (the root font stops growing at a 750 px window). */
export const COLUMN_MAX = 750
/** A picture whose shape moves more than this (2 %) from its shape on a phone is stretched. */
const SHAPE_TOLERANCE = 0.02

/** A picture on the page: its address, its box's width ÷ height, and how it fills the box (object-fit). */
interface Shape {
  src: string
  ratio: number
  fit: string
}

/** The pictures of the page on screen, in the order of the page, with their boxes' shapes. */
export async function pictureShapes(page: Page): Promise<Shape[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.taro_page img, .taro-tabbar__tabbar img')]
      .map((img) => ({ src: img.getAttribute('src') ?? '', r: img.getBoundingClientRect(), fit: getComputedStyle(img).objectFit }))
      .filter(({ src, r }) => src && r.width > 1 && r.height > 1)
      .map(({ src, r, fit }) => ({ src, ratio: r.width / r.height, fit })),
  )
}

/**
 * In the page: what is wrong at the window's size now: the page wider than the column or off its
 * centre, anything of the page or the tab bar drawn outside the column, a window that scrolls sideways.
 */
const OUTSIDE_THE_COLUMN = `function (max) {
  ${IN_PAGE_HELPERS}
  var vw = window.innerWidth
  var width = Math.min(vw, max)
  var left = (vw - width) / 2
  var right = left + width
  var problems = []
  // the part of an element its clipping ancestors (a strip that scrolls sideways) let show; a
  // fixed element (a bar) is clipped by none of the ancestors above it
  var visible = function (el) {
    var box = el.getBoundingClientRect()
    var l = box.left
    var r = box.right
    var free = getComputedStyle(el).position === 'fixed'
    for (var e = el.parentElement; e && !free; e = e.parentElement) {
      var s = getComputedStyle(e)
      if (s.overflowX !== 'visible') {
        var c = e.getBoundingClientRect()
        l = Math.max(l, c.left)
        r = Math.min(r, c.right)
      }
      free = s.position === 'fixed'
    }
    return { l: l, r: r }
  }
  var pages = Array.prototype.filter.call(document.querySelectorAll('.taro_page'), shown)
  pages.forEach(function (p) {
    var r = p.getBoundingClientRect()
    if (r.width > width + 1 || Math.abs(r.left - left) > 1) problems.push('the page is ' + Math.round(r.width) + 'px wide from ' + Math.round(r.left) + 'px, not the column of ' + width + 'px from ' + left + 'px')
  })
  var tab = document.querySelector('.taro-tabbar__tabbar')
  var roots = pages.concat(tab && shown(tab) ? [tab] : [])
  var out = []
  roots.forEach(function (root) {
    [root].concat(Array.prototype.slice.call(root.querySelectorAll('*'))).forEach(function (el) {
      if (!shown(el)) return
      // a layer over the whole window (a mask, a pop-up's shade) is not part of the column
      if (getComputedStyle(el).position === 'fixed' && el.getBoundingClientRect().height > window.innerHeight * 0.9) return
      var v = visible(el)
      // drawn off the window on purpose (a canvas a poster is drawn on) is not drawn outside the column
      if (v.r <= 0 || v.l >= vw) return
      if (v.r > v.l && (v.l < left - 1 || v.r > right + 1)) out.push(el)
    })
  })
  // the outermost of what sticks out, so a line names the box to fix
  out.filter(function (e) { return out.indexOf(e.parentElement) < 0 }).slice(0, 4).forEach(function (el) {
    var v = visible(el)
    problems.push('outside the column (' + left + '–' + right + 'px): ' + describe(el) + ' spans ' + Math.round(v.l) + '–' + Math.round(v.r) + 'px')
  })
  var doc = document.scrollingElement || document.documentElement
  if (doc.scrollWidth > vw + 1) problems.push('the window scrolls sideways: ' + doc.scrollWidth + 'px on ' + vw + 'px')
  return problems
}`

/** What is wrong with the page at the window's size now (OUTSIDE_THE_COLUMN). */
async function outsideTheColumn(page: Page, column: number): Promise<string[]> {
  // an expression string: the debugger evaluates it, whatever script the page's policy allows
  return page.evaluate<string[]>(`(${OUTSIDE_THE_COLUMN})(${column})`)
}

/**
 * The wide pass: at 768 and 1024 px the page stays in its centred column and its pictures keep the
 * shapes they have at `phone` (measured by the caller at a phone's width, the page scrolled to its top).
 */
export async function wideWindowProblems(page: Page, phone: Shape[]): Promise<string[]> {
  const found: string[] = []
  for (const size of WIDE_SIZES) {
    await page.setViewportSize(size)
    await page.waitForTimeout(200)
    const at = `${size.width}×${size.height}`
    found.push(...(await outsideTheColumn(page, COLUMN_MAX)).map((p) => `${at} ${p}`))
    const wide = await pictureShapes(page)
    const left = [...wide]
    for (const shape of phone) {
      const i = left.findIndex((w) => w.src === shape.src)
      if (i < 0) continue
      const [now] = left.splice(i, 1)
      // a picture that covers or fits in its box (aspectFill, aspectFit) keeps its shape in any box
      if (now.fit === 'fill' && Math.abs(now.ratio / shape.ratio - 1) > SHAPE_TOLERANCE)
        found.push(`${at} a picture is stretched: ${shape.src.slice(-48)} is ${now.ratio.toFixed(2)}:1, ${shape.ratio.toFixed(2)}:1 on a phone`)
    }
  }
  return found
}
