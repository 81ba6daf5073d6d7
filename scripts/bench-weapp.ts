/**
 * Mini-program benchmark in the headless client of test/weapp/rig: the production dist/weapp against
 * the floor app (test/fixtures/bench-floor: Taro + React + NutUI + MobX and nothing else) compiled for
 * weapp. Not part of the test command.
 *   npm run bench:weapp                 builds the floor for weapp when .bench/floor-weapp is missing or
 *                                       older than its sources or the compile targets (floorIsStale)
 *   npm run bench:weapp -- --build      rebuilds the floor first (dist/weapp is built by npm run build:weapp)
 *   npm run bench:weapp -- --runs 9     rounds (default 9)
 *   npm run bench:weapp -- --no-switches  the launch only
 *   npm run bench:weapp -- --keep-garbage  without collecting the bench's heap before each timed run
 *   npm run bench:weapp -- --as-shipped  times WeChat's own compile of the storefront's build and the
 *                                       floor's (what its upload writes: see below)
 *   npm run bench:weapp -- --against dist/weapp-before  also launches a second build of the storefront
 *     (say, main's, before a change) in the same rounds, in cases marked (against), and prints the
 *     settled times of the two compared round by round (with --as-shipped, WeChat's compile of it)
 * Launch: from App onLaunch to the first setData of the first tab, and to the first tab settled
 * (every request answered, nothing drawn for 120 ms: the time of its last setData, request or
 * handler), with the setData count and the largest payload on the way; the same for a parent
 * opening it again (the session and the last launch's promos stored). Page switches: for the ten
 * pages parents open most (scripts/lib/weapp-page-switches.ts),
 * from the switch (navigateTo, switchTab or the tap) to the new page's first setData and to settled,
 * against the floor app's navigateTo to a page of its own.
 * Rounds: run i of every case right after run i of the floor, so that a machine that slows down
 * during the bench slows both alike. Before each timed run the bench's own heap is collected: the
 * clients of earlier runs (a vm context and its build's scripts each) are garbage of the bench, not
 * of the app, and a phone starts a launch with none of it. Without this (--keep-garbage, the ruler
 * before 2026-11-30) V8's work on that garbage lands in the timed runs: in 10 launches each, the
 * storefront's median went from 31 to 26 ms with the heap collected first and the floor's from 20
 * to 19, though the collections recorded inside the launches averaged under 3 ms (V8 marks a large
 * heap incrementally, between the app's own steps, and on a helper thread that shares this
 * machine's two cores with the services' worker). Before a page switch this also collects what the
 * client's own launch left, which a phone may still hold then. Medians with ranges, as ratios to
 * the floor. The services answer from a worker thread (see `services` below), so network time is
 * near zero and their work does not run on the client's thread; it still competes with the client
 * for the machine's cores. On this two-core machine, with every GET answered from a memo in the
 * worker (an experiment of 2026-11-30), the storefront's launch settled at 23.5 ms instead of 28,
 * though the client sat idle waiting for an answer for only about 1 ms of a launch. The ruler
 * before 2026-11-29 ran them in the client's thread, which --services-in-thread still does.
 * What is timed is the build. WeChat's upload compiles it again before phones get it: no ES5 compile
 * (config/mini-program-targets.js), but it minifies every script once more (setting.minified, which
 * its code-quality scan requires), writing the text of both apps as UTF-8. `--as-shipped` times that
 * compile of both builds instead (scripts/weapp-as-shipped.ts, the floor with the storefront's
 * settings). The floor is compiled for the same engines (it takes the storefront's Babel
 * configuration) and minified with the storefront's settings: its scripts keep their Chinese text as
 * UTF-8 too. (Until 2026-12-03 the floor's mini-program scripts were minified with the H5 settings,
 * escaped to ASCII, which no phone runs since the upload writes them as UTF-8 again: a script past
 * ASCII is decoded into a two-byte string before it is compiled, and in this client the floor's
 * launch was about 6 ms shorter for it, 19 ms instead of 25.)
 * Writes .bench/weapp-<time>.json.
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { ServicesWorker } from '../test/weapp/rig/mock-services'
import { Rig, WEAPP_BUILD } from '../test/weapp/rig/rig'
import { MockData } from '../test/weapp/route-samples'
import { paired, spread, type Spread } from './lib/bench-figures'
import { FLOOR_SWITCH, STOREFRONT_SWITCHES, type PageSwitch } from './lib/weapp-page-switches'

const FLOOR_APP = 'test/fixtures/bench-floor'
const FLOOR_BUILD = path.resolve('.bench/floor-weapp')
const AS_SHIPPED = process.argv.includes('--as-shipped')
/** what is timed: the builds, or WeChat's compile of them (--as-shipped) */
const STOREFRONT_DIST = AS_SHIPPED ? path.resolve('.bench/weapp-as-shipped') : WEAPP_BUILD
const FLOOR_DIST = AS_SHIPPED ? path.resolve('.bench/floor-weapp-as-shipped') : FLOOR_BUILD
const argRuns = process.argv.indexOf('--runs')
const RUNS = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 9
const SWITCHES = !process.argv.includes('--no-switches')
const QUIET_MS = 120
const KEEP_GARBAGE = process.argv.includes('--keep-garbage')
const argAgainst = process.argv.indexOf('--against')
/** a second storefront build launched in the same rounds, to compare a change with what it changes */
const AGAINST_BUILD = argAgainst > 0 ? path.resolve(process.argv[argAgainst + 1]) : undefined
/** with --as-shipped, WeChat's compile of the second build too, so that the two compare alike */
const AGAINST = AGAINST_BUILD && AS_SHIPPED ? path.resolve('.bench/against-as-shipped') : AGAINST_BUILD
setFlagsFromString('--expose-gc')
/** V8's full collection, exposed for this script alone */
const collectGarbage = runInNewContext('gc') as () => void
/**
 * The mock services run in a worker thread, as a server elsewhere: what they do to answer does not
 * run on the phone's thread (it shares the machine's cores with it: see the header).
 * --services-in-thread runs them in the client's thread, as the tests do (their work then counts in
 * every figure with a request on the way).
 */
