/**
 * The preview's QR code, which WeChat returns as a base64 image: saved as a PNG, and drawn in the
 * terminal with miniprogram-ci's own drawer (what its `qrcodeFormat: 'terminal'` prints). One
 * preview call gives one image, so the release asks for base64 and makes both from it.
 */
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const ciRequire = createRequire(require.resolve('miniprogram-ci'))

interface JimpImage {
  writeAsync(file: string): Promise<unknown>
}
const Jimp = () => ciRequire('jimp') as { read(data: Buffer): Promise<JimpImage> }
const terminalDrawer = () =>
  ciRequire('./ci/utils/terminalQrcode') as { generateTerminalQrcode(base64: string): Promise<string> }

/** The base64 of a `data:image/…;base64,` text (what miniprogram-ci writes for qrcodeFormat 'base64'), or the text itself. */
export const base64Of = (text: string): string => text.trim().replace(/^data:[^,]*,/, '')

/** Writes the image as a PNG (converted whatever WeChat's format), creating the folder. */
export async function saveQrcodePng(base64: string, pngFile: string): Promise<void> {
  mkdirSync(path.dirname(pngFile), { recursive: true })
  const image = await Jimp().read(Buffer.from(base64, 'base64'))
  await image.writeAsync(pngFile)
}

/** The QR code drawn with block characters for the terminal. */
export const terminalQrcode = (base64: string): Promise<string> => terminalDrawer().generateTerminalQrcode(base64)
