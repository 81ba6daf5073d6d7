/**
 * Mini-program launch benchmark in the headless client of test/weapp/rig: the production
 * dist/weapp against the floor app (test/fixtures/bench-floor: Taro + React + NutUI + MobX and
 * nothing else) compiled for weapp in the same run. Not part of the test command.
 *   npm run bench:weapp                 builds the floor for weapp when .bench/floor-weapp is missing
 *   npm run bench:weapp -- --build      rebuilds the floor first (dist/weapp is built by npm run build:weapp)
 *   npm run bench:weapp -- --runs 7     runs per case (default 5)
 * For each app: the time from launch (App onLaunch) to the first setData of its first tab, and to
 * the first tab settled (every request answered, nothing drawn for 120 ms), the setData count and
 * the largest payload on the way; medians with ranges, as ratios to the floor. The client answers
 * requests in process, so network time is near zero and what is left is the JS the phone runs.
 * Writes .bench/weapp-<time>.json.
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { Rig, WEAPP_BUILD } from '../test/weapp/rig/rig'
import { spread, type Spread } from './lib/bench-figures'

const FLOOR_APP = 'test/fixtures/bench-floor'
const FLOOR_DIST = path.resolve('.bench/floor-weapp')
const argRuns = process.argv.indexOf('--runs')
const RUNS = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 5

interface Run {
  firstSetDataMs: number
  settledMs: number
  setDataCount: number
  largestSetDataBytes: number
}

async function once(root: string): Promise<Run> {
  const rig = await Rig.start({ root })
  const first = rig.host.tabRoutes[0] ?? rig.host.routes[0]
  const t0 = performance.now()
  let firstAt = 0
  const launched = rig.host.launch(first)
  while (!rig.host.setDataLog.some((r) => r.route === first)) await new Promise((r) => setImmediate(r))
  firstAt = performance.now()
  await launched
  await rig.settle(120)
  // the quiet window itself is not the page's time
  const settledMs = performance.now() - t0 - Math.min(rig.host.quietFor(), 120)
  const own = rig.host.setDataLog.filter((r) => r.route === first)
  const run = { firstSetDataMs: firstAt - t0, settledMs, setDataCount: own.length, largestSetDataBytes: Math.max(...own.map((r) => r.bytes)) }
  if (rig.host.errors.length) throw new Error(`${root}: ${rig.host.errors[0]}`)
  await rig.close()
  return run
}

async function measure(name: string, root: string) {
  const runs: Run[] = []
  // one untimed run first: the first vm compile of a build's scripts is not what a phone pays twice
  await once(root)
  for (let i = 0; i < RUNS; i++) runs.push(await once(root))
  const of = (k: keyof Run) => spread(runs.map((r) => r[k]))
  return { name, root, runs, firstSetDataMs: of('firstSetDataMs'), settledMs: of('settledMs'), setDataCount: of('setDataCount'), largestSetDataBytes: of('largestSetDataBytes') }
}

const fmt = (s: Spread, unit: string, floor?: Spread) =>
  `${s.median?.toFixed(0)} ${unit} (${s.min?.toFixed(0)}–${s.max?.toFixed(0)})${floor?.median ? `  ×${((s.median ?? 0) / floor.median).toFixed(2)} of the floor` : ''}`

async function main() {
  if (!existsSync(path.join(WEAPP_BUILD, 'app.json'))) throw new Error(`${WEAPP_BUILD} not found: run npm run build:weapp first`)
  if (process.argv.includes('--build') || !existsSync(path.join(FLOOR_DIST, 'app.json'))) {
    console.log(`building the floor app (${FLOOR_APP}) for weapp …`)
    execSync('npx taro build --type weapp', { cwd: FLOOR_APP, stdio: 'ignore', env: { ...process.env, TARO_OUTPUT_ROOT: FLOOR_DIST } })
  }
  const floor = await measure('floor app', FLOOR_DIST)
  const store = await measure('storefront', WEAPP_BUILD)
  for (const c of [floor, store]) {
    const f = c === store ? floor : undefined
    console.log(`\n${c.name} (${c.root}), ${RUNS} runs`)
    console.log(`  launch → first setData of the first tab: ${fmt(c.firstSetDataMs, 'ms', f?.firstSetDataMs)}`)
    console.log(`  launch → first tab settled:              ${fmt(c.settledMs, 'ms', f?.settledMs)}`)
    console.log(`  setData calls on the first tab:          ${fmt(c.setDataCount, '', f?.setDataCount)}`)
    console.log(`  largest setData on the first tab:        ${fmt(c.largestSetDataBytes, 'bytes', f?.largestSetDataBytes)}`)
  }
  mkdirSync('.bench', { recursive: true })
  const out = `.bench/weapp-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
  writeFileSync(out, JSON.stringify({ runs: RUNS, floor, storefront: store }, null, 2))
  console.log(`\nwritten ${out}`)
}

void main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
