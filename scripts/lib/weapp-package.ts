/**
 * Pure rules for a built WeChat mini-program (dist/weapp): structure checks and package sizes.
 * The file system is passed in, so the rules are tested on small fixture trees.
 */
import path from 'node:path'

export const KB = 1024
/** WeChat refuses to upload a main package or a subpackage larger than 2 MB. */
export const PACKAGE_LIMIT_BYTES = 2 * KB * KB
/** A single image above this is flagged: it costs package space and first-screen time. */
export const IMAGE_WARN_BYTES = 200 * KB
/** Project settings the developer tools read; they are not part of any package. */
const NOT_PACKAGED = new Set(['project.config.json', 'project.private.config.json'])

/**
 * The files WeChat uploads: what it compiles (.js, .json, .wxml, .wxss, .wxs) and the types on its
 * upload list. A file of any other type stays on the developer's disk ("只有后缀名在白名单内的文件可以被上传",
 * developers.weixin.qq.com/miniprogram/dev/framework/structure.html, 允许上传的文件): the minifier's
 * vendors.js.LICENSE.txt, say, or a source map.
 */
const UPLOADED_TYPES = new Set(['js', 'json', 'wxml', 'wxss', 'wxs', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'cer', 'mp3', 'aac', 'm4a', 'mp4', 'wav', 'ogg', 'silk', 'wasm', 'br', 'cert'])

