import Taro from '@tarojs/taro'

interface HtmlElementLike {
  nodeName: string
  tagName: string
  setAttribute(name: string, value: string): void
}

let ready = false

/**
 * Mini-program: Taro turns HTML into components; images get widthFix so they keep their
 * proportions at the full width, and load lazily. A `<span>` becomes the `text` every other inline
 * tag becomes: WeChat lists `span` among its components (Skyline's inline text), so Taro keeps it
 * as `span`, which the page's templates cannot draw, and its text was missing (Taro issue #17747).
 */
export function prepareRichHtml(): void {
  if (ready) return
  ready = true
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
