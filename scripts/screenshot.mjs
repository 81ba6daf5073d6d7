// Renders a page at 375 px (device scale 2) in headless Chromium and saves a PNG.
//   node scripts/screenshot.mjs <url> <out.png> [--login] [--wait=ms] [--full]
// --login first visits the site with the demo H5 token so the page opens logged in.
import { chromium } from '@playwright/test'

const [url, out, ...flags] = process.argv.slice(2)
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [--login] [--wait=ms] [--full]')
  process.exit(2)
}
const wait = Number((flags.find((f) => f.startsWith('--wait=')) ?? '--wait=2000').slice(7))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
const page = await context.newPage()
page.on('pageerror', (e) => console.log('pageerror:', e.message))
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()))
if (flags.includes('--login')) {
  const origin = new URL(url).origin
  await page.goto(`${origin}/pages/public/page?debug=1&token=h5-demo-token&appId=wx0000000000mockh5&openId=o_h5_demo_parent_0001`)
  await page.waitForFunction(() => !!localStorage.getItem('studentToken'), null, { timeout: 10_000 })
}
await page.goto(url)
await page.waitForTimeout(wait)
await page.screenshot({ path: out, fullPage: flags.includes('--full') })
console.log(`saved ${out} (${page.url()})`)
await browser.close()
