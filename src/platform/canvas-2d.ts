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
