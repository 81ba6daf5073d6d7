import { FilterXSS, whiteList } from 'xss'

/**
 * Server HTML (contracts) is sanitized before it reaches RichText, which on H5 writes a string
 * straight into innerHTML. js-xss runs without a DOM, so the same code serves the mini-program.
 * Scripts and styles are dropped with their content; event handlers and javascript: URLs go.
 */
const filter = new FilterXSS({
  whiteList: {
    ...whiteList,
    p: ['style'],
    span: ['style'],
    h3: ['style'],
    h4: ['style'],
    div: ['style'],
    a: [],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
  css: { whiteList: { color: true, 'text-align': true, 'font-weight': true, 'font-size': true } },
})

export function sanitizeHtml(html: string | null | undefined): string {
  return html ? filter.process(html) : ''
}
