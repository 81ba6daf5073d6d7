import { colors } from '@/styles/colors'

/**
 * The report charts, drawn as SVG text and shown through an <Image> data URI: the same picture on
 * the mini-program and H5, no chart library, no canvas. Pure functions, so they are tested in Node.
 */

export interface ChartPoint {
  label: string
  value: number
  max: number
}

const BRAND = colors.brand
const GRID = colors.border
const TEXT = colors.textSecondary
const FONT = 'font-family="PingFang SC, Microsoft YaHei, sans-serif"'
/** Radius of the radar as a share of its size; labels sit just outside it. */
export const RADAR_RADIUS = 0.24

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const num = (n: number): string => (Math.round(n * 10) / 10).toString()
const ratio = (p: ChartPoint): number => (p.max > 0 ? Math.min(Math.max(p.value / p.max, 0), 1) : 0)

/**
 * Height of the picture radarSvg draws for this many abilities: the radar and its labels with a
 * small margin (no empty band above and below), or the bar chart's height for fewer than 3.
 */
export function radarHeight(count: number, size = 320): number {
  return count < 3 ? Math.round(size * 0.75) : Math.round(size * RADAR_RADIUS * 2.8)
}

/** A radar of 3 or more abilities (fewer give a bar chart), with 4 grid rings and the labels around. */
export function radarSvg(points: readonly ChartPoint[], size = 320): string {
  if (points.length < 3) return barSvg(points, size, radarHeight(points.length, size))
  const c = size / 2
  const h = radarHeight(points.length, size)
  const r = size * RADAR_RADIUS
  const n = points.length
  const at = (i: number, k: number): [number, number] => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n
    return [c + Math.cos(a) * r * k, c + Math.sin(a) * r * k]
  }
  const ring = (k: number) => points.map((_, i) => at(i, k).map(num).join(',')).join(' ')
  const rings = [0.25, 0.5, 0.75, 1].map((k) => `<polygon points="${ring(k)}" fill="none" stroke="${GRID}" stroke-width="1"/>`).join('')
  const axes = points.map((_, i) => `<line x1="${c}" y1="${c}" x2="${num(at(i, 1)[0])}" y2="${num(at(i, 1)[1])}" stroke="${GRID}" stroke-width="1"/>`).join('')
  const area = points.map((p, i) => at(i, ratio(p)).map(num).join(',')).join(' ')
  const dots = points.map((p, i) => `<circle cx="${num(at(i, ratio(p))[0])}" cy="${num(at(i, ratio(p))[1])}" r="3" fill="${BRAND}"/>`).join('')
  const labels = points
    .map((p, i) => {
      const [x, y] = at(i, 1.16)
      const anchor = Math.abs(x - c) < 1 ? 'middle' : x > c ? 'start' : 'end'
      return `<text x="${num(x)}" y="${num(y + 4)}" font-size="12" fill="${TEXT}" text-anchor="${anchor}">${esc(p.label)} ${Math.round(p.value)}</text>`
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" ${FONT} width="${size}" height="${h}" viewBox="0 ${num(c - h / 2)} ${size} ${h}">` +
    rings +
    axes +
    `<polygon points="${area}" fill="${BRAND}" fill-opacity="0.25" stroke="${BRAND}" stroke-width="2"/>` +
    dots +
    labels +
    '</svg>'
  )
}

/** Horizontal bars, one per ability. */
export function barSvg(points: readonly ChartPoint[], width = 320, height = 240): string {
  const rowH = points.length ? Math.min(36, height / points.length) : 36
  const left = 72
  const barW = width - left - 40
  const rows = points
    .map((p, i) => {
      const y = i * rowH + 8
      const w = Math.max(2, barW * ratio(p))
      return (
        `<text x="${left - 8}" y="${num(y + rowH / 2)}" font-size="12" fill="${TEXT}" text-anchor="end">${esc(p.label)}</text>` +
        `<rect x="${left}" y="${num(y + rowH / 2 - 8)}" width="${barW}" height="12" rx="6" fill="${GRID}"/>` +
        `<rect x="${left}" y="${num(y + rowH / 2 - 8)}" width="${num(w)}" height="12" rx="6" fill="${BRAND}"/>` +
        `<text x="${num(left + barW + 6)}" y="${num(y + rowH / 2 + 2)}" font-size="12" fill="${TEXT}">${Math.round(p.value)}</text>`
      )
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" ${FONT} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${rows}</svg>`
}

/** A line of scores over time (week reports, oldest first) with the value above each point. */
export function trendSvg(points: readonly ChartPoint[], width = 320, height = 160): string {
  const pad = { l: 24, r: 24, t: 24, b: 28 }
  const w = width - pad.l - pad.r
  const h = height - pad.t - pad.b
  const step = points.length > 1 ? w / (points.length - 1) : 0
  const xy = points.map((p, i): [number, number] => [pad.l + (points.length > 1 ? i * step : w / 2), pad.t + h * (1 - ratio(p))])
  const grid = [0, 0.5, 1].map((k) => `<line x1="${pad.l}" y1="${num(pad.t + h * k)}" x2="${width - pad.r}" y2="${num(pad.t + h * k)}" stroke="${GRID}" stroke-width="1"/>`).join('')
  const line = xy.length > 1 ? `<polyline points="${xy.map((p) => p.map(num).join(',')).join(' ')}" fill="none" stroke="${BRAND}" stroke-width="2"/>` : ''
  const marks = xy
    .map(
      ([x, y], i) =>
        `<circle cx="${num(x)}" cy="${num(y)}" r="3.5" fill="${BRAND}"/>` +
        `<text x="${num(x)}" y="${num(y - 8)}" font-size="12" fill="${TEXT}" text-anchor="middle">${Math.round(points[i].value)}</text>` +
        `<text x="${num(x)}" y="${height - 8}" font-size="11" fill="${TEXT}" text-anchor="middle">${esc(points[i].label)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" ${FONT} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${grid}${line}${marks}</svg>`
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** UTF-8 bytes of a string (the mini-program has no TextEncoder). */
function utf8(text: string): number[] {
  const out: number[] = []
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    if (cp < 0x80) out.push(cp)
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63))
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
  }
  return out
}

export function base64(text: string): string {
  const bytes = utf8(text)
  let s = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i], bytes[i + 1], bytes[i + 2]]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    s += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (b === undefined ? '=' : B64[(n >> 6) & 63]) + (c === undefined ? '=' : B64[n & 63])
  }
  return s
}

/** An SVG as an image address both platforms' <Image> show. */
export const svgDataUri = (svg: string): string => `data:image/svg+xml;base64,${base64(svg)}`
