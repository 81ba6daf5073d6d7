import type { InviteNewConfig, ReferralAward, ReferralConfig } from '@/shared/poster/invite-api'
import { shortYuanText, yuanToFen } from '@/utils/money'

/** awardType 0: a multiple of the spend; any other: fixed points (spec §4). */
export type AwardKind = 'multiple' | 'fixed'

export const awardKind = (award: Pick<ReferralAward, 'awardType'>): AwardKind => (Number(award.awardType) === 0 ? 'multiple' : 'fixed')

/** enable 1 is on; anything else is off and not shown. */
export const awardEnabled = (award: Pick<ReferralAward, 'enable'> | null | undefined): boolean => Number(award?.enable) === 1

/** What one side of the referral award gives, in words: '消费金额×2倍积分' or '200积分'. */
export function awardText(award: ReferralAward): string {
  if (awardKind(award) === 'multiple') return `实付金额×${Number(award.multiple) || 0}倍积分`
  return `${Number(award.points) || 0}积分`
}

export interface ReferralLine {
  who: 'invitor' | 'invitee'
  title: string
  text: string
}

/** The enabled parts of the first-purchase award, with the threshold; disabled parts are left out. */
export function referralLines(config: ReferralConfig | null | undefined): { threshold: string; lines: ReferralLine[] } {
  if (!config) return { threshold: '', lines: [] }
  const fen = yuanToFen(config.thresholdMoney)
  const threshold = fen && fen > 0 ? `好友首单实付满${shortYuanText(fen)}元` : '好友完成首单'
  const lines: ReferralLine[] = []
  const { invitorReferralConfig: invitor, inviteeReferralConfig: invitee } = config
  if (invitor && awardEnabled(invitor)) lines.push({ who: 'invitor', title: '邀请人得', text: awardText(invitor) })
  if (invitee && awardEnabled(invitee)) lines.push({ who: 'invitee', title: '好友得', text: awardText(invitee) })
  return { threshold, lines }
}

/** One step of the pull-new award, read as numbers: invite personCount friends, get points. */
export interface NormalAward {
  personCount: number
  points: number
}

export interface AwardStep extends NormalAward {
  reached: boolean
}

export interface AwardProgress {
  steps: AwardStep[]
  /** the next step not reached yet, null when every step is reached */
  next: NormalAward | null
  /** friends still to invite for the next step */
  remaining: number
  /** 0..1 along the steps, for a progress bar */
  ratio: number
  /** '再邀请2人可得100积分' or '已达成全部阶梯奖励' */
  hint: string
}

/** The pull-new award steps in order of person count, and how far the user is along them. */
export function awardProgress(config: InviteNewConfig | null | undefined, invited: number): AwardProgress {
  const count = Math.max(0, Math.floor(Number(invited) || 0))
  const steps = (config?.normalAwards ?? [])
    .filter((s) => Number(s.personCount) > 0)
    .map((s) => ({ personCount: Number(s.personCount), points: Number(s.points) || 0 }))
    .sort((a, b) => a.personCount - b.personCount)
    .map((s) => ({ ...s, reached: count >= s.personCount }))
  const next = steps.find((s) => !s.reached) ?? null
  const last = steps.length ? steps[steps.length - 1].personCount : 0
  const remaining = next ? next.personCount - count : 0
  const hint = !steps.length ? '' : next ? `再邀请${remaining}人可得${next.points}积分` : '已达成全部阶梯奖励'
  return { steps, next: next ? { personCount: next.personCount, points: next.points } : null, remaining, ratio: last ? Math.min(1, count / last) : 0, hint }
}
