/** Reading the node tree WeChat's template engine returns: texts, nodes by text, event bindings. */
import type { WxNode } from './template-engine'

export type Child = WxNode | string

/** All text under a node, in document order, each text run separated by a space. */
export function textOf(node: Child): string {
  if (typeof node === 'string') return node
  return node.children.map(textOf).filter(Boolean).join(' ')
}

/** Every node (with the chain of its ancestors, root first) for which `test` holds. */
export function findAll(root: WxNode, test: (node: WxNode) => boolean): Array<{ node: WxNode; ancestors: WxNode[] }> {
  const out: Array<{ node: WxNode; ancestors: WxNode[] }> = []
  const walk = (node: WxNode, ancestors: WxNode[]) => {
    if (test(node)) out.push({ node, ancestors })
    for (const child of node.children) if (typeof child !== 'string') walk(child, [...ancestors, node])
  }
  walk(root, [])
  return out
}

/** Nodes whose own text runs (not their descendants') contain `text`. */
export function findByText(root: WxNode, text: string | RegExp): Array<{ node: WxNode; ancestors: WxNode[] }> {
  const matches = (s: string) => (typeof text === 'string' ? s.includes(text) : text.test(s))
  return findAll(root, (n) => n.children.some((c) => typeof c === 'string' && matches(c)))
}

/** WeChat's events that bubble (the others reach only the node they happen on). */
const BUBBLING = new Set(['tap', 'longpress', 'longtap', 'touchstart', 'touchmove', 'touchend', 'touchcancel'])

/**
 * Every node whose handler an event on `hit` calls, as WeChat calls them: the node itself or its
 * nearest ancestor that handles `type` (bindtap / catchtap …), with the handler's name, then, for an event that bubbles, each ancestor that binds it too, outwards, until one that
 * catches it (catchtap). Taro relies on this: when an ancestor binds the same event, a node's own
 * handler waits for the outermost one's call to run (its eventsBatch), so calling the nearest alone
 * runs nothing.
 */
export function handlersFor(hit: { node: WxNode; ancestors: WxNode[] }, type: string): Array<{ node: WxNode; handler: string }> {
  const chain = [hit.node, ...[...hit.ancestors].reverse()]
  const out: Array<{ node: WxNode; handler: string }> = []
  for (const node of chain) {
    const caught = ['catch', 'catch:', 'capture-catch:'].map((p) => node.attr[`${p}${type}`]).find((h) => typeof h === 'string' && h)
    const bound = ['bind', 'bind:', 'capture-bind:'].map((p) => node.attr[`${p}${type}`]).find((h) => typeof h === 'string' && h)
    const handler = (caught ?? bound) as string | undefined
    if (handler) out.push({ node, handler })
    if (caught || (out.length && !BUBBLING.has(type))) break
  }
  return out
}

export function attr(node: WxNode, name: string): string {
  const v = node.attr[name]
  return v === undefined || v === null ? '' : String(v)
}

/** A node's classes. */
export function classesOf(node: WxNode): string[] {
  return attr(node, 'class').split(/\s+/).filter(Boolean)
}

/** Every distinct `src` of an image in the tree. */
export function imageSources(root: WxNode): string[] {
  return [...new Set(findAll(root, (n) => n.tag === 'wx-image').map((h) => attr(h.node, 'src')).filter(Boolean))]
}
