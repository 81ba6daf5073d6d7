/**
 * WeChat's own template engine: the WXML of a build compiled by `wcc` (miniprogram-compiler) into
 * `$gwx`, which turns a page's data into the node tree the mini-program would draw. Custom
 * components (Taro's `comp`, used past the template depth limit) are expanded with their own WXML,
 * fed the properties the parent template passes them.
 */
import vm from 'node:vm'
import path from 'node:path'
import { compileWxml } from '../../../scripts/lib/wechat-compilers'

export interface WxNode {
  tag: string
  attr: Record<string, unknown>
  children: Array<WxNode | string>
}

export interface TemplateEngine {
  /** The node tree of `wxmlPath` (e.g. 'pages/cart/cart') for `data`; `warnings` gets what wcc's runtime logs. */
  render(wxmlPath: string, data: unknown): { tree: WxNode; warnings: string[] }
}

interface RawNode {
  tag?: string
  attr?: Record<string, unknown>
  children?: RawNode[]
  text?: string
}

type Gwx = (file: string) => ((data: unknown, globals: unknown, env: unknown) => RawNode) | undefined

/** Compiles every WXML of a build once; throws with wcc's message when it does not compile. */
export function loadTemplateEngine(root: string): TemplateEngine {
  const compiled = compileWxml(root)
  if (!compiled.ok) throw new Error(`wcc: ${compiled.errors.join('\n')}`)
  const warnings: string[] = []
  const log = (...args: unknown[]) => warnings.push(args.map(String).join(' '))
  const context = vm.createContext({ window: {}, console: { log, warn: log, error: log, info: log, debug: log } })
  const gwx = vm.runInContext(`(function(){${compiled.source}\n})()`, context) as Gwx
  // page data reaches the render thread as JSON: objects of the engine's own realm (its WXS runtime
  // copies only values whose constructor is its own Object, so an object from this realm would reach
  // a WXS function as null)
  const intoEngine = vm.runInContext('(function (json) { return JSON.parse(json) })', context) as (json: string) => unknown
  const received = (data: unknown): unknown => (data === undefined ? data : intoEngine(JSON.stringify(data)))
  const usingComponents = componentsOf(root)

  const renderFile = (file: string, data: unknown): WxNode => {
    const fn = gwx(`${file}.wxml`)
    if (!fn) throw new Error(`no compiled template for ${file}.wxml`)
    return expand(fn(received(data), {}, {}), file)
  }

  const expand = (raw: RawNode, file: string): WxNode => {
    const node: WxNode = { tag: raw.tag ?? '', attr: raw.attr ?? {}, children: [] }
    for (const child of raw.children ?? []) {
      if (typeof child === 'string') node.children.push(child)
      else if (child.tag === undefined && typeof child.text === 'string') node.children.push(child.text)
      else node.children.push(expandComponent(child, file))
    }
    return node
  }

  // `wx-comp` (a custom component): render its own WXML with the properties it receives
  const expandComponent = (raw: RawNode, file: string): WxNode => {
    const name = (raw.tag ?? '').replace(/^wx-/, '')
    const target = usingComponents(file)[name]
    if (!target) return expand(raw, file)
    const own = renderFile(target, { ...(raw.attr ?? {}) })
    return { tag: `wx-${name}`, attr: raw.attr ?? {}, children: own.children }
  }

  return {
    render(wxmlPath, data) {
      warnings.length = 0
      const tree = renderFile(wxmlPath, data)
      return { tree, warnings: [...warnings] }
    },
  }
}

/** `usingComponents` of a page or component: name → component file (relative to the build root). */
function componentsOf(root: string): (file: string) => Record<string, string> {
  const cache = new Map<string, Record<string, string>>()
  return (file) => {
    let found = cache.get(file)
    if (!found) {
      found = {}
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const json = require(path.join(root, `${file}.json`)) as { usingComponents?: Record<string, string> }
        for (const [name, rel] of Object.entries(json.usingComponents ?? {})) {
          found[name] = path.posix.join(path.posix.dirname(file), rel)
        }
      } catch {
        // no json: no custom components
      }
      cache.set(file, found)
    }
    return found
  }
}
