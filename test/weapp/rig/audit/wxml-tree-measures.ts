/**
 * What the audit reads from a page's node tree (as WeChat's template engine draws it): how many
 * nodes, how deep, the most children of one node; each picture with the size it is shown at; each
 * tap target with its declared size. Sizes come from the classes' WXSS and the inline style (no
 * layout engine): a size that depends on the layout (%, auto, flex) is left unmeasured.
 */
import type { WxNode } from '../template-engine'
import { lengthPx, type Declarations, type WxssClassIndex } from './wxss-class-index'

export interface TreeShape {
  nodes: number
  depth: number
  widest: { children: number; node: string }
}

/** Where a node is, for a report: its tag, id and classes. */
export const describeNode = (n: WxNode): string => `<${n.tag.replace(/^wx-/, '')}${n.attr.id ? ` #${String(n.attr.id)}` : ''}${n.attr.class ? ` .${String(n.attr.class).trim().split(/\s+/).join('.')}` : ''}>`

const elements = (n: WxNode): WxNode[] => n.children.filter((c): c is WxNode => typeof c !== 'string')

/** WXML nodes (a `block` draws nothing and is not one; its children count for its parent). */
export function treeShape(root: WxNode): TreeShape {
  let nodes = 0
  let depth = 0
  let widest = { children: 0, node: '' }
  const drawn = (n: WxNode): WxNode[] => elements(n).flatMap((c) => (c.tag === 'wx-block' ? drawn(c) : [c]))
  const walk = (n: WxNode, level: number) => {
    nodes++
    depth = Math.max(depth, level)
    const kids = drawn(n)
    if (kids.length > widest.children) widest = { children: kids.length, node: describeNode(n) }
    for (const k of kids) walk(k, level + 1)
  }
  walk(root, 1)
  return { nodes, depth, widest }
}

export interface ShownPicture {
  src: string
  node: string
  mode: string
  /** the size it is drawn at in px, or null when that depends on the layout */
  shown: { width: number | null; height: number | null }
}

/** WeChat's image component is 320 × 240 px unless styled. */
const IMAGE_DEFAULT = { width: 320, height: 240 }

const sizeOf = (d: Declarations, prop: 'width' | 'height'): number | null | undefined => (d[prop] === undefined ? undefined : lengthPx(d[prop]))

export function shownPictures(root: WxNode, wxss: WxssClassIndex): ShownPicture[] {
  const out: ShownPicture[] = []
  const walk = (n: WxNode) => {
    if (n.tag === 'wx-image' && n.attr.src) {
      const d = wxss.declarationsOf(n.attr.class, n.attr.style)
      const w = sizeOf(d, 'width') || (d.width === undefined ? undefined : null)
      const h = sizeOf(d, 'height') || (d.height === undefined ? undefined : null)
      out.push({
        src: String(n.attr.src),
        node: describeNode(n),
        mode: String(n.attr.mode ?? 'scaleToFill'),
        shown: { width: w === undefined ? IMAGE_DEFAULT.width : w, height: h === undefined ? IMAGE_DEFAULT.height : h },
      })
    }
    elements(n).forEach(walk)
  }
  walk(root)
  return out
}

export interface TapTarget {
  node: string
  width: number | null
  height: number | null
}

/** Nodes that handle a tap (views, texts, buttons; Taro binds every event of an image or swiper whether used or not). */
export function tapTargets(root: WxNode, wxss: WxssClassIndex): TapTarget[] {
  const out: TapTarget[] = []
  const walk = (n: WxNode) => {
    const taps = Boolean(n.attr.bindtap || n.attr.catchtap || n.attr['bind:tap'] || n.attr['catch:tap'])
    if (taps && !['wx-image', 'wx-swiper', 'wx-swiper-item', 'wx-scroll-view'].includes(n.tag)) {
      const d = wxss.declarationsOf(n.attr.class, n.attr.style)
      const padding = (side: string) => lengthPx(d[`padding-${side}`]) ?? 0
      const box = (prop: 'width' | 'height', a: string, b: string) => {
        // `width: 0` beside `flex: 1` is a flex item's basis, not its size
        const own = lengthPx(d[prop]) || lengthPx(d[`min-${prop}`])
        return !own ? null : own + (d['box-sizing'] === 'border-box' ? 0 : padding(a) + padding(b))
      }
      out.push({ node: describeNode(n), width: box('width', 'left', 'right'), height: box('height', 'top', 'bottom') })
    }
    elements(n).forEach(walk)
  }
  walk(root)
  return out
}
