import type { Page } from '@playwright/test'
import { DEMO_LOGIN, expect, loginThroughAddress, test, WECHAT_UA } from './support/fixtures'

const SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

/** WeChat's JS-SDK as the page meets it: config, ready at once, the shares it is given kept on window. */
const FAKE_SDK = `
  window.__shares = []
  window.wx = {
    config: function (c) { window.__wxConfig = c },
    ready: function (fn) { fn() },
    error: function () {},
    updateAppMessageShareData: function (d) { window.__shares.push(d) },
    updateTimelineShareData: function () {},
  }
`

/** The scripts of the storefront the page asked for, by file name. */
function scriptsAsked(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/js/')) asked.push(url.pathname.slice('/js/'.length))
  })
  return asked
}

test.describe('a page’s share', () => {
  test.describe('in WeChat’s browser', () => {
    test.use({ userAgent: WECHAT_UA })

    test('the page’s address is signed without the visitor’s token and set as the share', async ({ page }) => {
      await page.route(SDK, (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_SDK }))
      const asked = scriptsAsked(page)
      const signed = page.waitForRequest((r) => r.url().includes('/openapi/jssdk/sign'))
      await loginThroughAddress(page, '/pages/wallet/wallet?tab=1')
      const signedFor = new URL((await signed).url()).searchParams.get('url') ?? ''
      expect(signedFor).toContain('/pages/wallet/wallet')
      expect(signedFor).not.toContain(DEMO_LOGIN.token)
      await expect.poll(() => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares?.length ?? 0)).toBeGreaterThan(0)
      const share = await page.evaluate(() => (window as unknown as { __shares: Array<{ title: string; link: string; imgUrl: string }> }).__shares.at(-1)!)
      expect(share.link).toMatch(/\/pages\/wallet\/wallet\?tab=1$/)
      expect(share.link).not.toContain('openId')
      expect(share.imgUrl).toMatch(/^http:\/\/.+\.png$/)
      expect(share.title.length).toBeGreaterThan(0)
      // the share's code came as a file of its own, once
      expect(asked.filter((f) => f.startsWith('wechat-share.'))).toHaveLength(1)
    })
  })

  test('outside WeChat nothing of it is downloaded: no JS-SDK, no signature, no share code', async ({ page }) => {
    const asked = scriptsAsked(page)
    const outside: string[] = []
    page.on('request', (r) => {
      if (r.url().startsWith('https://res.wx.qq.com') || r.url().includes('/openapi/jssdk/sign')) outside.push(r.url())
    })
    await loginThroughAddress(page, '/pages/wallet/wallet?debug=1')
    await expect(page.getByTestId('wallet-balance')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(asked.some((f) => f.startsWith('wechat-share.'))).toBe(false)
    expect(outside).toEqual([])
  })
})
