import {
  DEFAULT_STOREFRONT_ORIGINS,
  isAllowedStorefrontOrigin,
  loginReturnAddress,
  storefrontOriginsFrom,
} from '../../../mock/return-address'

const configured = DEFAULT_STOREFRONT_ORIGINS
const back = (redirectUri: string | undefined, referer: string | undefined, origins: readonly string[] = configured) =>
  loginReturnAddress({ redirectUri, referer, configured: origins })

describe('the mock login page sends the parent back to the storefront', () => {
  it('puts the storefront route on the origin the login was called from', () => {
    expect(back('/?debug=1', 'http://127.0.0.1:10086/')).toBe('http://127.0.0.1:10086/?debug=1')
    expect(back('/pages/mall/mall?debug=1&couponId=C1', 'http://localhost:10086/pages/home/home')).toBe(
      'http://localhost:10086/pages/mall/mall?debug=1&couponId=C1',
    )
  })

  it('never returns to the mock login page’s own path on another port unless that port called it', () => {
    // the bug: the parent came from the dev server on 10086, the login lives on 9527
    expect(back('/?debug=1', 'http://127.0.0.1:10086/')).not.toContain(':9527')
  })

  it('accepts any loopback port (a storefront on a free port, the browser tests)', () => {
    expect(back('/pages/home/home', 'http://127.0.0.1:41234/')).toBe('http://127.0.0.1:41234/pages/home/home')
    expect(back('/x', 'http://[::1]:5000/')).toBe('http://[::1]:5000/x')
  })

  it('falls back to the first configured storefront origin without a usable caller', () => {
    expect(back('/pages/home/home', undefined)).toBe('http://127.0.0.1:10086/pages/home/home')
    expect(back('/pages/home/home', 'not a url')).toBe('http://127.0.0.1:10086/pages/home/home')
    expect(back('/pages/home/home', undefined, ['https://shop.example.cn'])).toBe('https://shop.example.cn/pages/home/home')
  })

  it.each([
    ['another host as the caller', '/pages/home/home', 'https://evil.example/'],
    ['a look-alike loopback host', '/pages/home/home', 'http://127.0.0.1.evil.example/'],
    ['localhost as a subdomain', '/pages/home/home', 'http://localhost.evil.example:10086/'],
    ['credentials that hide the host', '/pages/home/home', 'http://127.0.0.1:10086@evil.example/'],
    ['a javascript: caller', '/pages/home/home', 'javascript:alert(1)'],
  ])('ignores %s', (_name, redirectUri, referer) => {
    const to = new URL(back(redirectUri, referer))
    expect(to.origin).toBe('http://127.0.0.1:10086')
    expect(to.pathname).toBe('/pages/home/home')
  })

  it.each([
    ['an absolute address on another host', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example/steal'],
    ['a javascript: address', 'javascript:alert(document.cookie)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['credentials in an absolute address', 'http://127.0.0.1:10086@evil.example/'],
    ['a tab inside the path', '/\t/evil.example'],
    ['nothing', undefined],
    ['a relative path', 'pages/home/home'],
  ])('refuses %s as the way back and goes to the storefront home', (_name, redirectUri) => {
    const to = back(redirectUri, 'http://127.0.0.1:10086/')
    expect(to).toBe('http://127.0.0.1:10086/')
  })

  it('accepts an absolute way back only on an allowed storefront origin', () => {
    expect(back('http://127.0.0.1:10086/pages/mall/mall?debug=1', 'http://127.0.0.1:10086/')).toBe('http://127.0.0.1:10086/pages/mall/mall?debug=1')
    expect(back('https://shop.example.cn/pages/mall/mall', undefined, ['https://shop.example.cn'])).toBe('https://shop.example.cn/pages/mall/mall')
    expect(back('https://shop.example.cn.evil.example/', undefined, ['https://shop.example.cn'])).toBe('https://shop.example.cn/')
  })
})

describe('storefront origins', () => {
  it('reads MOCK_STOREFRONT_ORIGINS as comma-separated origins, dropping what is not an http(s) origin', () => {
    expect(storefrontOriginsFrom('https://shop.example.cn/, http://192.168.1.20:10086 ,ftp://x, nope')).toEqual([
      'https://shop.example.cn',
      'http://192.168.1.20:10086',
    ])
    expect(storefrontOriginsFrom(undefined)).toEqual([...DEFAULT_STOREFRONT_ORIGINS])
    expect(storefrontOriginsFrom('')).toEqual([...DEFAULT_STOREFRONT_ORIGINS])
  })

  it('allows configured origins and loopback, nothing else', () => {
    expect(isAllowedStorefrontOrigin('http://127.0.0.1:10086', configured)).toBe(true)
    expect(isAllowedStorefrontOrigin('http://127.0.0.2:8080', configured)).toBe(true)
    expect(isAllowedStorefrontOrigin('http://localhost', configured)).toBe(true)
    expect(isAllowedStorefrontOrigin('http://192.168.1.20:10086', configured)).toBe(false)
    expect(isAllowedStorefrontOrigin('https://evil.example', configured)).toBe(false)
    expect(isAllowedStorefrontOrigin('http://127.0.0.1:10086/path', configured)).toBe(false)
    expect(isAllowedStorefrontOrigin('file:///etc/passwd', configured)).toBe(false)
  })
})
