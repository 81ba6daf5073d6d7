/**
 * Where everything sits on a poster, in CSS pixels; pure, so it is tested without a canvas.
 * The canvas is then sized at css × ratio device pixels and scaled, so a 3× screen gets a sharp
 * poster, while its height in device pixels stays under 4096 (the limit of many phones' canvases).
 */

export const POSTER_WIDTH = 300
/** 9:16, the shape of a phone screen and of the poster backgrounds. */
export const POSTER_HEIGHT = 533
export const MAX_CANVAS_PX = 4096
export const MAX_RATIO = 3

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

export interface PosterLayout {
  width: number
  height: number
  card: Box & { radius: number }
  avatar: Box
  name: { x: number; y: number; maxWidth: number; font: string; size: number }
  text: { x: number; y: number; maxWidth: number; lineHeight: number; maxLines: number; font: string; size: number }
  qr: Box
  caption: { x: number; y: number; font: string; size: number }
}

const FONT_FAMILY = 'PingFang SC, Hiragino Sans GB, Microsoft YaHei, WenQuanYi Zen Hei, sans-serif'
const font = (size: number, bold = false) => `${bold ? 'bold ' : ''}${size}px ${FONT_FAMILY}`

/** The layout of a poster `width` CSS pixels wide (height 16/9 of it); every size scales with it. */
export function posterLayout(width = POSTER_WIDTH): PosterLayout {
  const u = width / POSTER_WIDTH
  const r = (n: number) => Math.round(n * u * 100) / 100
  const height = Math.round((width * 16) / 9)
  const pad = r(12)
  const cardH = r(140)
  const card = { x: pad, y: height - pad - cardH, w: width - pad * 2, h: cardH, radius: r(10) }
  const inner = r(12)
  const qrSize = r(92)
  const qr = { x: card.x + card.w - inner - qrSize, y: card.y + inner, w: qrSize, h: qrSize }
  const avatar = { x: card.x + inner, y: card.y + inner, w: r(36), h: r(36) }
  const textLeft = card.x + inner
  const textMaxWidth = qr.x - r(10) - textLeft
  const nameSize = r(14)
  const textSize = r(12)
  return {
    width,
    height,
    card,
    avatar,
    name: { x: avatar.x + avatar.w + r(8), y: avatar.y + avatar.h / 2, maxWidth: qr.x - r(10) - (avatar.x + avatar.w + r(8)), font: font(nameSize, true), size: nameSize },
    text: { x: textLeft, y: avatar.y + avatar.h + r(10), maxWidth: textMaxWidth, lineHeight: r(18), maxLines: 4, font: font(textSize), size: textSize },
    qr,
    caption: { x: qr.x + qr.w / 2, y: qr.y + qr.h + r(14), font: font(r(10)), size: r(10) },
  }
}

/**
 * The device-pixel ratio to draw at: the screen's (at least 1, at most 3), lowered when the poster
 * would otherwise be taller than the canvas limit. Returns the canvas size in device pixels too.
 */
export function posterPixels(cssWidth: number, cssHeight: number, screenRatio: number): { ratio: number; width: number; height: number } {
  const wanted = Number.isFinite(screenRatio) && screenRatio > 0 ? Math.min(Math.max(screenRatio, 1), MAX_RATIO) : 2
  const limit = (MAX_CANVAS_PX - 1) / Math.max(cssHeight, cssWidth, 1)
  const ratio = Math.min(wanted, limit)
  return { ratio, width: Math.round(cssWidth * ratio), height: Math.round(cssHeight * ratio) }
}

/**
 * Wraps text into lines no wider than maxWidth, measured by `measure`. Chinese breaks between any
 * two characters; a Latin word is kept whole when it fits on a line. A newline in the text starts
 * a new line. Beyond maxLines the last line ends with '…'.
 */
const NO_LINE_START = /^[，。！？、；：）」』》,.!?;:)]$/

export function wrapText(text: string, maxWidth: number, measure: (s: string) => number, maxLines = Infinity): string[] {
  const lines: string[] = []
  const tokens = (para: string) => para.match(/[A-Za-z0-9@#%&._\-/:]+|\s+|./gu) ?? []
  for (const para of String(text ?? '').replace(/\\n/g, '\n').split('\n')) {
    let line = ''
    for (const token of tokens(para)) {
      if (measure(line + token) <= maxWidth) {
        line += token
        continue
      }
      // a line never starts with closing punctuation: its last character moves down with it
      if (NO_LINE_START.test(token) && [...line].length > 1) {
        const chars = [...line]
        lines.push(chars.slice(0, -1).join('').trimEnd())
        line = chars[chars.length - 1] + token
        continue
      }
      if (line.trim()) lines.push(line.trimEnd())
      line = ''
      const t = token.trimStart()
      // a token wider than a whole line is broken by character
      if (measure(t) > maxWidth) {
        for (const ch of t) {
          if (measure(line + ch) > maxWidth && line) {
            lines.push(line)
            line = ''
          }
          line += ch
        }
      } else line = t
    }
    if (line.trim() || !lines.length) lines.push(line.trimEnd())
  }
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1]
  while (last && measure(`${last}…`) > maxWidth) last = [...last].slice(0, -1).join('')
  kept[maxLines - 1] = `${last}…`
  return kept
}

/** Where to cut an image so it covers a box of the given shape without distortion (CSS object-fit: cover). */
export function coverCrop(imgW: number, imgH: number, boxW: number, boxH: number): Box {
  if (imgW <= 0 || imgH <= 0) return { x: 0, y: 0, w: imgW, h: imgH }
  const scale = Math.max(boxW / imgW, boxH / imgH)
  const w = boxW / scale
  const h = boxH / scale
  return { x: (imgW - w) / 2, y: (imgH - h) / 2, w, h }
}
