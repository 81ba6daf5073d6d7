import type { InviteType } from '@types-api/api/activity'
import { array, looseObject, nullable, nullish, string, type InferOutput } from 'valibot'
import { amount, flag } from '@/services/api/common-shapes'
import { declareService, type Answer } from '@/services/http/declare'

const mall = declareService('mall')

/** The invitation calls both invitation areas use (spec §7 invite/*; mall service). */

/** awardType 0: a multiple of the spend; any other: fixed points. enable 1 is on. */
const referralAwardShape = looseObject({ awardType: nullish(amount), multiple: nullish(amount), points: nullish(amount), enable: nullish(flag) })
const inviteNewConfigShape = looseObject({
  /** points for every invitee */
  defaultPoint: nullish(amount),
  normalAwards: nullish(array(looseObject({ personCount: amount, points: nullish(amount) }))),
})
const referralConfigShape = looseObject({
  inviteeReferralConfig: nullish(referralAwardShape),
  invitorReferralConfig: nullish(referralAwardShape),
  /** yuan; the first purchase must reach it */
  thresholdMoney: nullish(amount),
})
const leaderboardEntryShape = looseObject({ invitCount: nullish(amount), name: nullish(string()), headimg: nullish(string()) })

export type ReferralAward = InferOutput<typeof referralAwardShape>
export type InviteNewConfig = InferOutput<typeof inviteNewConfigShape>
export type ReferralConfig = InferOutput<typeof referralConfigShape>
export type LeaderboardEntry = InferOutput<typeof leaderboardEntryShape>

const inviteActivityShape = nullable(
  looseObject({
    title: string(),
    /** JSON list of poster image links */
    poster: nullish(string()),
    /** JSON list of {invite_text} */
    inviteText: nullish(string()),
    rule: nullish(string()),
    employeeSerial: nullish(string()),
    pullNewLeaderboards: nullish(array(leaderboardEntryShape)),
    config: nullish(looseObject({ inviteNewConfig: nullish(inviteNewConfigShape), referralConfig: nullish(referralConfigShape) })),
    /** the inviting user, for the invitation link (from_user) and the poster; left out for an anonymous visitor */
    userId: nullish(string()),
    userName: nullish(string()),
    headimg: nullish(string()),
    /** friends the user has invited so far */
    inviteCount: nullish(amount),
  }),
)

/** GET invite/inviteText[?inviteType]: the activity both invitation pages and their poster draw. Public: a page shared to Moments opens for an anonymous visitor. */
export const inviteActivity = mall.get('/invite/inviteText', inviteActivityShape, { query: (q: { inviteType?: InviteType }) => ({ inviteType: q.inviteType }) })
export type InviteActivity = NonNullable<Answer<typeof inviteActivity>>

const invitationRecordShape = nullable(
  looseObject({
    accumulatePoints: nullish(amount),
    inviteCount: nullish(amount),
    /** points earned from friends' first purchases */
    firstPurchase: nullish(amount),
    firstPurchaseCount: nullish(amount),
    /** points earned from inviting friends */
    friendInvitation: nullish(amount),
    records: nullish(
      array(looseObject({ userName: nullish(string()), headimg: nullish(string()), inviteTime: nullish(string()), firstPurchase: nullish(amount), points: nullish(amount) })),
    ),
  }),
)

/** GET invite/invitationRecord and invite/assessInvite/invitationRecord: counts are normalized to numbers; the records are drawn as they come. */
export const invitationRecord = mall.get((q: { inviteType?: InviteType }) => `/invite/${q.inviteType === 'AssessInvite' ? 'assessInvite/' : ''}invitationRecord`, invitationRecordShape)
