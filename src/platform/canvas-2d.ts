import Taro from '@tarojs/taro'
import { screenPixelRatio } from './screen'
import type { CanvasImage, Painter, PosterPainter, PosterSurface } from './canvas-draw'

export type { CanvasImage, Painter, PosterPainter, PosterSurface } from './canvas-draw'

interface WeappCanvasNode {
  width: number
  height: number
  getContext(type: '2d'): PosterPainter | null
  createImage(): CanvasImage & { onload: (() => void) | null; onerror: ((e: unknown) => void) | null; src: string }
}


/**
 * The `<Canvas type='2d' id={id}>` of the current page with its 2D context, sized cssW×cssH at
 * `ratio` device pixels per CSS pixel so that drawing in CSS pixels stays sharp. Null when it is not there.
 */
function sizedCanvas(id: string, cssW: number, cssH: number, ratio: number): Promise<{ node: WeappCanvasNode; ctx: PosterPainter } | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: WeappCanvasNode } | null>) => {
        const node = res?.[0]?.node
        const ctx = node?.getContext('2d')
        if (!node || !ctx) return resolve(null)
        node.width = Math.round(cssW * ratio)
        node.height = Math.round(cssH * ratio)
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        resolve({ node, ctx })
      })
  })
}

/** The 2D context of `<Canvas type='2d' id={id}>` on the current page, a square of `cssSize` CSS pixels. */
export function canvas2d(id: string, cssSize: number): Promise<Painter | null> {
  return sizedCanvas(id, cssSize, cssSize, screenPixelRatio()).then((c) => c?.ctx ?? null)
}

/** The `<Canvas type='2d' id={id}>` of the current page, sized cssW×cssH at `ratio` device pixels per CSS pixel. */
export function posterSurface(id: string, cssW: number, cssH: number, ratio: number): Promise<PosterSurface | null> {
  return sizedCanvas(id, cssW, cssH, ratio).then((c) => {
    if (!c) return null
    const { node, ctx } = c
    return {
      ctx,
      pixelWidth: node.width,
      pixelHeight: node.height,
      loadImage: (src) =>
        new Promise((ok, fail) => {
          const img = node.createImage()
          img.onload = () => ok(img)
          img.onerror = (e) => fail(e)
          img.src = src
        }),
      toImage: () =>
        new Promise((ok, fail) => {
          Taro.canvasToTempFilePath({
            canvas: node as never,
            fileType: 'png',
            destWidth: node.width,
            destHeight: node.height,
            success: (r) => ok(r.tempFilePath),
            fail: (e) => fail(e),
          })
        }),
    }
  })
}
