import { FilterXSS, safeAttrValue, type IFilterXSSOptions } from 'xss'

/**
 * The one sanitizer for server HTML (product descriptions, contracts, articles, notices). It runs
 * before the HTML reaches RichHtml, which on H5 writes the string into innerHTML and on the
 * mini-program turns it into components. js-xss works on strings, so the same code runs on both.
 *
 * - only whitelisted tags and attributes survive; every event handler goes;
 * - script, style, iframe, svg, math, object, embed, template, noscript go with their content;
 * - href and src keep only http(s) addresses and site paths (no javascript:, data:, vbscript:,
 *   also when hidden behind entities, case or whitespace);
 * - every attribute value is written escaped, so a quote inside a value cannot open a new attribute;
 * - images are fitted to the width.
 */
const BLOCK_ATTRS = ['style', 'class']
const WHITE_LIST: Record<string, string[]> = {
  p: BLOCK_ATTRS,
  div: BLOCK_ATTRS,
  span: BLOCK_ATTRS,
  section: BLOCK_ATTRS,
  h1: BLOCK_ATTRS,
  h2: BLOCK_ATTRS,
  h3: BLOCK_ATTRS,
  h4: BLOCK_ATTRS,
  h5: BLOCK_ATTRS,
  h6: BLOCK_ATTRS,
  blockquote: BLOCK_ATTRS,
  pre: [],
  code: [],
  br: [],
  hr: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  del: [],
  sub: [],
  sup: [],
  small: [],
  ul: BLOCK_ATTRS,
  ol: BLOCK_ATTRS,
  li: BLOCK_ATTRS,
  table: ['style', 'border', 'width'],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: ['style'],
  th: ['style', 'colspan', 'rowspan', 'align'],
  td: ['style', 'colspan', 'rowspan', 'align'],
  caption: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
}

/** Tags removed together with everything inside them. */
export const DROPPED_WITH_BODY = ['script', 'style', 'iframe', 'frame', 'frameset', 'svg', 'math', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'form', 'video', 'audio']

const CSS_WHITE_LIST: Record<string, boolean> = {
  color: true,
  'background-color': true,
  'text-align': true,
  'text-indent': true,
  'font-weight': true,
  'font-size': true,
  'font-style': true,
  'line-height': true,
  'text-decoration': true,
  width: true,
  'margin-top': true,
  'margin-bottom': true,
  'padding-left': true,
  border: true,
  'border-collapse': true,
}

const IMG_STYLE = 'max-width:100%;height:auto;display:block'

/**
 * http(s) addresses and site paths; everything else (javascript:, data:, vbscript:, …) is refused,
 * and so is any value with a quote or angle bracket in it.
 */
export function isSafeUrl(value: string): boolean {
  // what a browser would see: entities decoded, control characters and whitespace gone
  const seen = value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCharCode(Number(d)))
    .replace(/&colon;?/gi, ':')
    .replace(/&tab;?|&newline;?/gi, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u00a0]+/g, '')
  // quotes and angle brackets belong to no address: a value carrying them is an attempt to break out
  // of its attribute (`https://x" onerror="…`), refused whole rather than kept as a strange address
  if (/["'<>`]/.test(seen)) return false
  if (/^https?:\/\//i.test(seen)) return true
  // a site path, not a protocol-relative address
  return /^\/(?!\/)/.test(seen) && !seen.includes(':')
}

const options: IFilterXSSOptions = {
  whiteList: WHITE_LIST,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_BODY,
  allowCommentTag: false,
  css: { whiteList: CSS_WHITE_LIST },
  onIgnoreTagAttr: () => '',
  // a refused address takes its attribute with it (returning '' drops the attribute)
  onTagAttr(_tag, name, value) {
    if ((name === 'href' || name === 'src') && !isSafeUrl(value)) return ''
    return undefined
  },
  safeAttrValue(tag, name, value, cssFilter) {
    if ((name === 'href' || name === 'src') && !isSafeUrl(value)) return ''
    // the library's own rules (entity decoding, style filtering), which end by escaping the value
    // (quotes and angle brackets), so a value can never close its attribute
    return safeAttrValue(tag, name, value, cssFilter)
  },
}

const filter = new FilterXSS(options)

/** Sanitized HTML ready for RichHtml; '' for nothing. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return filter.process(String(html)).replace(/<img(?=[\s>/])/g, `<img style="${IMG_STYLE}"`)
}
