import type { InviteType } from '@types-api/api/activity'
import type { AppConfig } from '@/config/app-config'
import { createCall, type Answer } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { invitationRecord, inviteActivity } from './invite-calls'

export type { InviteActivity, InviteNewConfig, LeaderboardEntry, ReferralAward, ReferralConfig } from './invite-calls'

const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0)

/** A record with every count a number and records a list, whatever the server left out. */
export function normalizeRecord(d: Answer<typeof invitationRecord> | undefined) {
  return {
    accumulatePoints: num(d?.accumulatePoints),
    inviteCount: num(d?.inviteCount),
    firstPurchase: num(d?.firstPurchase),
    firstPurchaseCount: num(d?.firstPurchaseCount),
    friendInvitation: num(d?.friendInvitation),
    records: d?.records ?? [],
  }
}
export type InvitationRecord = ReturnType<typeof normalizeRecord>

/** The invitation calls both invitation areas use (spec §7 invite/*). */
export function createInviteApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    /** Public: a page shared to Moments opens for an anonymous visitor. */
    activity: (inviteType?: InviteType) =>
      call(inviteActivity, { inviteType }).then((d) => {
        if (!d) throw new Error('活动不存在或已结束')
        return d
      }),
    invitationRecord: (inviteType?: InviteType) => call(invitationRecord, { inviteType }).then(normalizeRecord),
  }
}
export type InviteApi = ReturnType<typeof createInviteApi>
