/**
 * Checks a WeChat mini-program build: structure (pages, tab bar, subpackages) and package sizes.
 *   npm run build:weapp && npm run check:weapp        (WEAPP_DIST=… to check another output)
 * Fails only on a structural problem or a package over WeChat's 2 MB limit; large images warn.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import {
  checkStructure,
  oversizeImages,
  oversizePackages,
  packageSizes,
  sizeTable,
  subPackagesOf,
  type AppJson,
  type FileEntry,
  type Fs,
} from './lib/weapp-package'

export function listFiles(root: string): FileEntry[] {
  const out: FileEntry[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) out.push({ path: path.relative(root, full).split(path.sep).join('/'), size: statSync(full).size })
    }
  }
  walk(root)
  return out
}

export const diskFs = (root: string): Fs => ({
  exists: (p) => existsSync(path.join(root, p)),
  readJson: (p) => JSON.parse(readFileSync(path.join(root, p), 'utf8')) as unknown,
})

export interface WeappReport {
  errors: string[]
  warnings: string[]
  table: string
}

export function checkWeapp(root: string): WeappReport {
  const fs = diskFs(root)
  if (!fs.exists('app.json')) return { errors: [`${root}/app.json not found: run npm run build:weapp first`], warnings: [], table: '' }
  const app = fs.readJson('app.json') as AppJson
  const files = listFiles(root)
  const sizes = packageSizes(files, subPackagesOf(app).map((s) => s.root))
  return {
    errors: [...checkStructure(app, fs), ...oversizePackages(sizes)],
    warnings: oversizeImages(files),
    table: sizeTable(sizes),
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const root = path.resolve(process.env.WEAPP_DIST ?? 'dist/weapp')
  const report = checkWeapp(root)
  if (report.table) console.log(`${root}\n${report.table}`)
  for (const w of report.warnings) console.warn(`warning: ${w}`)
  for (const e of report.errors) console.error(`error: ${e}`)
  console.log(report.errors.length ? `weapp check failed: ${report.errors.length} problem(s)` : 'weapp check passed')
  process.exit(report.errors.length ? 1 : 0)
}
