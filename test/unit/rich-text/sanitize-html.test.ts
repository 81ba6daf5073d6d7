/**
 * @jest-environment jsdom
 */
import { isSafeUrl, sanitizeHtml } from '@/shared/rich-text/sanitize-html'

/** What no sanitized output may contain: a handler attribute, a script URL, a live element. */
function expectInert(out: string) {
  // outside attribute values (an escaped quote keeps text like onerror= inside a value, harmless)
  expect(out.replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+\s*=/i)
  expect(out).not.toMatch(/javascript\s*:/i)
  expect(out).not.toMatch(/vbscript\s*:/i)
  expect(out).not.toMatch(/(href|src)\s*=\s*"?\s*data:/i)
  expect(out).not.toMatch(/<\s*(script|iframe|svg|style|object|embed|math)/i)
}

/** Parses the output as a browser would and checks no element carries a handler or script URL. */
function expectInertInDom(out: string) {
  const host = document.createElement('div')
  host.innerHTML = out
  host.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name).not.toMatch(/^on/i)
      if (attr.name === 'href' || attr.name === 'src') expect(attr.value).toMatch(/^(https?:\/\/|\/(?!\/))/i)
    }
    expect(['SCRIPT', 'IFRAME', 'SVG', 'STYLE', 'OBJECT', 'EMBED']).not.toContain(el.tagName.toUpperCase())
  })
}

const HOSTILE: Array<[string, string]> = [
  ['quote breaking out of a single-quoted src', `<img src='https://x" onerror="alert(1)'>`],
  ['javascript: link', '<a href="javascript:alert(1)">点我</a>'],
  ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">点我</a>'],
  ['entity-encoded colon', '<a href="javascript&#58;alert(1)">点我</a>'],
  ['hex entity-encoded scheme', '<a href="&#x6a;avascript:alert(1)">点我</a>'],
  ['named entity colon', '<a href="javascript&colon;alert(1)">点我</a>'],
  ['tab inside the scheme', '<a href="jav\tascript:alert(1)">点我</a>'],
  ['data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">点我</a>'],
  ['data: image source', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">点我</a>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['iframe', '<iframe src="https://evil.example/x"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['script', '<script>alert(1)</script>'],
  ['broken quoting', '<img src="https://oss.test/a.png"" onerror="alert(1)">'],
  ['unquoted handler with comment tail', '<img src=x onerror=alert(1)//>'],
  ['style element', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['style attribute expression', '<p style="background:url(javascript:alert(1));width:expression(alert(1))">文字</p>'],
  ['event handler on a whitelisted tag', '<p onclick="alert(1)" onmouseover=alert(1)>文字</p>'],
  ['nested script trick', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['object and embed', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
  ['form action', '<form action="javascript:alert(1)"><button>提交</button></form>'],
  ['math href', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ['protocol-relative image', '<img src="//evil.example/a.png" onload="alert(1)">'],
  ['comment hiding markup', '<!--><img src=x onerror=alert(1)>-->'],
]

describe('the shared HTML sanitizer', () => {
  it.each(HOSTILE)('%s: nothing runs', (_name, html) => {
    const out = sanitizeHtml(html)
    expectInert(out)
    expectInertInDom(out)
  })

  it('drops an address that carries a quote, so not even the text of a handler is kept', () => {
    const out = sanitizeHtml(`<img src='https://x" onerror="alert(1)'>`)
    expect(out).not.toMatch(/src=|onerror|alert/)
    const host = document.createElement('div')
    host.innerHTML = out
    expect(host.querySelector('img')?.getAttribute('onerror')).toBeNull()
  })

  it('keeps article and contract formatting, tables and http images', () => {
    const out = sanitizeHtml(
      '<h3 style="text-align:center">协议</h3><p><strong>第一条</strong> 服务</p><ul><li>感统课</li></ul>' +
        '<table><tr><th>月龄</th><td>12</td></tr></table><img src="https://oss.test/a.png" alt="图"><a href="https://example.com/x">链接</a>',
    )
    expect(out).toContain('<h3 style="text-align:center;">协议</h3>')
    expect(out).toContain('<strong>第一条</strong>')
    expect(out).toContain('<li>感统课</li>')
    expect(out).toContain('<th>月龄</th>')
    expect(out).toContain('src="https://oss.test/a.png"')
    expect(out).toContain('max-width:100%')
    expect(out).toContain('href="https://example.com/x"')
  })

  it('drops script bodies entirely and keeps the surrounding text', () => {
    const out = sanitizeHtml('<p>前</p><script>window.x=1</script><p>后</p>')
    expect(out).toBe('<p>前</p><p>后</p>')
  })

  it('drops unsafe styles but keeps colour', () => {
    expect(sanitizeHtml('<span style="color:#00C094;position:fixed">¥1</span>')).toBe('<span style="color:#00C094;">¥1</span>')
  })

  it('drops a refused link address but keeps its text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">看看</a>')).toBe('<a>看看</a>')
  })

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml(undefined)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })

  it('accepts http(s) and site paths only', () => {
    expect(isSafeUrl('https://a.test/x')).toBe(true)
    expect(isSafeUrl('/pages/article/article-detail?id=1')).toBe(true)
    expect(isSafeUrl('//evil.test/x')).toBe(false)
    expect(isSafeUrl('java&#115;cript:alert(1)')).toBe(false)
    expect(isSafeUrl('data:image/png;base64,AAAA')).toBe(false)
    expect(isSafeUrl(' \u0001javascript:alert(1)')).toBe(false)
    expect(isSafeUrl('https://x" onerror="alert(1)')).toBe(false)
    expect(isSafeUrl("https://x' onload='alert(1)")).toBe(false)
    expect(isSafeUrl('https://x&quot;><script>')).toBe(false)
    expect(isSafeUrl('https://oss.test/a.png?x=1&y=2')).toBe(true)
  })
})
