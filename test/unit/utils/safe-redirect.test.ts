import { isInternalRoute, isLoginAddress, safeInternalTarget } from '@/utils/safe-redirect'

describe('redirect targets', () => {
  it.each(['/', '/pages/home/home', '/pages/order/order-detail?orderCode=DD1&x=1', '/?debug=1'])('accepts the internal route %s', (t) => {
    expect(isInternalRoute(t)).toBe(true)
    expect(safeInternalTarget(t)).toBe(t)
  })

  it.each([
    'https://evil.example',
    'http://evil.example/pages/home/home',
    '//evil.example',
    '//evil.example/pages/home/home',
    '/\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/pages/../../etc',
    'pages/home/home',
    '/pages/home/home#@evil.example',
    '',
  ])('never follows %s', (t) => {
    expect(isInternalRoute(t)).toBe(false)
    expect(safeInternalTarget(t)).toBe('/pages/home/home')
  })

  it('falls back for missing targets', () => {
    expect(safeInternalTarget(undefined)).toBe('/pages/home/home')
    expect(safeInternalTarget(null, '/pages/mall/mall')).toBe('/pages/mall/mall')
  })

  it('recognises the configured login address only', () => {
    const login = 'https://passport.test/h5/login'
    expect(isLoginAddress('https://passport.test/h5/login?x=1', login)).toBe(true)
    expect(isLoginAddress('https://PASSPORT.test/h5/login', login)).toBe(true)
    expect(isLoginAddress('https://passport.test.evil.example/h5/login', login)).toBe(false)
    expect(isLoginAddress('https://evil.example/?https://passport.test/h5/login', login)).toBe(false)
    expect(isLoginAddress('/mock/h5-login?a=1', '/mock/h5-login', 'http://127.0.0.1:1')).toBe(true)
  })
})
