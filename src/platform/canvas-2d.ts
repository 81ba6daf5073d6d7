import Taro from '@tarojs/taro'

/** The drawing calls pages use; both the mini-program's Canvas 2D and the browser's canvas have them. */
export interface Painter {
  fillStyle: unknown
  fillRect(x: number, y: number, w: number, h: number): void
}

interface WeappCanvasNode {
  width: number
  height: number
  getContext(type: '2d'): (Painter & { scale(x: number, y: number): void }) | null
}

/**
 * The 2D context of `<Canvas type='2d' id={id}>` on the current page, sized for the screen's pixel
 * ratio so that drawing in CSS pixels stays sharp. Resolves null when the canvas is not there.
 */
export function canvas2d(id: string, cssSize: number): Promise<Painter | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: WeappCanvasNode } | null>) => {
        const node = res?.[0]?.node
        const ctx = node?.getContext('2d')
        if (!node || !ctx) return resolve(null)
        const ratio = Taro.getSystemInfoSync().pixelRatio || 2
        node.width = Math.round(cssSize * ratio)
        node.height = Math.round(cssSize * ratio)
        ctx.scale(ratio, ratio)
        resolve(ctx)
      })
  })
}

/** What the poster drawer uses of a 2D context (the same on the mini-program's Canvas 2D and H5). */
export interface PosterPainter extends Painter {
  font: string
  textAlign: string
  textBaseline: string
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  drawImage(image: unknown, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void
  save(): void
  restore(): void
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  arc(x: number, y: number, r: number, start: number, end: number): void
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void
  clip(): void
  fill(): void
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void
}

export interface CanvasImage {
  width: number
  height: number
}

/** A canvas sized for a poster: draw in CSS pixels, then export it as an image. */
export interface PosterSurface {
  ctx: PosterPainter
  loadImage(src: string): Promise<CanvasImage>
  /** weapp: a temp file path; H5: a PNG data URL */
  toImage(): Promise<string>
  pixelWidth: number
  pixelHeight: number
}

export const screenPixelRatio = (): number => Taro.getSystemInfoSync().pixelRatio || 2

interface WeappPosterNode {
  width: number
  height: number
  getContext(type: '2d'): PosterPainter | null
  createImage(): CanvasImage & { onload: (() => void) | null; onerror: ((e: unknown) => void) | null; src: string }
}

/** The `<Canvas type='2d' id={id}>` of the current page, sized cssW×cssH at `ratio` device pixels per CSS pixel. */
export function posterSurface(id: string, cssW: number, cssH: number, ratio: number): Promise<PosterSurface | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: WeappPosterNode } | null>) => {
        const node = res?.[0]?.node
        const ctx = node?.getContext('2d')
        if (!node || !ctx) return resolve(null)
        node.width = Math.round(cssW * ratio)
        node.height = Math.round(cssH * ratio)
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        resolve({
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
        })
      })
  })
}
