/** See canvas-2d.ts. On H5 Taro's Canvas renders a <canvas> inside the element with the id. */
import type { Painter, PosterPainter, PosterSurface } from './canvas-draw'
import { screenPixelRatio } from './screen'

export type { CanvasImage, Painter, PosterPainter, PosterSurface } from './canvas-draw'


/** The <canvas> of the element with the id and its 2D context, sized cssW×cssH at `ratio`. */
function sizedCanvas(id: string, cssW: number, cssH: number, ratio: number): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } | null {
  const host = document.getElementById(id)
  const canvas = host instanceof HTMLCanvasElement ? host : host?.querySelector('canvas')
  const ctx = canvas?.getContext('2d')
  if (!canvas || !ctx) return null
  canvas.width = Math.round(cssW * ratio)
  canvas.height = Math.round(cssH * ratio)
  canvas.style.width = `${cssW}px`
  canvas.style.height = `${cssH}px`
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
  return { canvas, ctx }
}

export function canvas2d(id: string, cssSize: number): Promise<Painter | null> {
  return Promise.resolve(sizedCanvas(id, cssSize, cssSize, screenPixelRatio())?.ctx ?? null)
}

/**
 * The browser's canvas: images are loaded with crossOrigin='anonymous' so that a server sending
 * CORS headers leaves the canvas readable (toDataURL) for the long-press image.
 */
export function posterSurface(id: string, cssW: number, cssH: number, ratio: number): Promise<PosterSurface | null> {
  const sized = sizedCanvas(id, cssW, cssH, ratio)
  if (!sized) return Promise.resolve(null)
  const { canvas, ctx } = sized
  return Promise.resolve({
    ctx: ctx as unknown as PosterPainter,
    pixelWidth: canvas.width,
    pixelHeight: canvas.height,
    loadImage: (src) =>
      new Promise((ok, fail) => {
        const img = new Image()
        img.crossOrigin = 'anonymous'
        img.onload = () => ok(img)
        img.onerror = () => fail(new Error(`image failed: ${src}`))
        img.src = src
      }),
    toImage: () => Promise.resolve(canvas.toDataURL('image/png')),
  })
}
