import type { CanvasImage, PosterPainter, PosterSurface } from '@/platform/canvas-2d'
import { drawQrMatrix, qrMatrix, type RectPainter } from '@/shared/qr/qr-matrix'
import { colors } from '@/styles/colors'
import { coverCrop, posterLayout, wrapText, type Box, type PosterLayout } from './poster-layout'

/** What one poster shows. */
export interface PosterContent {
  /** the background picture (a configured poster) */
  background: string
  avatar?: string | null
  name: string
  text: string
  /** what the QR code opens */
  qrText: string
  caption?: string
}

export const POSTER_IMAGE_FAILED = '海报图片加载失败，请稍后重试'

function roundRect(ctx: PosterPainter, b: Box, r: number): void {
  ctx.beginPath()
  ctx.moveTo(b.x + r, b.y)
  ctx.arcTo(b.x + b.w, b.y, b.x + b.w, b.y + b.h, r)
  ctx.arcTo(b.x + b.w, b.y + b.h, b.x, b.y + b.h, r)
  ctx.arcTo(b.x, b.y + b.h, b.x, b.y, r)
  ctx.arcTo(b.x, b.y, b.x + b.w, b.y, r)
  ctx.closePath()
}

const drawCover = (ctx: PosterPainter, img: CanvasImage, box: Box) => {
  const c = coverCrop(img.width, img.height, box.w, box.h)
  ctx.drawImage(img, c.x, c.y, c.w, c.h, box.x, box.y, box.w, box.h)
}

/** A painter that draws the QR matrix at an offset inside the poster. */
const offset = (ctx: PosterPainter, dx: number, dy: number): RectPainter => ({
  get fillStyle() {
    return ctx.fillStyle
  },
  set fillStyle(v: unknown) {
    ctx.fillStyle = v
  },
  fillRect: (x, y, w, h) => ctx.fillRect(x + dx, y + dy, w, h),
})

/**
 * Draws the poster on the surface (background, card, avatar, name, invite text, QR code) and
 * exports it. The background must load; a missing avatar becomes a green disc with the initial.
 */
export async function drawPoster(surface: PosterSurface, content: PosterContent, layout: PosterLayout = posterLayout()): Promise<string> {
  const { ctx } = surface
  const [background, avatar] = await Promise.all([
    surface.loadImage(content.background).catch(() => null),
    content.avatar ? surface.loadImage(content.avatar).catch(() => null) : Promise.resolve(null),
  ])
  if (!background) throw new Error(POSTER_IMAGE_FAILED)
  const { width, height, card } = layout

  ctx.fillStyle = colors.surface
  ctx.fillRect(0, 0, width, height)
  drawCover(ctx, background, { x: 0, y: 0, w: width, h: height })

  ctx.fillStyle = colors.surface
  roundRect(ctx, card, card.radius)
  ctx.fill()

  const a = layout.avatar
  ctx.save()
  ctx.beginPath()
  ctx.arc(a.x + a.w / 2, a.y + a.h / 2, a.w / 2, 0, Math.PI * 2)
  ctx.closePath()
  ctx.clip()
  if (avatar) drawCover(ctx, avatar, a)
  else {
    ctx.fillStyle = colors.brand
    ctx.fillRect(a.x, a.y, a.w, a.h)
  }
  ctx.restore()
  if (!avatar) {
    ctx.fillStyle = colors.onBrand
    ctx.font = layout.name.font
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText([...(content.name || '家')][0], a.x + a.w / 2, a.y + a.h / 2)
  }

  ctx.textAlign = 'left'
  ctx.textBaseline = 'middle'
  ctx.fillStyle = colors.text
  ctx.font = layout.name.font
  const measure = (s: string) => ctx.measureText(s).width
  ctx.fillText(wrapText(content.name || '家长', layout.name.maxWidth, measure, 1)[0] ?? '', layout.name.x, layout.name.y)

  ctx.textBaseline = 'top'
  ctx.fillStyle = colors.textSecondary
  ctx.font = layout.text.font
  const lines = wrapText(content.text, layout.text.maxWidth, measure, layout.text.maxLines)
  lines.forEach((line, i) => ctx.fillText(line, layout.text.x, layout.text.y + i * layout.text.lineHeight))

  drawQrMatrix(offset(ctx, layout.qr.x, layout.qr.y), qrMatrix(content.qrText), layout.qr.w, { margin: 1 })

  ctx.fillStyle = colors.textMuted
  ctx.font = layout.caption.font
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(content.caption ?? '长按识别二维码', layout.caption.x, layout.caption.y)

  return surface.toImage()
}
