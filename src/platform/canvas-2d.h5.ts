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
