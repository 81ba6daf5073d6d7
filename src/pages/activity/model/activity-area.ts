import { makeAutoObservable } from 'mobx'
import type { InviteActivity, InviteDirections, InvitationRecord } from '@types-api/api/activity'
import type { ApiResponse } from '@types-api/api/common'
import { defineArea } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'
import type { StoreDeps } from '@/stores/deps'
import type { ShellStores } from '@/stores/root-store'
import { createInviteApi } from '@/shared/poster/invite-api'
import { inviteTexts, posterLinks } from '@/shared/poster/poster-content'
import { awardProgress, referralLines } from './award-rules'
import { ruleParagraphs } from './rule-text'

export const ACTIVITY_ROUTE = '/pages/activity/activity'

/** The invitation activity: the activity, the parent's record and the rule. */
export class ActivityModel {
  readonly activity: Resource<InviteActivity>
  readonly record: Resource<InvitationRecord>
  readonly directions: Resource<InviteDirections>

  constructor(
    deps: StoreDeps,
    private readonly shell: ShellStores,
  ) {
    const invite = createInviteApi(deps.send, deps.config)
    this.activity = new Resource(() => invite.activity())
    this.record = new Resource(() => invite.invitationRecord())
    this.directions = new Resource(() =>
      deps
        .send<ApiResponse<InviteDirections | null>>({ url: `${deps.config.hosts.mall}/invite/directions`, method: 'GET', rule: 'code0' })
        .then((r) => r.data ?? { title: '活动规则', content: '' }),
    )
    makeAutoObservable<ActivityModel, 'shell'>(this, { shell: false })
  }

  get posters(): string[] {
    return posterLinks(this.activity.value)
  }

  get texts(): string[] {
    return inviteTexts(this.activity.value)
  }

  get invited(): number {
    return this.record.value?.inviteCount ?? this.activity.value?.inviteCount ?? 0
  }

  get progress() {
    return awardProgress(this.activity.value?.config?.inviteNewConfig, this.invited)
  }

  get referral() {
    return referralLines(this.activity.value?.config?.referralConfig)
  }

  get defaultPoint(): number {
    return Number(this.activity.value?.config?.inviteNewConfig?.defaultPoint) || 0
  }

  /** The inviter for links: the activity's user, else the logged-in user; null for an anonymous visitor. */
  get inviterId(): string | null {
    return this.activity.value?.userId || this.shell.login.userId || null
  }

  get loggedIn(): boolean {
    return Boolean(this.shell.login.studentToken || this.shell.login.userId)
  }

  /** The rule: the directions call, else the activity's own rule text. */
  get ruleParagraphs(): string[] {
    const fromDirections = ruleParagraphs(this.directions.value?.content)
    return fromDirections.length ? fromDirections : ruleParagraphs(this.activity.value?.rule)
  }
}

export const activityArea = defineArea('activity', ({ deps, shell }) => new ActivityModel(deps, shell))
