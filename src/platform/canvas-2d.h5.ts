/** See canvas-2d.ts. On H5 Taro's Canvas renders a <canvas> inside the element with the id. */
export interface Painter {
  fillStyle: unknown
  fillRect(x: number, y: number, w: number, h: number): void
}

export function canvas2d(id: string, cssSize: number): Promise<Painter | null> {
  const host = document.getElementById(id)
  const canvas = host instanceof HTMLCanvasElement ? host : host?.querySelector('canvas')
  const ctx = canvas?.getContext('2d')
  if (!canvas || !ctx) return Promise.resolve(null)
  const ratio = window.devicePixelRatio || 1
  canvas.width = Math.round(cssSize * ratio)
  canvas.height = Math.round(cssSize * ratio)
  canvas.style.width = `${cssSize}px`
  canvas.style.height = `${cssSize}px`
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
  return Promise.resolve(ctx)
}

/** See canvas-2d.ts. */
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

export interface PosterSurface {
  ctx: PosterPainter
  loadImage(src: string): Promise<CanvasImage>
  toImage(): Promise<string>
  pixelWidth: number
  pixelHeight: number
}

export const screenPixelRatio = (): number => window.devicePixelRatio || 1

/**
 * The browser's canvas: images are loaded with crossOrigin='anonymous' so that a server sending
 * CORS headers leaves the canvas readable (toDataURL) for the long-press image.
 */
export function posterSurface(id: string, cssW: number, cssH: number, ratio: number): Promise<PosterSurface | null> {
  const host = document.getElementById(id)
  const canvas = host instanceof HTMLCanvasElement ? host : host?.querySelector('canvas')
  const ctx = canvas?.getContext('2d')
  if (!canvas || !ctx) return Promise.resolve(null)
  canvas.width = Math.round(cssW * ratio)
  canvas.height = Math.round(cssH * ratio)
  canvas.style.width = `${cssW}px`
  canvas.style.height = `${cssH}px`
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
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
