/**
 * WeChat's WXSS 使用率: "每个 WXSS 资源的未使用部分不超过 2KB" (best-practice.md, 8. WXSS 使用率),
 * judged, as DevTools judges it, on the pages a run drew: a stylesheet is loaded by the pages that
 * import it (app.wxss by every page, a page's own sheet and the subpackage sheets it @imports by that
 * page), and a rule of it is used when some page that loads it drew every class its selector names
 * (drawn-classes.ts), wherever on the page. That is looser than a selector match (a descendant
 * selector is taken as used if both classes were drawn anywhere on one page), so a rule counted as
 * unused here is one no node of the run could have matched. A rule whose selector names no class
 * (`page`, a tag) counts as used; keyframes are not rules of the page.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'

/** DevTools' limit: the unused part of each WXSS resource */
export const UNUSED_WXSS_LIMIT_BYTES = 2 * 1024

/** The classes a selector needs drawn: those it names outside :not(…) and the like. */
export function classesNeeded(selector: string): string[] {
  let s = selector
  // innermost first: a functional pseudo-class names classes a node must not have (or may have)
  for (let before = ''; before !== s; ) {
    before = s
    s = s.replace(/:[\w-]+\([^()]*\)/g, '')
  }
  return [...s.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((m) => m[1].replace(/\\(.)/g, '$1'))
}

/** The sheet and every sheet it @imports, as paths inside the build. */
function sheetClosure(root: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(path.join(root, file))) return seen
  seen.add(file)
  const text = readFileSync(path.join(root, file), 'utf8')
  for (const m of text.matchAll(/@import\s+["']([^"']+)["']/g)) sheetClosure(root, path.posix.join(path.posix.dirname(file), m[1]), seen)
  return seen
}

export interface SheetUsage {
  file: string
  bytes: number
  unusedBytes: number
  /** selectors of the unused rules, largest first */
  unused: string[]
}

/** Each stylesheet the run's pages loaded, with the part of it no page that loads it drew. */
export function wxssUsage(root: string, drawn: Map<string, Set<string>>): SheetUsage[] {
  const common = sheetClosure(root, 'app.wxss')
  const loadedBy = new Map<string, string[]>()
  for (const route of drawn.keys()) {
    for (const file of new Set([...common, ...sheetClosure(root, `${route}.wxss`)])) loadedBy.set(file, [...(loadedBy.get(file) ?? []), route])
  }
  const out: SheetUsage[] = []
  for (const [file, routes] of loadedBy) {
    const text = readFileSync(path.join(root, file), 'utf8')
    const drawnHere = routes.map((r) => drawn.get(r) ?? new Set<string>())
    const unused: Array<{ selector: string; bytes: number }> = []
    postcss.parse(text).walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return
      const used = rule.selectors.some((selector) => {
        const needed = classesNeeded(selector)
        return drawnHere.some((classes) => needed.every((c) => classes.has(c)))
      })
      if (!used) unused.push({ selector: rule.selector, bytes: Buffer.byteLength(rule.toString()) })
    })
    unused.sort((a, b) => b.bytes - a.bytes)
    out.push({ file, bytes: Buffer.byteLength(text), unusedBytes: unused.reduce((n, u) => n + u.bytes, 0), unused: unused.map((u) => u.selector) })
  }
  return out.sort((a, b) => b.unusedBytes - a.unusedBytes)
}

/** The rule's offences: each stylesheet whose unused part is over DevTools' limit. */
export function wxssUsageOffences(usage: SheetUsage[]): string[] {
  return usage
    .filter((u) => u.unusedBytes > UNUSED_WXSS_LIMIT_BYTES)
    .map((u) => `${u.file}: ${u.unusedBytes} of its ${u.bytes} bytes drawn by no page of the run that loads it (${u.unused.slice(0, 4).join(', ')}${u.unused.length > 4 ? ` and ${u.unused.length - 4} more rules` : ''})`)
}
