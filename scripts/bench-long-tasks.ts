/**
 * What the long tasks before the largest paint are made of. Loads the returning parent's home, the
 * floor (Taro + React + NutUI + MobX hello world) and the blank page the way `bench:web`'s slow-CPU
 * pass does (fresh Chromium, CPU really slowed 4×, Lighthouse's mobile network and screen), this time
 * with a Chromium trace, and splits every task of 50 ms or more before the largest paint into
 * script, style, layout, text shaping, paint, garbage collection, navigation commit and the rest.
 * The tracer adds its own cost: these durations run a little above the untraced ones `bench:web`
 * reports; they say where the time goes, not whether a target holds. Not part of the test command.
 *   npm run bench:long-tasks                 reuses dist/h5-e2e when it exists, else builds it
 *   npm run bench:long-tasks -- --build      rebuilds dist/h5-e2e first
 *   npm run bench:long-tasks -- --runs 5     runs per page (default 3)
 * Prints each run's long tasks with their parts, and per page the longest task's median and the
 * mean parts of all its long tasks; writes .bench/long-tasks-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { resolveChromium } from './chromium-path'
import { spread } from './lib/bench-figures'
import { BLANK_CASE, becomeReturningParent, DIST, FLOOR_CASE, prepareSites, RETURNING_HOME, withChrome, type Case } from './lib/bench-sites'
import { longTasksAtSlowCpu } from './lib/slow-cpu-long-tasks'
import { describeAnatomy, meanAnatomy, type TracedTask } from './lib/task-anatomy'
import type { ServedSite } from './serve-h5'

const argRuns = process.argv.indexOf('--runs')
const RUNS = argRuns > 0 ? Math.max(1, Number(process.argv[argRuns + 1]) || 3) : 3

interface Run {
  lcpMs: number | null
  /** the tasks of 50 ms or more the page itself observed before its largest paint */
  observed: { startMs: number; durationMs: number }[]
  /** the same period's tasks of 50 ms or more in the trace, with what they are made of */
  traced: TracedTask[]
}

async function measureOnce(port: number, site: ServedSite, c: Case): Promise<Run> {
  await site.app.inject({ method: 'POST', url: '/__mock__/reset' })
  if (c.returning) await becomeReturningParent(port, site.url)
  const r = await longTasksAtSlowCpu(port, `${site.url}${c.path}`, { keepStorage: !!c.returning, expectPath: c.expectPath, trace: true })
  return { lcpMs: r.lcpMs, observed: r.tasks, traced: r.traced ?? [] }
}

function describeRun(r: Run): string {
  const head = `LCP ${r.lcpMs ?? '—'} ms; observed ${r.observed.map((t) => `${t.durationMs} ms at ${t.startMs}`).join(', ') || 'none'}`
  return [head, ...r.traced.map((t) => `      traced ${t.durationMs} ms at ${t.startMs}: ${describeAnatomy(t.parts)}`)].join('\n')
}

async function main() {
  const sites = await prepareSites({ rebuild: process.argv.includes('--build') })
  const chromePath = resolveChromium()
  const pages = [
    { c: RETURNING_HOME, site: sites.storefront },
    { c: FLOOR_CASE, site: sites.floor },
    { c: BLANK_CASE, site: sites.blank },
  ].map((p) => ({ ...p, runs: [] as Run[] }))
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const p of pages) {
        const r = await withChrome(chromePath, (port) => measureOnce(port, p.site, p.c))
        console.log(`  round ${i + 1}/${RUNS} ${p.c.name}: ${describeRun(r)}`)
        p.runs.push(r)
      }
    }
  } finally {
    await sites.close()
  }

  console.log(`\nLong tasks before the largest paint at a real 4× CPU, traced, ${RUNS} runs per page (${DIST})\n`)
  const summary = pages.map((p) => {
    const longest = spread(p.runs.map((r) => Math.max(0, ...r.traced.map((t) => t.durationMs))))
    const all = p.runs.flatMap((r) => r.traced)
    const withLong = p.runs.filter((r) => r.traced.length > 0).length
    const parts = meanAnatomy(all)
    console.log(`${p.c.name}`)
    console.log(`  runs with a task of 50 ms or more: ${withLong} of ${p.runs.length}; longest task median ${longest.median ?? 0} ms (${longest.min ?? 0}–${longest.max ?? 0})`)
    if (all.length > 0) console.log(`  a long task is on average: ${describeAnatomy(parts)}`)
    return { page: p.c.name, runsWithLongTask: withLong, longestMs: longest, meanParts: all.length > 0 ? parts : null, runs: p.runs }
  })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  mkdirSync('.bench', { recursive: true })
  const file = path.join('.bench', `long-tasks-${stamp}.json`)
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), chromium: chromePath ?? 'managed', dist: DIST, runs: RUNS, pages: summary }, null, 2))
  console.log(`\nwritten to ${file}`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
