/**
 * Server HTML in the mini-program runtime: articles whose bodies carry <script>, event handler
 * attributes and javascript: / data: links reach the page's data sanitized. Nothing of them is in
 * any setData payload, and the readable text stays.
 */
import { HOSTILE_HTML_SAMPLES } from '../../mock/seed/hostile-html'
import { Rig } from './rig/rig'
import type { WxNode } from './rig/template-engine'

let rig: Rig
afterAll(async () => rig?.close())

/**
 * Every string of a setData payload but the text of text nodes (`v`): tag names, classes, styles,
 * attributes. A parent's comment that reads `<img onerror=…>` is shown as those characters, which
 * is right; the same characters as a node or an attribute would not be.
 */
function markupOf(value: unknown, key = ''): string {
  if (typeof value === 'string') return key === 'v' ? '' : `${key}=${value}\n`
  if (Array.isArray(value)) return value.map((v) => markupOf(v)).join('')
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => markupOf(v, k)).join('')
  return ''
}

/** Tags and attributes of a drawn tree, without its texts. */
function drawnMarkup(node: WxNode): string {
  return `${node.tag} ${JSON.stringify(node.attr)}\n${node.children.map((c) => (typeof c === 'string' ? '' : drawnMarkup(c))).join('')}`
}

/** What must never reach the page's data (attribute names and values as Taro sends them). */
const FORBIDDEN = [/<script/i, /onerror/i, /onload/i, /onclick/i, /onmouseover/i, /javascript(&#58;|:)/i, /data:text\/html/i, /evil\.example/i, /alert\(1\)/, /"nn":"iframe"|wx-web-view/]

test.each(['A1002', 'A1007', 'A1014'])('article %s: hostile HTML is sanitized before it reaches setData', async (id) => {
  if (!rig) {
    rig = await Rig.start()
    await rig.launch('pages/home/home')
  }
  // the mock really serves the hostile body for this article
  expect(HOSTILE_HTML_SAMPLES.length).toBeGreaterThan(5)
  const from = rig.host.setDataLog.length
  await rig.open('pages/article/article-detail', { id })
  await rig.waitForText('正文结束')
  expect(rig.text()).toContain('点击领取福利')
  const payloads = rig.host.setDataLog.slice(from).filter((r) => r.route === 'pages/article/article-detail')
  expect(payloads.length).toBeGreaterThan(0)
  for (const p of payloads) {
    const markup = markupOf(JSON.parse(p.json))
    for (const bad of FORBIDDEN) expect({ keys: p.keys, match: bad.exec(markup)?.[0] ?? null }).toEqual({ keys: p.keys, match: null })
  }
  // and the drawn tree has no web-view, no script, no handler attribute from the server
  const drawn = drawnMarkup(rig.tree())
  for (const bad of FORBIDDEN) expect(bad.exec(drawn)?.[0] ?? null).toBeNull()
  expect(rig.host.errors).toEqual([])
  expect(rig.renderWarnings()).toEqual([])
})