const services = process.argv.includes('--services-in-thread') ? undefined : new ServicesWorker()

interface Run {
  firstSetDataMs: number
  settledMs: number
  setDataCount: number
  largestSetDataBytes: number
}

/** Times `action` on `rig` until `route`'s first setData after it, and until settled. */
async function timed(rig: Rig, route: string, action: () => Promise<unknown>): Promise<Run> {
  const from = rig.host.setDataLog.length
  const own = () => rig.host.setDataLog.slice(from).filter((r) => r.route === route)
  if (!KEEP_GARBAGE) collectGarbage()
  const t0 = performance.now()
  const done = action()
  while (!own().length) {
    if (rig.host.errors.length) throw new Error(`${route}: ${rig.host.errors[0]}`)
    await new Promise((r) => setImmediate(r))
  }
  const firstAt = performance.now()
  await done
  await rig.settle(QUIET_MS)
  // settled when the page last did anything before the quiet window: neither the window nor the rig's
  // own look at the settled page (rendering its node tree for the audit) is the page's time
  const settledMs = Math.max(rig.host.lastActivityAt, firstAt) - t0
  if (rig.host.errors.length) throw new Error(`${route}: ${rig.host.errors[0]}`)
  const drawn = own()
  return { firstSetDataMs: firstAt - t0, settledMs, setDataCount: drawn.length, largestSetDataBytes: Math.max(...drawn.map((r) => r.bytes)) }
}

/** the floor app is timed, not judged by the storefront's audit */
const judged = (root: string) => root !== FLOOR_DIST

