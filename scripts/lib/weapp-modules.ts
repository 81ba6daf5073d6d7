/**
 * What the main package's shared chunks carry, and for whom. Reads the module map the weapp build
 * writes beside its output (config/webpack/module-map-plugin.ts: dist/weapp → dist/weapp.modules.json).
 * Pure: the map and app.json are passed in, so the rules are tested on small fixtures.
 */
import { subPackagesOf, type AppJson } from './weapp-package'

export interface ModuleMap {
  chunks: { files: string[]; entry: boolean; modules: string[] }[]
  /** module → the entries (app, pages, custom components) that import it, directly or not */
  usedBy: Record<string, string[]>
  /** module → its size before minifying, bytes (older maps have none) */
  sizes?: Record<string, number>
}

export interface SharedModule {
  /** a source file, or a whole npm package ("node_modules/mobx", with how many of its files) */
  name: string
  files: number
  /** 'main' and/or subpackage roots */
  usedBy: string[]
}

export interface SharedChunk {
  file: string
  modules: SharedModule[]
}

export interface ModuleReport {
  chunks: SharedChunk[]
  /** each one fails the check */
  errors: string[]
  /** modules in main that only one subpackage uses */
  warnings: string[]
}

const inRoot = (file: string, root: string): boolean => file === root || file.startsWith(`${root}/`)

/** The package a built file or an entry name belongs to: a subpackage root, or 'main'. */
export function packageOf(file: string, roots: string[]): string {
  return roots.filter((r) => inRoot(file, r)).sort((a, b) => b.length - a.length)[0] ?? 'main'
}

/** node_modules/@scope/name/… and node_modules/name/… collapse to the package. */
export function npmPackageOf(module: string): string | null {
  const m = /^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)
  return m ? `node_modules/${m[1]}` : null
}

/** src/pages/{area}/model/… → area */
export const modelAreaOf = (module: string): string | null => /^src\/pages\/([^/]+)\/model\//.exec(module)?.[1] ?? null

/**
 * Library code the build keeps out of the main package (config/weapp/); found there, a build step
 * has stopped doing its work.
 */
export const KEPT_OUT_OF_MAIN: { pattern: RegExp; what: string }[] = [
  { pattern: /^node_modules\/@tarojs\/runtime\/dist\/dom-external\/inner-html\//, what: "Taro's HTML parser, which ships with the pages that draw server HTML (config/weapp/html-parser-with-its-pages.js)" },
  { pattern: /^node_modules\/@tarojs\/runtime\/dist\/bom\/(location|history|URL|URLSearchParams)\.js$/, what: "Taro's browser address, left out (config/weapp/no-browser-address.js)" },
  { pattern: /^node_modules\/@tarojs\/runtime\/dist\/runtime\.esm\.js$/, what: "Taro's single-file runtime, which carries both (config/weapp/no-browser-address.js points @tarojs/runtime at its module-per-file build)" },
]

/** Areas whose pages are in the main package (the tab pages'): their models belong in main. */
export const mainAreas = (app: AppJson, roots: string[]): Set<string> =>
  new Set(
    (app.pages ?? [])
      .filter((p) => packageOf(p, roots) === 'main')
      .map((p) => /^pages\/([^/]+)\//.exec(p)?.[1])
      .filter((a): a is string => !!a),
  )

const PACKAGE_ORDER = (a: string, b: string) => (a === 'main' ? -1 : b === 'main' ? 1 : a.localeCompare(b))

export function analyzeModules(app: AppJson, map: ModuleMap): ModuleReport {
  const roots = subPackagesOf(app).map((s) => s.root)
  const packagesUsing = (module: string): string[] => [...new Set((map.usedBy[module] ?? []).map((e) => packageOf(e, roots)))].sort(PACKAGE_ORDER)
  const allowedAreas = mainAreas(app, roots)
  const errors: string[] = []
  const warnings: string[] = []
  const chunks: SharedChunk[] = []

  for (const chunk of map.chunks) {
    const files = chunk.files.filter((f) => f.endsWith('.js'))
    if (!files.length || files.some((f) => packageOf(f, roots) !== 'main')) continue
    const file = files[0]
    for (const module of chunk.modules) {
      const area = modelAreaOf(module)
      if (area && !allowedAreas.has(area)) {
        errors.push(`${module} (the ${area} area's model) ships in the main package in ${file}; used by ${packagesUsing(module).join(', ') || 'nothing'}`)
      }
      // a top-level sub-common/ chunk is copied into each subpackage that uses it, not shipped in main
      const keptOut = file.startsWith('sub-common/') ? undefined : KEPT_OUT_OF_MAIN.find((k) => k.pattern.test(module))
      if (keptOut) errors.push(`${module} (${keptOut.what}) ships in the main package in ${file}`)
    }
    if (chunk.entry) continue

    const grouped = new Map<string, SharedModule>()
    for (const module of chunk.modules) {
      const name = npmPackageOf(module) ?? module
      const entry = grouped.get(name) ?? { name, files: 0, usedBy: [] }
      entry.files += 1
      entry.usedBy = [...new Set([...entry.usedBy, ...packagesUsing(module)])].sort(PACKAGE_ORDER)
      grouped.set(name, entry)
    }
    const modules = [...grouped.values()].sort((a, b) => a.name.localeCompare(b.name))
    for (const m of modules) {
      if (m.usedBy.length === 1 && m.usedBy[0] !== 'main') warnings.push(`${m.name} in ${file} is used only by ${m.usedBy[0]}: it could ship in that subpackage`)
    }
    chunks.push({ file, modules })
  }
  return { chunks, errors, warnings }
}

/** One block per shared chunk: each module (npm packages collapsed) with the packages that use it. */
export function moduleTable(report: ModuleReport): string {
  const lines: string[] = []
  for (const c of report.chunks) {
    lines.push(`${c.file}  (${c.modules.reduce((n, m) => n + m.files, 0)} modules)`)
    const width = Math.max(0, ...c.modules.map((m) => m.name.length + (m.files > 1 ? ` (${m.files})`.length : 0)))
    for (const m of c.modules) {
      const label = m.files > 1 ? `${m.name} (${m.files})` : m.name
      lines.push(`  ${label.padEnd(width)}  ← ${m.usedBy.join(', ') || 'no entry'}`)
    }
  }
  return lines.join('\n')
}
