/**
 * Scores in the DevTools manner: a rule observed with no offence scores 100, with any 0; the total is
 * the weighted mean over the observed rules (weight 0 rules are shown, never counted). The table
 * `npm run audit:weapp` prints is made here.
 */
import { AUDIT_RULES, type RuleId } from './audit-rule-table'

export interface RuleVerdict {
  id: RuleId
  /** offences over every page and journey (planted ones left out) */
  offences: string[]
  /** planted offences the rule saw (journeys that break it on purpose) */
  planted: number
}

export interface AuditScore {
  rows: Array<{ rule: (typeof AUDIT_RULES)[number]; score: number | null; offences: string[]; planted: number }>
  total: number
}

export function scoreAudit(verdicts: RuleVerdict[]): AuditScore {
  const byId = new Map(verdicts.map((v) => [v.id, v]))
  const rows = AUDIT_RULES.map((rule) => {
    const v = byId.get(rule.id)
    return { rule, score: rule.observed === 'unobserved' || !v ? null : v.offences.length ? 0 : 100, offences: v?.offences ?? [], planted: v?.planted ?? 0 }
  })
  const counted = rows.filter((r) => r.score !== null && r.rule.weight > 0)
  const weights = counted.reduce((s, r) => s + r.rule.weight, 0)
  const total = weights ? counted.reduce((s, r) => s + (r.score ?? 0) * r.rule.weight, 0) / weights : 0
  return { rows, total }
}

export function auditTable(score: AuditScore, pages: number, journeys: number, showOffences = 5): string {
  const width = (s: string) => [...s].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0)
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - width(s)))
  const lines = [`WeChat experience audit (体验评分) of the mini-program: ${pages} pages, ${journeys} journeys`, '']
  lines.push(`${pad('group', 10)}${pad('rule', 36)}${pad('weight', 8)}${pad('judged on', 11)}${pad('offences', 10)}score`)
  for (const r of score.rows) {
    const how = r.rule.observed === 'unobserved' ? 'not seen' : r.rule.observed === 'run' ? 'whole run' : r.rule.observed
    const scoreText = r.score === null ? '—' : String(r.score)
    lines.push(`${pad(r.rule.group, 10)}${pad(r.rule.title, 36)}${pad(String(r.rule.weight), 8)}${pad(how, 11)}${pad(r.score === null ? '—' : String(r.offences.length), 10)}${scoreText}${r.planted ? `  (${r.planted} planted, not counted)` : ''}`)
    for (const o of r.offences.slice(0, showOffences)) lines.push(`    ${o}`)
    if (r.offences.length > showOffences) lines.push(`    … and ${r.offences.length - showOffences} more`)
  }
  lines.push('', `total (weighted over the rules judged): ${score.total.toFixed(1)}`)
  const unseen = score.rows.filter((r) => r.rule.observed === 'unobserved')
  lines.push('', 'not judged headlessly:', ...unseen.map((r) => `  ${r.rule.title}: ${r.rule.why}`))
  return lines.join('\n')
}