/** Whether WeChat puts this file of the build into a package it uploads. */
export function isUploaded(file: string): boolean {
  if (NOT_PACKAGED.has(file)) return false
  const name = file.slice(file.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot > 0 && UPLOADED_TYPES.has(name.slice(dot + 1).toLowerCase())
}

/** What a build may hold that stays behind on upload: the minifier's license texts, source maps. */
const MEANT_TO_STAY = /(\.LICENSE\.txt|\.map)$/

/**
 * A file of the build that WeChat would not upload, and that is not meant to stay behind: a phone
 * would not have it (a .webp picture, say, that a page shows in the developer tools only).
 */
export const leftBehindOnUpload = (files: FileEntry[]): string[] =>
  files
    .filter((f) => !isUploaded(f.path) && !NOT_PACKAGED.has(f.path) && !MEANT_TO_STAY.test(f.path))
    .map((f) => `${f.path} is of a type WeChat does not upload (developers.weixin.qq.com/miniprogram/dev/framework/structure.html): no phone would have it`)

const IMAGE = /\.(png|jpe?g|gif|webp|svg|bmp)$/i

export interface FileEntry {
  /** Path relative to the output root, with forward slashes. */
  path: string
  size: number
}

export interface SubPackage {
  root: string
  pages: string[]
  name?: string
}

export interface AppJson {
  pages: string[]
  subPackages?: SubPackage[]
  subpackages?: SubPackage[]
  tabBar?: {
    selectedColor?: string
    list?: { pagePath: string; text?: string; iconPath?: string; selectedIconPath?: string }[]
  }
}

export interface PackageSize {
  /** 'main' or the subpackage root */
  name: string
  bytes: number
  files: number
}

export interface Fs {
  exists(relativePath: string): boolean
  readJson(relativePath: string): unknown
}

const normalizeRoot = (root: string): string => root.replace(/^\/+|\/+$/g, '')

export const subPackagesOf = (app: AppJson): SubPackage[] =>
  (app.subPackages ?? app.subpackages ?? []).map((s) => ({ ...s, root: normalizeRoot(s.root) }))

const inRoot = (file: string, root: string): boolean => file === root || file.startsWith(`${root}/`)

/** Sizes of the main package (every uploaded file outside subpackage roots) and each subpackage. */
export function packageSizes(files: FileEntry[], subPackageRoots: string[]): PackageSize[] {
  const roots = subPackageRoots.map(normalizeRoot)
  const sizes = new Map<string, PackageSize>([['main', { name: 'main', bytes: 0, files: 0 }]])
  for (const r of roots) sizes.set(r, { name: r, bytes: 0, files: 0 })
  for (const f of files) {
    if (!isUploaded(f.path)) continue
    // the longest matching root wins, should roots ever nest
    const root = roots.filter((r) => inRoot(f.path, r)).sort((a, b) => b.length - a.length)[0]
    const entry = sizes.get(root ?? 'main')!
    entry.bytes += f.size
    entry.files += 1
  }
  return [...sizes.values()]
}

/**
 * A page is built as .js (logic), .json (config), .wxml (template) and, only when the page's
 * own code imports styles, .wxss. Taro writes the page stylesheet from the CSS its chunk
 * extracts: a page without any style import (the mall tab, for one) gets no .wxss, and WeChat
 * treats a page stylesheet as optional. So .js, .json and .wxml are required; .wxss is not.
 */
export const REQUIRED_PAGE_FILES = ['.js', '.json', '.wxml'] as const

function checkPage(fs: Fs, page: string, where: string): string[] {
  const missing = REQUIRED_PAGE_FILES.filter((ext) => !fs.exists(`${page}${ext}`))
  const problems = missing.length ? [`${where} page ${page} is missing ${missing.join(', ')}`] : []
  if (!missing.includes('.json')) problems.push(...checkUsingComponents(fs, page))
  return problems
}

/** Every custom component a page names in usingComponents must exist beside it. */
function checkUsingComponents(fs: Fs, page: string): string[] {
  let config: unknown
  try {
    config = fs.readJson(`${page}.json`)
  } catch (e) {
    return [`page ${page}.json is not valid JSON: ${(e as Error).message}`]
  }
  const using = (config as { usingComponents?: Record<string, string> } | null)?.usingComponents ?? {}
  const problems: string[] = []
  for (const [tag, ref] of Object.entries(using)) {
    if (ref.startsWith('plugin://')) continue
    const target = ref.startsWith('/') ? ref.slice(1) : path.posix.join(path.posix.dirname(page), ref)
    const missing = REQUIRED_PAGE_FILES.filter((ext) => !fs.exists(`${target}${ext}`))
    if (missing.length) problems.push(`page ${page} uses component <${tag}> at ${target}, missing ${missing.join(', ')}`)
  }
  return problems
}

const sameColor = (a: string | undefined, b: string): boolean => (a ?? '').toLowerCase() === b.toLowerCase()

/** Structural problems: each one fails the check. */
export function checkStructure(app: AppJson, fs: Fs, theme = '#00C094'): string[] {
  const problems: string[] = []
  if (!Array.isArray(app.pages) || app.pages.length === 0) problems.push('app.json lists no pages')
  for (const page of app.pages ?? []) problems.push(...checkPage(fs, page, 'main'))

  const subs = subPackagesOf(app)
  for (const sub of subs) {
    if (!sub.pages?.length) problems.push(`subpackage ${sub.root} lists no pages`)
    if (!fs.exists(sub.root)) problems.push(`subpackage root ${sub.root} does not exist`)
    for (const page of sub.pages ?? []) problems.push(...checkPage(fs, `${sub.root}/${page}`, `subpackage ${sub.root}`))
  }
  for (const page of app.pages ?? []) {
    const owner = subs.find((s) => inRoot(page, s.root))
    if (owner) problems.push(`main package page ${page} lies inside subpackage root ${owner.root}`)
  }

  const tabBar = app.tabBar
  const list = tabBar?.list ?? []
  if (list.length !== 3) problems.push(`the tab bar has ${list.length} items, expected 3`)
  if (!sameColor(tabBar?.selectedColor, theme)) problems.push(`tab bar selectedColor is ${tabBar?.selectedColor ?? 'unset'}, expected ${theme}`)
  for (const item of list) {
    if (!app.pages?.includes(item.pagePath)) problems.push(`tab ${item.pagePath} is not a main package page (WeChat requires it)`)
    for (const icon of [item.iconPath, item.selectedIconPath]) {
      if (icon && !fs.exists(icon)) problems.push(`tab ${item.pagePath} icon ${icon} does not exist`)
    }
  }
  return problems
}

/** Packages over WeChat's hard limit: each one fails the check. */
export const oversizePackages = (sizes: PackageSize[], limit = PACKAGE_LIMIT_BYTES): string[] =>
  sizes
    .filter((s) => s.bytes > limit)
    .map((s) => `${s.name} package is ${formatKb(s.bytes)} KB, over WeChat's ${formatKb(limit)} KB limit by ${formatKb(s.bytes - limit)} KB`)

/**
 * The size budget the storefront holds itself to, well under WeChat's 2 MB a package: the main
 * package, every subpackage and the whole build.
 */
export const BUDGET = { mainBytes: 480 * KB, subPackageBytes: 200 * KB, totalBytes: 2.45 * KB * KB }

/** A package's budget in bytes. */
const budgetOf = (name: string, budget = BUDGET): number => (name === 'main' ? budget.mainBytes : budget.subPackageBytes)

/** Packages and the total over their budget: each fails the check. */
export function overBudget(sizes: PackageSize[], budget = BUDGET): { errors: string[] } {
  const errors: string[] = []
  for (const s of sizes) {
    const limit = budgetOf(s.name, budget)
    if (s.bytes > limit) errors.push(`${s.name} package is ${formatKb(s.bytes)} KB, over its ${formatKb(limit)} KB budget by ${formatKb(s.bytes - limit)} KB`)
  }
  const total = sizes.reduce((n, s) => n + s.bytes, 0)
  if (total > budget.totalBytes) errors.push(`all packages are ${formatKb(total)} KB, over the ${formatKb(budget.totalBytes)} KB budget by ${formatKb(total - budget.totalBytes)} KB`)
  return { errors }
}

/** Images over the warning size: reported, never failing. */
export const oversizeImages = (files: FileEntry[], limit = IMAGE_WARN_BYTES): string[] =>
  files.filter((f) => IMAGE.test(f.path) && f.size > limit).map((f) => `image ${f.path} is ${formatKb(f.size)} KB (over ${formatKb(limit)} KB)`)

export const formatKb = (bytes: number): string => (bytes / KB).toFixed(1)

/** A fixed-width table of package sizes in KB with the share of WeChat's limit and the budget (marked when over). */
export function sizeTable(sizes: PackageSize[], limit = PACKAGE_LIMIT_BYTES, budget = BUDGET): string {
  const mark = (bytes: number, max: number) => `${formatKb(max)}${bytes > max ? ' over' : ''}`
  const rows = sizes.map((s) => [s.name, String(s.files), formatKb(s.bytes), `${((s.bytes / limit) * 100).toFixed(1)}%`, mark(s.bytes, budgetOf(s.name, budget))])
  const total = sizes.reduce((n, s) => n + s.bytes, 0)
  rows.push(['total', String(sizes.reduce((n, s) => n + s.files, 0)), formatKb(total), '', mark(total, budget.totalBytes)])
  const header = ['package', 'files', 'KB', 'of 2 MB', 'budget KB']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}
