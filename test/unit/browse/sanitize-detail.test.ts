import { sanitizeDetail } from '@/pages/goods/sanitize-detail'

describe('product description sanitizer', () => {
  it('drops scripts, handlers and javascript: links, keeps text and http images', () => {
    const out = sanitizeDetail(
      '<h3>课程介绍</h3><script>alert(1)</script><p onclick="steal()">每周两次<a href="javascript:alert(1)">看看</a></p>' +
        '<img src="https://oss.test/a.png" onerror="x()"><img src="javascript:alert(1)"><iframe src="https://evil.test"></iframe>',
    )
    expect(out).toContain('<h3>课程介绍</h3>')
    expect(out).toContain('每周两次')
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe|alert/)
    expect(out).toContain('src="https://oss.test/a.png"')
    expect(out).toContain('max-width:100%')
  })

  it('gives an empty string for nothing', () => {
    expect(sanitizeDetail(null)).toBe('')
    expect(sanitizeDetail('')).toBe('')
  })
})
