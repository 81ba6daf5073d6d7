/**
 * Renders the tab bar icons (81×81, transparent) from inline SVG in headless Chromium and writes
 * them as one-colour palette PNGs (scripts/lib/palette-png.ts).
 *   npx tsx scripts/render-tab-icons.ts   (needs Chromium; see README)
 */
import { chromium } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { CHROMIUM_FLAGS, resolveChromium } from './chromium-path'
import { glyphPng } from './lib/palette-png'

const SIZE = 81
const ICONS: Record<string, string> = {
  home: '<path d="M12 40 L40 16 L68 40" fill="none" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M20 36 V66 H35 V50 H45 V66 H60 V36" fill="none" stroke-width="6" stroke-linejoin="round"/>',
  mall: '<path d="M16 28 H64 L60 68 H20 Z" fill="none" stroke-width="6" stroke-linejoin="round"/><path d="M29 34 V24 A11 11 0 0 1 51 24 V34" fill="none" stroke-width="6" stroke-linecap="round"/>',
  user: '<circle cx="40" cy="28" r="13" fill="none" stroke-width="6"/><path d="M14 68 C16 50 28 44 40 44 C52 44 64 50 66 68" fill="none" stroke-width="6" stroke-linecap="round"/>',
}
const COLOURS: Record<string, [number, number, number]> = { '': [0x99, 0x99, 0x99], '-active': [0x00, 0xc0, 0x94] }

async function main() {
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_FLAGS })
  const page = await browser.newPage()
  mkdirSync('src/assets/tab', { recursive: true })
  for (const [name, body] of Object.entries(ICONS)) {
    // the glyph's coverage: drawn in black on a transparent canvas, its alpha channel read back
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 80 80" stroke="#000">${body}</svg>`
    const alpha = await page.evaluate(async ({ svg, size }) => {
      const img = new Image()
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = size
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(img, 0, 0)
      const data = ctx.getImageData(0, 0, size, size).data
      return Array.from({ length: size * size }, (_, i) => data[i * 4 + 3])
    }, { svg, size: SIZE })
    for (const [suffix, colour] of Object.entries(COLOURS)) {
      writeFileSync(`src/assets/tab/${name}${suffix}.png`, glyphPng(SIZE, SIZE, Uint8Array.from(alpha), colour))
    }
  }
  await browser.close()
  console.log('tab icons written to src/assets/tab')
}
void main()
