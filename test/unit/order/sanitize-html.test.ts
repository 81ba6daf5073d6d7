import { sanitizeHtml } from '@/pages/order/sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps contract formatting', () => {
    const out = sanitizeHtml('<h3 style="text-align:center">协议</h3><p><strong>第一条</strong> 服务</p><ul><li>感统课</li></ul>')
    expect(out).toContain('<h3 style="text-align:center;">协议</h3>')
    expect(out).toContain('<strong>第一条</strong>')
    expect(out).toContain('<li>感统课</li>')
  })

  it('removes scripts with their content, handlers and javascript: links', () => {
    const out = sanitizeHtml('<p onclick="steal()">a</p><script>window.x=1</script><a href="javascript:alert(1)">b</a><img src=x onerror="alert(1)">')
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|window\.x/)
    expect(out).toContain('<p>a</p>')
    expect(out).toContain('b')
  })

  it('drops unsafe styles but keeps colour', () => {
    expect(sanitizeHtml('<span style="color:#00C094;position:fixed">¥1</span>')).toBe('<span style="color:#00C094;">¥1</span>')
  })

  it('gives empty text for nothing', () => {
    expect(sanitizeHtml(null)).toBe('')
  })
})
