/**
 * WeChat's experience audit (体验评分) of the mini-program, headless: runs every page and journey of
 * the weapp tests (jest project `weapp`) on dist/weapp with each journey's verdict written to a
 * folder, judges the build output's own rules, and prints one table: each rule with its published
 * weight, its offences over every page and journey, and its score; then the weighted total.
 *   npm run build:weapp && npm run audit:weapp        (WEAPP_DIST=… for another build;
 *   -- --from <dir> to score the verdicts of an earlier run without running the journeys again)
 * Exits 1 when a judged rule scores below 100.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { auditTable, scoreAudit } from '../test/weapp/rig/audit/audit-score'
import { buildVerdicts, journeysIn } from '../test/weapp/rig/audit/build-verdicts'

const root = path.resolve(process.env.WEAPP_DIST ?? 'dist/weapp')
const fromAt = process.argv.indexOf('--from')
let dir = fromAt > 0 ? path.resolve(process.argv[fromAt + 1]) : ''
if (!dir) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'weapp-audit-'))
  console.log(`running every page and journey of the weapp tests on ${root} …`)
  const run = spawnSync('npx', ['jest', '--runInBand', '--testTimeout=120000'], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, JEST_WEAPP: '1', WEAPP_AUDIT_DIR: dir, WEAPP_DIST: root } })
  const summary = /Tests:.*$/m.exec(run.stderr.toString())?.[0]
  console.log(`jest: ${summary ?? 'no summary'}${run.status ? ' (some tests failed: see npm run test:weapp)' : ''}\n`)
}
const journeys = journeysIn(dir)
if (!journeys.length) {
  console.error(`no journey verdicts in ${dir}`)
  process.exit(1)
}
const verdicts = buildVerdicts(root, journeys)
const score = scoreAudit(verdicts)
const pages = new Set(journeys.flatMap((j) => j.pages)).size
console.log(auditTable(score, pages, journeys.length))
const below = score.rows.filter((r) => r.score !== null && r.score < 100)
process.exit(below.length ? 1 : 0)
