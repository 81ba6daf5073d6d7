import { expect, loginThroughAddress, test } from './support/fixtures'

const POLYFILLS = '/static/polyfills/'

/**
 * The fetch and AbortController polyfills are not in the app's code: the page loads them itself,
 * only in a browser that lacks either (the oldest in-app browsers we support).
 */
test.describe('polyfills on demand', () => {
  test('a browser without fetch or AbortController loads the polyfills first and the storefront works', async ({ page }) => {
    await page.addInitScript(() => {
      // what a Chrome 53 based in-app browser or iOS 10 offers: no fetch, no AbortController
      for (const name of ['fetch', 'AbortController', 'AbortSignal']) {
        Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true })
      }
    })
    const polyfills: string[] = []
    page.on('request', (r) => {
      if (r.url().includes(POLYFILLS)) polyfills.push(new URL(r.url()).pathname)
    })

    // logging in, the home tabs and their lists all go through the polyfilled fetch
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await expect(page.locator('[data-testid="module-list"] [data-testid="product-card"]').first()).toBeVisible()
    expect(polyfills).toEqual([expect.stringMatching(/\/whatwg-fetch-[\d.]+\.js$/), expect.stringMatching(/\/abortcontroller-polyfill-[\d.]+\.js$/)])
    expect(await page.evaluate(() => typeof window.fetch === 'function' && typeof window.AbortController === 'function')).toBe(true)
  })

  test('a current browser loads no polyfill', async ({ page }) => {
    const polyfills: string[] = []
    page.on('request', (r) => {
      if (r.url().includes(POLYFILLS)) polyfills.push(r.url())
    })
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await expect(page.locator('[data-testid="module-list"] [data-testid="product-card"]').first()).toBeVisible()
    expect(polyfills).toEqual([])
  })
})
