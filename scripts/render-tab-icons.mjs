// Renders the tab bar icons (81×81 PNG, transparent) from inline SVG in headless Chromium.
// Run: node scripts/render-tab-icons.mjs   (needs Chromium; see README)
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'

const ICONS = {
  home: '<path d="M12 40 L40 16 L68 40" fill="none" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M20 36 V66 H35 V50 H45 V66 H60 V36" fill="none" stroke-width="6" stroke-linejoin="round"/>',
  mall: '<path d="M16 28 H64 L60 68 H20 Z" fill="none" stroke-width="6" stroke-linejoin="round"/><path d="M29 34 V24 A11 11 0 0 1 51 24 V34" fill="none" stroke-width="6" stroke-linecap="round"/>',
  user: '<circle cx="40" cy="28" r="13" fill="none" stroke-width="6"/><path d="M14 68 C16 50 28 44 40 44 C52 44 64 50 66 68" fill="none" stroke-width="6" stroke-linecap="round"/>',
}
const COLOURS = { '': '#999999', '-active': '#00C094' }

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
const page = await browser.newPage({ viewport: { width: 81, height: 81 } })
mkdirSync('src/assets/tab', { recursive: true })
for (const [name, body] of Object.entries(ICONS)) {
  for (const [suffix, colour] of Object.entries(COLOURS)) {
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" width="81" height="81" viewBox="0 0 80 80" stroke="${colour}">${body}</svg></body></html>`,
    )
    await page.screenshot({ path: `src/assets/tab/${name}${suffix}.png`, omitBackground: true })
  }
}
await browser.close()
console.log('tab icons written to src/assets/tab')
