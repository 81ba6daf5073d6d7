import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import qrcode from 'qrcode-generator'
import { PNG_SIGNATURE } from '../../../scripts/lib/palette-png'
import { base64Of, saveQrcodePng, terminalQrcode } from '../../../scripts/lib/release/preview-qrcode'

interface JimpImage {
  setPixelColor(colour: number, x: number, y: number): void
  getBufferAsync(mime: string): Promise<Buffer>
}
const Jimp = createRequire(require.resolve('miniprogram-ci'))('jimp') as { new (w: number, h: number, bg: number): JimpImage; MIME_JPEG: string }

/** A QR code of `text` as WeChat sends one: a JPEG, base64, 8 px a module with a quiet zone. */
async function qrcodeJpegBase64(text: string): Promise<string> {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const n = qr.getModuleCount()
  const scale = 8
  const size = (n + 8) * scale
  const image = new Jimp(size, size, 0xffffffff)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const [mx, my] = [Math.floor(x / scale) - 4, Math.floor(y / scale) - 4]
      if (mx >= 0 && my >= 0 && mx < n && my < n && qr.isDark(my, mx)) image.setPixelColor(0x000000ff, x, y)
    }
  return (await image.getBufferAsync(Jimp.MIME_JPEG)).toString('base64')
}

describe('the preview QR code', () => {
  let dir = ''
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'release-qrcode-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('reads the base64 miniprogram-ci writes, with or without its data: prefix', () => {
    expect(base64Of('data:image/jpeg;base64,QUJD\n')).toBe('QUJD')
    expect(base64Of('QUJD')).toBe('QUJD')
  })

  it('is saved as a PNG and drawn for the terminal from the JPEG WeChat returns', async () => {
    const base64 = await qrcodeJpegBase64('https://open.weixin.qq.com/sns/getexpappinfo?appid=wx0123456789abcdef#wechat-redirect')
    const png = path.join(dir, 'release', 'preview-qrcode.png')
    await saveQrcodePng(base64, png)
    expect(existsSync(png)).toBe(true)
    expect(readFileSync(png).subarray(0, 8)).toEqual(PNG_SIGNATURE)
    const drawn = await terminalQrcode(base64)
    // qrcode-terminal draws a module as two spaces on a black or white background, a row a line
    // (it draws only after decoding the picture, so a drawing means the code was read)
    expect(drawn.split('\n').length).toBeGreaterThan(20)
    expect(drawn).toContain('\u001b[40m  ')
    expect(drawn).toContain('\u001b[47m  ')
  }, 30_000)
})
