/**
 * One journey (a Rig from start to close) judged by the runtime rules of WeChat's experience audit.
 * With WEAPP_AUDIT_DIR set (npm run audit:weapp), each journey's verdict is also written there as
 * JSON, for the script to put every page and journey into one table.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { MiniHost } from '../mini-host'
import type { RuleId } from './audit-rule-table'
import { classBindingsOf, drawnClassesOf, type ClassBindings } from './drawn-classes'
import { FRAMEWORK_OFFENCES, NOT_YET_FIXED } from './offences-not-yet-fixed'
import { templateReadsOf } from './page-template-reads'
import { runtimeOffences, type Offences } from './runtime-rule-checks'
import { WxssClassIndex, wxssFilesOf } from './wxss-class-index'

export interface JourneyAudit {
  /** the test file and test that ran the journey */
  journey: string
  /** the pages it drew */
  pages: string[]
  offences: Offences
  /** offences of rules the journey does not plant, one line each with the rule */
  unplanted: string[]
  /** every class each page drew (for the WXSS usage rule, judged over a whole run: wxss-usage.ts) */
  drawn: Record<string, string[]>
}

const perBuild = new Map<string, { wxss: WxssClassIndex; reads: (route: string) => Set<string>; libVersion: string; classBindings: ClassBindings }>()

/** project.config.json's libVersion in the build (Taro copies the project's), '' when unset. */
export function libVersionOf(root: string): string {
  const file = path.join(root, 'project.config.json')
  return existsSync(file) ? String((JSON.parse(readFileSync(file, 'utf8')) as { libVersion?: string }).libVersion ?? '') : ''
}

function buildFacts(root: string) {
  let facts = perBuild.get(root)
  if (!facts) {
    const classBindings = classBindingsOf(readFileSync(path.join(root, 'base.wxml'), 'utf8'))
    perBuild.set(root, (facts = { wxss: new WxssClassIndex(wxssFilesOf(root)), reads: templateReadsOf(root), libVersion: libVersionOf(root), classBindings }))
  }
  return facts
}

/** The test running now, as jest names it (outside jest: the script's own name). */
function currentJourney(): string {
  const state = (globalThis as { expect?: { getState(): { testPath?: string; currentTestName?: string } } }).expect?.getState()
  if (!state?.testPath) return path.basename(process.argv[1] ?? 'journey')
  return `${path.relative(process.cwd(), state.testPath)}${state.currentTestName ? ` › ${state.currentTestName}` : ''}`
}

export function journeyAudit(host: MiniHost, root: string, plants: RuleId[]): JourneyAudit {
  const dir = process.env.WEAPP_AUDIT_DIR
  const { wxss, reads, libVersion, classBindings } = buildFacts(root)
  const offences = runtimeOffences({
    audit: host.audit,
    setDataLog: host.setDataLog,
    requests: host.log.requests,
    wxss,
    templateReads: reads,
    pixelRatio: 2,
    libVersion,
  })
  const result: JourneyAudit = {
    journey: currentJourney(),
    pages: [...new Set(host.audit.views.map((v) => v.route))],
    offences,
    unplanted: Object.entries(offences).flatMap(([id, list]) =>
      plants.includes(id as RuleId) || NOT_YET_FIXED[id as RuleId] ? [] : (list ?? []).filter((o) => !FRAMEWORK_OFFENCES[id as RuleId]?.matches.test(o)).map((o) => `${id}: ${o}`),
    ),
    drawn: dir ? Object.fromEntries([...drawnClassesOf(host.setDataLog, classBindings)].map(([route, classes]) => [route, [...classes]])) : {},
  }
  if (dir) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, `${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.json`), JSON.stringify({ ...result, plants }))
  }
  return result
}
