/**
 * The drawing side of a 2D canvas, the same on the mini-program's Canvas 2D and the browser's canvas.
 * `canvas-2d.ts` / `canvas-2d.h5.ts` only find and size the canvas of each platform.
 */

/** The drawing calls pages use. */
export interface Painter {
  fillStyle: unknown
  fillRect(x: number, y: number, w: number, h: number): void
}

/** What the poster drawer uses of a 2D context. */
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
