import { FilterXSS, whiteList } from 'xss'

/**
 * The product description is server HTML. It is sanitized before it reaches RichText, which on H5
 * writes a string straight into innerHTML. js-xss needs no DOM, so the same code runs on weapp.
 * Scripts, styles and frames go with their content; event handlers and javascript: URLs go;
 * images keep only http(s) sources and are fitted to the screen width.
 */
const filter = new FilterXSS({
  whiteList: {
    ...whiteList,
    p: ['style'],
    span: ['style'],
    div: ['style'],
    h3: ['style'],
    h4: ['style'],
    img: ['src', 'alt', 'width', 'height', 'style'],
    a: [],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed'],
  css: { whiteList: { color: true, 'text-align': true, 'font-weight': true, 'font-size': true, width: true } },
  onTagAttr(tag, name, value) {
    if (tag === 'img' && name === 'src') return /^https?:\/\//i.test(value.trim()) ? `src="${value.trim()}"` : ''
    return undefined
  },
})

/** Sanitized HTML with every image fitted to the width; '' for none. */
export function sanitizeDetail(html: string | null | undefined): string {
  if (!html) return ''
  return filter.process(html).replace(/<img /g, '<img style="max-width:100%;height:auto;display:block" ')
}