async function launch(root: string): Promise<Run> {
  const rig = await Rig.start({ root, judged: judged(root), services })
  try {
    const first = rig.host.tabRoutes[0] ?? rig.host.routes[0]
    return await timed(rig, first, () => rig.host.launch(first))
  } finally {
    await rig.close()
  }
}

/** A parent who opened the storefront before: the session and the last launch's promos are stored. */
async function launchReturning(root: string): Promise<Run> {
  const first = await Rig.start({ root, judged: judged(root), services })
  await first.launch()
  const rig = await first.reopened()
  try {
    const tab = rig.host.tabRoutes[0] ?? rig.host.routes[0]
    return await timed(rig, tab, () => rig.host.launch(tab))
  } finally {
    await rig.close()
  }
}

async function switchTo(root: string, s: PageSwitch, withMock: boolean): Promise<Run> {
  const rig = await Rig.start({ root, judged: judged(root), services })
  try {
    await rig.launch()
    const go = await s.prepare(rig, withMock ? await MockData.login(rig.mock) : null)
    await rig.settle(QUIET_MS)
    return await timed(rig, s.route, go)
  } finally {
    await rig.close()
  }
}

interface Case {
  name: string
  floor?: string
  run: () => Promise<Run>
  runs: Run[]
}

const summary = (runs: Run[]) => {
  const of = (k: keyof Run) => spread(runs.map((r) => r[k]))
  return { firstSetDataMs: of('firstSetDataMs'), settledMs: of('settledMs'), setDataCount: of('setDataCount'), largestSetDataBytes: of('largestSetDataBytes') }
}

const fmt = (s: Spread, unit: string, floor?: Spread) =>
  `${s.median?.toFixed(0)}${unit} (${s.min?.toFixed(0)}–${s.max?.toFixed(0)})${floor?.median ? ` ×${((s.median ?? 0) / floor.median).toFixed(2)}` : ''}`

/**
 * The floor is compiled as the storefront is (its babel.config.js is the storefront's, whose targets
 * follow project.config.json's libVersion, and the storefront's minifier settings and library
 * rewrites): built again when missing or older than what decides that.
 */
function floorIsStale(): boolean {
  const built = path.join(FLOOR_BUILD, 'pages/detail/detail.js')
  if (!existsSync(built)) return true
  const inputs = ['babel.config.js', 'config/mini-program-targets.js', 'project.config.json', 'config/webpack/lean-libraries.js', 'config/webpack/share-library-helpers.js', ...readdirSync(FLOOR_APP, { recursive: true, encoding: 'utf8' }).filter((f) => !f.split(path.sep).some((part) => part.startsWith('.'))).map((f) => path.join(FLOOR_APP, f))]
  return inputs.some((f) => statSync(f).mtimeMs > statSync(built).mtimeMs)
}

const LAUNCHES = ['launch → first tab', 'launch again → first tab']
const AGAINST_MARK = ' (against)'

/** The two launch cases of a storefront build; `mark` tells the second build's apart. */
const launchCases = (root: string, mark: string): Case[] => [
  { name: LAUNCHES[0] + mark, floor: 'floor: launch', run: () => launch(root), runs: [] },
  { name: LAUNCHES[1] + mark, floor: 'floor: launch', run: () => launchReturning(root), runs: [] },
]

