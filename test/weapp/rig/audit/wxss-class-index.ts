/**
 * The declarations the build's WXSS gives each class (rules whose selector is one class, `.x`), to
 * tell the size an image or a tap target is drawn at without a layout engine: width, height, min-
 * and padding, in px at the client's 375 px width (750 rpx). A node's inline style wins over its
 * classes unless a class marks the declaration `!important`, as in the CSS cascade.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import { listFiles } from '../../../../scripts/check-weapp'

export type Declarations = Record<string, string>

export interface WxssFile {
  file: string
  root: postcss.Root
  bytes: number
}

/** Every .wxss file of the build, parsed. */
export function wxssFilesOf(root: string): WxssFile[] {
  return listFiles(root)
    .filter((f) => f.path.endsWith('.wxss'))
    .map((f) => {
      const text = readFileSync(path.join(root, f.path), 'utf8')
      return { file: f.path, root: postcss.parse(text), bytes: Buffer.byteLength(text) }
    })
}

export class WxssClassIndex {
  private readonly byClass = new Map<string, Declarations>()
  /** the class's `!important` declarations, which win over a node's inline style */
  private readonly importantByClass = new Map<string, Declarations>()

  constructor(files: WxssFile[]) {
    for (const f of files) {
      f.root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule') return
        for (const selector of rule.selectors) {
          const m = /^\.([\w-]+)$/.exec(selector.trim())
          if (!m) continue
          const decls = this.byClass.get(m[1]) ?? {}
          const important = this.importantByClass.get(m[1]) ?? {}
          rule.walkDecls((d) => void ((d.important ? important : decls)[d.prop] = d.value))
          this.byClass.set(m[1], decls)
          this.importantByClass.set(m[1], important)
        }
      })
    }
  }

  /** What a node's classes and inline style declare, as the cascade has it: the style over the classes, a class's `!important` over both. */
  declarationsOf(className: unknown, style: unknown): Declarations {
    const out: Declarations = {}
    const classes = String(className ?? '').split(/\s+/).filter(Boolean)
    for (const c of classes) Object.assign(out, this.byClass.get(c) ?? {})
    for (const part of String(style ?? '').split(';')) {
      const i = part.indexOf(':')
      if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).replace(/!important\s*$/, '').trim()
    }
    for (const c of classes) Object.assign(out, this.importantByClass.get(c) ?? {})
    return out
  }
}

/** A length in px at 375 px wide, or null when it depends on the layout (%, auto, calc, vw …). */
export function lengthPx(value: string | undefined): number | null {
  if (value === undefined) return null
  // a length capped at the page's column (config/postcss/weapp-column-lengths.js): `min(24rpx,16px)`
  const capped = /^(min|max)\(([^,()]+),([^,()]+)\)$/.exec(value.trim())
  if (capped) {
    const [a, b] = [lengthPx(capped[2]), lengthPx(capped[3])]
    return a === null || b === null ? null : capped[1] === 'min' ? Math.min(a, b) : Math.max(a, b)
  }
  const m = /^(-?\d*\.?\d+)(rpx|px)?$/.exec(value.trim())
  if (!m) return null
  const n = Number(m[1])
  return m[2] === 'rpx' ? (n * 375) / 750 : m[2] === 'px' || n === 0 ? n : null
}
