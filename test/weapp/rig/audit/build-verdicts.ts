/**
 * Every rule's verdict over a whole run: the journeys' runtime offences (planted ones counted apart),
 * the rules judged on all the journeys together, and the build output's own checks.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { AUDIT_RULES, type RuleId } from './audit-rule-table'
import type { RuleVerdict } from './audit-score'
import { BUILD_CHECKS, buildFactsOf } from './build-rule-checks'
import type { JourneyAudit } from './journey-audit'
import { unreachablePages } from './unreachable-pages'
import { wxssFilesOf } from './wxss-class-index'
import { wxssUsage, wxssUsageOffences } from './wxss-usage'

export type JourneyFile = JourneyAudit & { plants: RuleId[] }

/** The verdicts a run wrote to `dir` (WEAPP_AUDIT_DIR), one per journey. */
export function journeysIn(dir: string): JourneyFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as JourneyFile)
}

/** The build output's own rules: each rule's offences. */
export function buildOffences(root: string): Partial<Record<RuleId, string[]>> {
  const facts = buildFactsOf(root, wxssFilesOf(root))
  const out: Partial<Record<RuleId, string[]>> = Object.fromEntries(Object.entries(BUILD_CHECKS).map(([id, check]) => [id, check(facts)]))
  out['no-unreachable-page'] = unreachablePages(facts)
  return out
}

/** Every class each route drew over all the journeys of a run. */
export function drawnOverRun(journeys: JourneyFile[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  for (const j of journeys) {
    for (const [route, classes] of Object.entries(j.drawn ?? {})) {
      const seen = out.get(route) ?? new Set<string>()
      for (const c of classes) seen.add(c)
      out.set(route, seen)
    }
  }
  return out
}

/** The rules judged on all the journeys of a run together: each rule's offences. */
export function runOffences(root: string, journeys: JourneyFile[]): Partial<Record<RuleId, string[]>> {
  return { 'wxss-usage': wxssUsageOffences(wxssUsage(root, drawnOverRun(journeys))) }
}

export function buildVerdicts(root: string, journeys: JourneyFile[]): RuleVerdict[] {
  const built = { ...buildOffences(root), ...runOffences(root, journeys) }
  return AUDIT_RULES.filter((r) => r.observed !== 'unobserved').map((rule) => {
    const offences = new Set<string>(built[rule.id] ?? [])
    let planted = 0
    for (const j of journeys) {
      const list = j.offences[rule.id] ?? []
      if (j.plants.includes(rule.id)) planted += list.length
      else for (const o of list) offences.add(o)
    }
    return { id: rule.id, offences: [...offences], planted }
  })
}