async function main() {
  if (!existsSync(path.join(WEAPP_BUILD, 'app.json'))) throw new Error(`${WEAPP_BUILD} not found: run npm run build:weapp first`)
  if (AGAINST_BUILD && !existsSync(path.join(AGAINST_BUILD, 'app.json'))) throw new Error(`${AGAINST_BUILD} not found`)
  if (process.argv.includes('--build') || floorIsStale()) {
    console.log(`building the floor app (${FLOOR_APP}) for weapp …`)
    execSync('npx taro build --type weapp', { cwd: FLOOR_APP, stdio: 'ignore', env: { ...process.env, TARO_OUTPUT_ROOT: FLOOR_BUILD } })
  }
  if (AS_SHIPPED) {
    console.log("WeChat's own compile of both builds (scripts/weapp-as-shipped.ts) …")
    execSync(`npx tsx scripts/weapp-as-shipped.ts ${WEAPP_BUILD} ${STOREFRONT_DIST}`, { stdio: 'ignore' })
    execSync(`npx tsx scripts/weapp-as-shipped.ts ${FLOOR_BUILD} ${FLOOR_DIST} ${path.join(WEAPP_BUILD, 'project.config.json')}`, { stdio: 'ignore' })
    if (AGAINST_BUILD) execSync(`npx tsx scripts/weapp-as-shipped.ts ${AGAINST_BUILD} ${AGAINST}`, { stdio: 'ignore' })
  }
  const cases: Case[] = [
    { name: 'floor: launch', run: () => launch(FLOOR_DIST), runs: [] },
    ...launchCases(STOREFRONT_DIST, ''),
  ]
  if (AGAINST) {
    cases.push(...launchCases(AGAINST, AGAINST_MARK))
  }
  if (SWITCHES) {
    cases.push({ name: `floor: ${FLOOR_SWITCH.name}`, run: () => switchTo(FLOOR_DIST, FLOOR_SWITCH, false), runs: [] })
    for (const s of STOREFRONT_SWITCHES) cases.push({ name: s.name, floor: `floor: ${FLOOR_SWITCH.name}`, run: () => switchTo(STOREFRONT_DIST, s, true), runs: [] })
  }
  // one untimed run of each first: the first vm compile of a build's scripts is not what a phone pays twice
  for (const c of cases) await c.run()
  for (let i = 0; i < RUNS; i++) {
    for (const c of cases) c.runs.push(await c.run())
    process.stderr.write(`  round ${i + 1}/${RUNS}\n`)
  }
  const figures = Object.fromEntries(cases.map((c) => [c.name, summary(c.runs)]))
  console.log(`\nmini-program${AS_SHIPPED ? " as WeChat's upload compiles it" : ''}, headless client, ${RUNS} rounds (medians, ranges, × the floor); services ${services ? 'in a worker thread' : 'in the client thread'}; ${KEEP_GARBAGE ? "the bench's garbage kept between runs" : "the bench's heap collected before each timed run"}\n`)
  const rows = cases.map((c) => {
    const f = figures[c.name]
    const fl = c.floor ? figures[c.floor] : undefined
    return [c.name, fmt(f.firstSetDataMs, ' ms', fl?.firstSetDataMs), fmt(f.settledMs, ' ms', fl?.settledMs), fmt(f.setDataCount, '', fl?.setDataCount), fmt(f.largestSetDataBytes, ' B', fl?.largestSetDataBytes)]
  })
  const head = ['case', 'to first setData', 'to settled', 'setData calls', 'largest setData']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  for (const r of [head, ...rows]) console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '))
  if (AGAINST) {
    console.log(`\nsettled, ${STOREFRONT_DIST} against ${AGAINST}, round by round:`)
    const settled = (name: string) => cases.find((c) => c.name === name)!.runs.map((r) => r.settledMs)
    for (const name of LAUNCHES) {
      const p = paired(settled(name), settled(name + AGAINST_MARK))
      console.log(`  ${name}: median difference ${p.medianDiff?.toFixed(1)} ms; less time in ${p.aLess} of ${p.rounds} rounds`)
    }
  }
  mkdirSync('.bench', { recursive: true })
  const out = `.bench/weapp-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
  writeFileSync(out, JSON.stringify({ rounds: RUNS, asShipped: AS_SHIPPED, services: services ? 'worker thread' : 'client thread', garbage: KEEP_GARBAGE ? 'kept' : 'collected before each run', cases: cases.map((c) => ({ name: c.name, floor: c.floor, runs: c.runs, ...figures[c.name] })) }, null, 2))
  console.log(`\nwritten ${out}`)
  await services?.end()
}

void main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
