/**
 * What each measurable customization of the build saves (config/customizations.ts): the production
 * builds are made once as they are and once without each customization (BUILD_WITHOUT=name), and
 * the script prints, for each, how much larger the mini-program's main package (and all packages)
 * and the H5 first screen (index.html with the scripts and stylesheets it loads or preloads, gzip
 * level 6) are without it. With --write-readme the figures go into config/README.md's table.
 *
 *   npm run measure:customizations [-- --only a,b] [--platform weapp|h5] [--write-readme]
 *
 * Builds go to dist-gains/ (ignored by git); a build takes one to two minutes, so the whole set
 * takes most of an hour on two cores. Figures are written to .bench/customization-gains-<time>.json.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { CUSTOMIZATIONS, type Platform } from '../config/customizations'
import { listFiles } from './check-weapp'
import { packageSizes, subPackagesOf, type AppJson } from './lib/weapp-package'
import { customizationTable, type Gains } from './lib/customization-table'

const ROOT = path.resolve(__dirname, '..')
const OUT = path.join(ROOT, 'dist-gains')

function build(platform: Platform, without: string): string {
  const output = path.join(OUT, `${platform}-${without || 'as-built'}`)
  const env: NodeJS.ProcessEnv = { ...process.env, TARO_OUTPUT_ROOT: output, BUILD_WITHOUT: without }
  delete env.NODE_ENV
  const started = Date.now()
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/taro-build.mjs'), '--type', platform], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
  process.stderr.write(`  built ${platform}${without ? ` without ${without}` : ''} in ${Math.round((Date.now() - started) / 1000)} s\n`)
  return output
}

/** The mini-program's main package and all packages, in bytes. */
function weappBytes(dir: string): { main: number; total: number } {
  const app = JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8')) as AppJson
  const sizes = packageSizes(listFiles(dir), subPackagesOf(app).map((s) => s.root))
  return { main: sizes.find((s) => s.name === 'main')!.bytes, total: sizes.reduce((n, s) => n + s.bytes, 0) }
}

/** The H5 first screen: index.html and every script and stylesheet it loads or preloads, each gzipped. */
function h5FirstScreenGzip(dir: string): number {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
  const refs = new Set([...html.matchAll(/<script[^>]+src="\/([^"]+)"/g), ...html.matchAll(/<link[^>]+href="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]))
  const gz = (buf: Buffer | string) => gzipSync(buf, { level: 6 }).length
  return gz(html) + [...refs].reduce((n, ref) => n + gz(fs.readFileSync(path.join(dir, ref))), 0)
}

const measure = (platform: Platform, dir: string) => (platform === 'weapp' ? weappBytes(dir) : { firstScreen: h5FirstScreenGzip(dir) })

function main(): void {
  const args = process.argv.slice(2)
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined
  const platforms: Platform[] = args.includes('--platform') ? [args[args.indexOf('--platform') + 1] as Platform] : ['weapp', 'h5']
  const chosen = CUSTOMIZATIONS.filter((c) => c.measured && (!only || only.includes(c.name)))
  const gains: Gains = {}
  for (const platform of platforms) {
    const base = measure(platform, build(platform, ''))
    for (const c of chosen.filter((x) => x.platforms.includes(platform))) {
      let without: ReturnType<typeof measure>
      try {
        without = measure(platform, build(platform, [c.name, ...(c.measuredWith ?? [])].join(',')))
      } catch (e) {
        process.stderr.write(`  ${platform} without ${c.name}: the build failed (${String(e).split('\n')[0]}); not measured\n`)
        continue
      }
      const g = (gains[c.name] ??= {})
      if (platform === 'weapp' && 'main' in base && 'main' in without) {
        g.weappMain = without.main - base.main
        g.weappTotal = without.total - base.total
      }
      if (platform === 'h5' && 'firstScreen' in base && 'firstScreen' in without) g.h5FirstScreen = without.firstScreen - base.firstScreen
      fs.rmSync(path.join(OUT, `${platform}-${[c.name, ...(c.measuredWith ?? [])].join(',')}`), { recursive: true, force: true })
    }
    gains[`(as built, ${platform})`] = platform === 'weapp' && 'main' in base ? { weappMain: base.main, weappTotal: base.total } : 'firstScreen' in base ? { h5FirstScreen: base.firstScreen } : {}
  }
  fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true })
  const file = path.join(ROOT, '.bench', `customization-gains-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, `${JSON.stringify(gains, null, 2)}\n`)
  for (const [name, g] of Object.entries(gains)) {
    const parts = [
      g.weappMain !== undefined ? `weapp main ${g.weappMain} B` : '',
      g.weappTotal !== undefined ? `all packages ${g.weappTotal} B` : '',
      g.h5FirstScreen !== undefined ? `H5 first screen ${g.h5FirstScreen} B gzip` : '',
    ].filter(Boolean)
    console.log(`${name.padEnd(42)} ${parts.join(', ')}`)
  }
  console.log(`\nwritten to ${path.relative(ROOT, file)}`)
  if (args.includes('--write-readme')) {
    const readme = path.join(ROOT, 'config/README.md')
    const text = fs.readFileSync(readme, 'utf8')
    const at = text.indexOf('## Customizations')
    const previous = readGains(text.slice(at))
    fs.writeFileSync(readme, `${text.slice(0, at)}${customizationTable({ ...previous, ...gains })}`)
    console.log('config/README.md: table written')
  }
}

/** The figures already in the README's table, so a partial run (--only) keeps the others. */
function readGains(section: string): Gains {
  const m = /<!-- gains (\{.*\}) -->/.exec(section)
  return m ? (JSON.parse(m[1]) as Gains) : {}
}

main()
