/** Invitation activity and the assessment invitation (spec §3, §7 invite/*). */

export type InviteType = 'AssessInvite'
