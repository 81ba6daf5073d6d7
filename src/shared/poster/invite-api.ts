import type { InviteActivity, InviteType, InvitationRecord } from '@types-api/api/activity'
import type { ApiResponse } from '@types-api/api/common'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { invitationRecordShape, inviteActivityShape } from './invite-shapes'

const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0)

/** A record with every count a number and records a list, whatever the server left out. */
export function normalizeRecord(d: Partial<InvitationRecord> | null | undefined): InvitationRecord {
  return {
    accumulatePoints: num(d?.accumulatePoints),
    inviteCount: num(d?.inviteCount),
    firstPurchase: num(d?.firstPurchase),
    firstPurchaseCount: num(d?.firstPurchaseCount),
    friendInvitation: num(d?.friendInvitation),
    records: Array.isArray(d?.records) ? d.records : [],
  }
}

/** The invitation calls both invitation areas use (spec §7 invite/*). */
export function createInviteApi(send: Send, config: AppConfig) {
  const mall = config.hosts.mall
  return {
    /** Public: a page shared to Moments opens for an anonymous visitor. */
    activity: (inviteType?: InviteType) =>
      send<ApiResponse<InviteActivity | null>>({
        url: `${mall}/invite/inviteText${inviteType ? `?inviteType=${inviteType}` : ''}`,
        method: 'GET',
        rule: 'code0',
        shape: inviteActivityShape,
      }).then((r) => {
        if (!r.data) throw new Error('活动不存在或已结束')
        return r.data
      }),
    invitationRecord: (inviteType?: InviteType) =>
      send<ApiResponse<InvitationRecord | null>>({
        url: `${mall}/invite/${inviteType === 'AssessInvite' ? 'assessInvite/' : ''}invitationRecord`,
        method: 'GET',
        rule: 'code0',
        shape: invitationRecordShape,
      }).then((r) => normalizeRecord(r.data)),
  }
}
export type InviteApi = ReturnType<typeof createInviteApi>
