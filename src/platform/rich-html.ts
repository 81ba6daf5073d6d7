import Taro from '@tarojs/taro'
import { TaroNode } from '@tarojs/runtime'
// Taro's HTML parser, imported from its own file so that it ships with the pages that draw rich
// text, not in the main package (the build turns off Taro's built-in innerHTML: `mini.runtime`
// in config/index.ts)
import { setInnerHTML } from '@tarojs/runtime/dist/dom-external/inner-html/html.js'

interface HtmlElementLike {
  nodeName: string
  tagName: string
  setAttribute(name: string, value: string): void
}

let ready = false

/**
 * Mini-program: an element's innerHTML is Taro's parser, which turns HTML into components. Images
 * get widthFix so they keep their proportions at the full width, and load lazily. A `<span>`
 * becomes the `text` every other inline tag becomes: WeChat lists `span` among its components
 * (Skyline's inline text), so Taro keeps it as `span`, which the page's templates cannot draw, and
 * its text was missing (Taro issue #17747).
 */
export function prepareRichHtml(): void {
  if (ready) return
  ready = true
  // what Taro's runtime does at start when its innerHTML is on (dom-external/index.js)
  TaroNode.extend('innerHTML', {
    set(this: TaroNode, html: string) {
      setInnerHTML(this, html)
    },
    get() {
      return ''
    },
  })
  const html = (Taro as unknown as { options?: { html?: { transformElement?: (el: HtmlElementLike) => HtmlElementLike } } }).options?.html
  if (!html) return
  const previous = html.transformElement
  html.transformElement = (el) => {
    const out = previous ? previous(el) : el
    if (out.nodeName === 'span') {
      out.nodeName = 'text'
      out.tagName = 'TEXT'
    }
    if (out.nodeName === 'image') {
      out.setAttribute('mode', 'widthFix')
      out.setAttribute('lazy-load', 'true')
    }
    return out
  }
}
