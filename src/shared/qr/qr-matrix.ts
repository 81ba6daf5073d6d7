import qrcode from 'qrcode-generator'
import { colors } from '@/styles/colors'

/**
 * The library turns each character into one byte; non-ASCII text (a Chinese name in a link) is
 * first written as its UTF-8 bytes, one character per byte, as every scanner expects.
 */
const utf8Bytes = (text: string): string =>
  encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** The module matrix of a QR code: rows of booleans, true = dark. */
export type QrMatrix = boolean[][]

/**
 * The QR code of a text at error-correction level M, with the smallest version that fits.
 * Throws when the text is empty or too long for a QR code.
 */
export function qrMatrix(text: string, level: 'L' | 'M' | 'Q' | 'H' = 'M'): QrMatrix {
  if (!text) throw new Error('qrMatrix: empty text')
  const qr = qrcode(0, level)
  qr.addData(utf8Bytes(text), 'Byte')
  qr.make()
  const count = qr.getModuleCount()
  return Array.from({ length: count }, (_, row) => Array.from({ length: count }, (_c, col) => qr.isDark(row, col)))
}

/** The two calls a 2D canvas context needs to draw a matrix (weapp Canvas 2D and H5 canvas alike). */
export interface RectPainter {
  fillStyle: unknown
  fillRect(x: number, y: number, w: number, h: number): void
}

export interface DrawOptions {
  /** Quiet zone around the code, in modules (the standard asks for 4). */
  margin?: number
  dark?: string
  light?: string
}

/**
 * Draws the matrix into a square of `sizePx` pixels: a light background with the quiet zone, then
 * one rectangle per run of dark modules in a row. Module edges are rounded to whole pixels so that
 * neighbouring modules never leave hairline gaps. Returns the number of rectangles drawn.
 */
export function drawQrMatrix(ctx: RectPainter, matrix: QrMatrix, sizePx: number, options: DrawOptions = {}): number {
  const { margin = 4, dark = colors.ink, light = colors.surface } = options
  const count = matrix.length
  const cell = sizePx / (count + margin * 2)
  const edge = (i: number) => Math.round((i + margin) * cell)
  ctx.fillStyle = light
  ctx.fillRect(0, 0, sizePx, sizePx)
  ctx.fillStyle = dark
  let rects = 0
  for (let row = 0; row < count; row += 1) {
    let col = 0
    while (col < count) {
      if (!matrix[row][col]) {
        col += 1
        continue
      }
      const start = col
      while (col < count && matrix[row][col]) col += 1
      ctx.fillRect(edge(start), edge(row), edge(col) - edge(start), edge(row + 1) - edge(row))
      rects += 1
    }
  }
  return rects
}
