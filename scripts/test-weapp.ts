/**
 * The weapp tests (jest project `weapp`: dist/weapp in the headless mini-program client), then the
 * experience audit's rules judged over the whole run (audit-rule-table.ts, `run`): each journey's
 * verdict is written to a folder as it closes, and once every test has passed the rules that need
 * all the pages drawn together are judged on them. A run of some tests only (jest arguments given:
 * a file, -t …) draws some pages only, so those rules are not judged then.
 *   npm run test:weapp [-- <jest arguments>]
 * A rule of that kind listed in offences-not-yet-fixed.ts must still fail (it comes off the list the
 * day it passes); any other must pass.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { AUDIT_RULES } from '../test/weapp/rig/audit/audit-rule-table'
import { journeysIn, runOffences } from '../test/weapp/rig/audit/build-verdicts'
import { NOT_YET_FIXED } from '../test/weapp/rig/audit/offences-not-yet-fixed'

const root = path.resolve(process.env.WEAPP_DIST ?? 'dist/weapp')
const args = process.argv.slice(2)
const dir = mkdtempSync(path.join(os.tmpdir(), 'weapp-journeys-'))
const jest = spawnSync('npx', ['jest', '--runInBand', '--testTimeout=120000', ...args], { stdio: 'inherit', env: { ...process.env, JEST_WEAPP: '1', WEAPP_AUDIT_DIR: dir } })
if (jest.status !== 0) process.exit(jest.status ?? 1)
if (args.length) {
  console.log('\nsome tests only: the audit rules judged over a whole run (WXSS 使用率) are not judged')
  process.exit(0)
}
const journeys = journeysIn(dir)
rmSync(dir, { recursive: true, force: true })
const offences = runOffences(root, journeys)
const pages = new Set(journeys.flatMap((j) => Object.keys(j.drawn))).size
let failed = false
console.log(`\nexperience audit, rules judged over the whole run (${pages} pages drawn in ${journeys.length} journeys):`)
for (const rule of AUDIT_RULES.filter((r) => r.observed === 'run')) {
  const list = offences[rule.id] ?? []
  const listed = NOT_YET_FIXED[rule.id]
  const verdict = list.length ? (listed ? 'fails, as listed in offences-not-yet-fixed.ts' : 'FAILS') : listed ? 'PASSES but is listed in offences-not-yet-fixed.ts: take it off the list' : 'passes'
  if (Boolean(list.length) !== Boolean(listed)) failed = true
  console.log(`  ${rule.title} (${rule.condition}): ${verdict}`)
  for (const o of list.slice(0, listed ? 3 : list.length)) console.log(`    ${o}`)
  if (listed && list.length > 3) console.log(`    … and ${list.length - 3} more (npm run audit:weapp)`)
}
process.exit(failed ? 1 : 0)
