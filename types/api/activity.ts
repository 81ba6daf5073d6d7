/** Invitation activity and the assessment invitation (spec §3, §7 invite/*). */

/** One step of the pull-new award: invite personCount friends, get points. */
export interface NormalAward {
  personCount: number
  points: number
}

export interface InviteNewConfig {
  /** points for every invitee */
  defaultPoint: number
  normalAwards: NormalAward[]
}

/** awardType 0: a multiple of the spend; any other: fixed points. enable 1 is on. */
export interface ReferralAward {
  awardType: number
  multiple: number
  points: number
  enable: number
}

export interface ReferralConfig {
  inviteeReferralConfig: ReferralAward
  invitorReferralConfig: ReferralAward
  /** yuan; the first purchase must reach it */
  thresholdMoney: string
}

export interface LeaderboardEntry {
  invitCount: number
  name: string
  headimg: string
}

/** GET /mall/api/v1/invite/inviteText: the activity as the server sends it. */
export interface InviteActivity {
  activityId: string
  title: string
  /** JSON list of poster image links */
  poster: string
  /** JSON list of {invite_text} */
  inviteText: string
  rule?: string
  employeeSerial?: string | null
  pullNewLeaderboards: LeaderboardEntry[]
  config: {
    inviteNewConfig?: InviteNewConfig | null
    referralConfig?: ReferralConfig | null
  }
  /** the inviting user, for the invitation link (from_user) */
  userId?: string
  userName?: string
  headimg?: string
  /** friends the user has invited so far */
  inviteCount?: number
}

export type InviteType = 'AssessInvite'

/** GET invite/directions */
export interface InviteDirections {
  title: string
  /** rich text (sanitized before display) */
  content: string
}

export interface InvitationRecordItem {
  userName: string
  headimg: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  inviteTime: string
  /** 1 bought for the first time */
  firstPurchase: number
  points: number
}

/** GET invite/invitationRecord and invite/assessInvite/invitationRecord */
export interface InvitationRecord {
  accumulatePoints: number
  inviteCount: number
  /** points earned from friends' first purchases */
  firstPurchase: number
  firstPurchaseCount: number
  /** points earned from inviting friends */
  friendInvitation: number
  records: InvitationRecordItem[]
}
