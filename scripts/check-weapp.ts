/**
 * Checks a WeChat mini-program build: structure (pages, tab bar, subpackages), package sizes, and
 * what the main package's shared chunks carry (each module with the packages that use it, from the
 * module map the build writes beside its output).
 *   npm run build:weapp && npm run check:weapp        (WEAPP_DIST=… to check another output)
 * Fails on a structural problem, a file of a type WeChat does not upload (but the minifier's license
 * texts and source maps), a package over WeChat's 2 MB limit or over its budget (the main
 * package over 480 KB, a subpackage over 200 KB, all packages over 2.45 MB), a module of a
 * subpackage area's model (src/pages/{area}/model/) in the main package, or library code the build
 * keeps out of it found there, a JS file with newer syntax than the oldest engine of the minimum
 * base library parses (config/mini-program-targets.js), or a project.config.json that would have
 * WeChat compile the JS again to ES5; large images and main-package modules only
 * one subpackage uses warn.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import {
  checkStructure,
  leftBehindOnUpload,
  oversizeImages,
  overBudget,
  oversizePackages,
  packageSizes,
  sizeTable,
  subPackagesOf,
  type AppJson,
  type FileEntry,
  type Fs,
} from './lib/weapp-package'
import { analyzeModules, moduleTable, type ModuleMap } from './lib/weapp-modules'
import { recompileSettings, syntaxErrors } from './lib/weapp-syntax'
import { miniProgramSyntaxYear } from '../config/mini-program-targets'

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
  /** the main package's shared chunks, module by module */
  modules: string
}

/** The build writes its module map beside the output folder: dist/weapp → dist/weapp.modules.json. */
export const moduleMapPath = (root: string): string => `${path.resolve(root)}.modules.json`

export function checkWeapp(root: string): WeappReport {
  const fs = diskFs(root)
  if (!fs.exists('app.json')) return { errors: [`${root}/app.json not found: run npm run build:weapp first`], warnings: [], table: '', modules: '' }
  const app = fs.readJson('app.json') as AppJson
  const files = listFiles(root)
  const sizes = packageSizes(files, subPackagesOf(app).map((s) => s.root))
  const mapFile = moduleMapPath(root)
  const modules = existsSync(mapFile) ? analyzeModules(app, JSON.parse(readFileSync(mapFile, 'utf8')) as ModuleMap) : null
  const budget = overBudget(sizes)
  return {
    errors: [
      ...checkStructure(app, fs),
      ...oversizePackages(sizes),
      ...leftBehindOnUpload(files),
      ...budget.errors,
      ...(modules ? modules.errors : [`${mapFile} not found: the build writes it (config/webpack/module-map-plugin.ts); rebuild with npm run build:weapp`]),
      ...recompileSettings(fs.exists('project.config.json') ? (fs.readJson('project.config.json') as { setting?: Record<string, unknown> }) : null),
      ...syntaxErrors(
        files.filter((f) => f.path.endsWith('.js')).map((f) => ({ path: f.path, read: () => readFileSync(path.join(root, f.path), 'utf8') })),
        miniProgramSyntaxYear(),
      ),
    ],
    warnings: [...oversizeImages(files), ...(modules?.warnings ?? [])],
    table: sizeTable(sizes),
    modules: modules ? moduleTable(modules) : '',
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const root = path.resolve(process.env.WEAPP_DIST ?? 'dist/weapp')
  const report = checkWeapp(root)
  if (report.modules) console.log(`main package shared chunks: modules ← packages that use them\n${report.modules}\n`)
  if (report.table) console.log(`${root}\n${report.table}`)
  for (const w of report.warnings) console.warn(`warning: ${w}`)
  for (const e of report.errors) console.error(`error: ${e}`)
  console.log(report.errors.length ? `weapp check failed: ${report.errors.length} problem(s)` : 'weapp check passed')
  process.exit(report.errors.length ? 1 : 0)
}
