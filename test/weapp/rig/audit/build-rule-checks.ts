/**
 * The audit's rules judged on the build output (dist/weapp) and, for the pages, on the page table
 * it is built from: the compiled WXSS (`:active`, inertial scrolling, fixed bottom bars and the safe
 * area, unused styles), app.json and the page settings (resizable pages), project.config.json's
 * libVersion. Thresholds are WeChat's, cited in audit-rule-table.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type postcss from 'postcss'
import type { RuleId } from './audit-rule-table'
import { lengthPx, type WxssFile } from './wxss-class-index'

export interface BuildFacts {
  root: string
  wxss: WxssFile[]
  app: { pages: string[]; subPackages?: Array<{ root: string; pages: string[] }>; tabBar?: { list: Array<{ pagePath: string }> }; resizable?: boolean; pageOrientation?: string }
}

export function buildFactsOf(root: string, wxss: WxssFile[]): BuildFacts {
  return { root, wxss, app: JSON.parse(readFileSync(path.join(root, 'app.json'), 'utf8')) as BuildFacts['app'] }
}

export const routesOf = (app: BuildFacts['app']): string[] => [...app.pages, ...(app.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]

/** Each rule of a stylesheet that is not inside an at-rule other than @media, with its file. */
function eachRule(files: WxssFile[], visit: (rule: postcss.Rule, file: string) => void): void {
  for (const f of files) f.root.walkRules((rule) => visit(rule, f.file))
}

const declsOf = (rule: postcss.Rule): Record<string, string> => {
  const out: Record<string, string> = {}
  rule.each((n) => {
    if (n.type === 'decl') out[n.prop] = n.value
  })
  return out
}

// 开启惯性滚动: WXSS 中带有 overflow: scroll 的元素，在 iOS 下需要设置 -webkit-overflow-scrolling: touch 样式
export function inertialScroll(b: BuildFacts): string[] {
  const out: string[] = []
  eachRule(b.wxss, (rule, file) => {
    const d = declsOf(rule)
    const scrolls = ['overflow', 'overflow-x', 'overflow-y'].some((p) => /\bscroll\b/.test(d[p] ?? ''))
    if (scrolls && d['-webkit-overflow-scrolling'] !== 'touch') out.push(`${file}: ${rule.selector} scrolls without -webkit-overflow-scrolling: touch`)
  })
  return out
}

// 避免使用 :active 伪类来实现点击态: 不使用 :active 伪类，并使用 hover-class 替换 :active
export function activePseudo(b: BuildFacts): string[] {
  const out: string[] = []
  eachRule(b.wxss, (rule, file) => {
    for (const s of rule.selectors) if (/:active\b/.test(s)) out.push(`${file}: ${s}`)
  })
  return out
}

/** 68px: the height under which a fixed, interactive bar must stay out of the home indicator's area. */
export const FIXED_BAR_BELOW_PX = 68

// iPhone X 兼容: position: fixed 且高度小于 68px 的可交互组件渲染在安全区域内
// (a fixed bar along the bottom: `bottom` set, no `top`, not a full-screen layer)
export function iphoneX(b: BuildFacts): string[] {
  const out: string[] = []
  eachRule(b.wxss, (rule, file) => {
    const d = declsOf(rule)
    if (d.position !== 'fixed' || d.bottom === undefined || d.top !== undefined || d.inset !== undefined) return
    if (/^100(%|vh)$/.test(d.height ?? '')) return
    const height = lengthPx(d.height)
    if (height !== null && height >= FIXED_BAR_BELOW_PX) return
    const clears = ['padding-bottom', 'padding', 'bottom', 'margin-bottom'].some((p) => /safe-area-inset-bottom/.test(d[p] ?? ''))
    if (!clears) out.push(`${file}: ${rule.selector} is fixed to the bottom without the safe area (env(safe-area-inset-bottom))`)
  })
  return out
}

/** The sheets `files` name and every sheet they @import, as WeChat's style compiler inlines them (app.wxss imports the app's own). */
function withImports(all: WxssFile[], files: string[]): WxssFile[] {
  const byFile = new Map(all.map((f) => [f.file, f]))
  const seen = new Set<string>()
  const visit = (file: string) => {
    const sheet = byFile.get(file)
    if (!sheet || seen.has(file)) return
    seen.add(file)
    sheet.root.walkAtRules('import', (rule) => {
      const target = rule.params.replace(/^url\(|\)$/g, '').replace(/^["']|["']$/g, '')
      visit(target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(file), target)))
    })
  }
  files.forEach(visit)
  return [...seen].map((f) => byFile.get(f)!)
}

// 窗口变化适配: 支持调整大小的页面有相关适配逻辑 (match-media 组件、MatchMediaObserver 或 @media)
export function windowResize(b: BuildFacts): string[] {
  const resizableApp = b.app.resizable === true || ['auto', 'landscape'].includes(b.app.pageOrientation ?? '')
  const out: string[] = []
  for (const route of routesOf(b.app)) {
    const jsonFile = path.join(b.root, `${route}.json`)
    const json = existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as { pageOrientation?: string; resizable?: boolean }) : {}
    const resizable = json.resizable ?? (['auto', 'landscape'].includes(json.pageOrientation ?? '') || resizableApp)
    if (!resizable) continue
    const wxss = withImports(b.wxss, [`${route}.wxss`, 'app.wxss'])
    const adapts = wxss.some((f) => {
      let media = false
      f.root.walkAtRules('media', () => void (media = true))
      return media
    })
    const wxml = existsSync(path.join(b.root, `${route}.wxml`)) ? readFileSync(path.join(b.root, `${route}.wxml`), 'utf8') : ''
    if (!adapts && !wxml.includes('match-media')) out.push(`${route} may be resized but has no @media or match-media`)
  }
  return out
}

export const BUILD_CHECKS: Partial<Record<RuleId, (b: BuildFacts) => string[]>> = {
  'inertial-scroll': inertialScroll,
  'no-active-pseudo': activePseudo,
  'iphone-x': iphoneX,
  'window-resize': windowResize,
}
