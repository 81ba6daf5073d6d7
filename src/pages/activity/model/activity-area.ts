import { computed, makeObservable } from 'mobx'
import { createCall, type Answer } from '@/services/http/declare'
import { defineArea } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'
import type { StoreDeps } from '@/stores/deps'
import type { ShellStores } from '@/stores/root-store'
import { createInviteApi } from '@/shared/poster/invite-api'
import { InviteModel } from '@/shared/poster/invite-model'
import { awardProgress, referralLines } from './award-rules'
import { ruleParagraphs } from './rule-text'
import { inviteDirections } from './activity-calls'

/** The invitation activity: the activity, the parent's record (see InviteModel), the awards and the rule. */
export class ActivityModel extends InviteModel {
  readonly directions: Resource<NonNullable<Answer<typeof inviteDirections>>>

  constructor(deps: StoreDeps, shell: ShellStores) {
    super(createInviteApi(deps.send, deps.config), shell)
    const call = createCall(deps.send, deps.config.hosts)
    this.directions = new Resource(() => call(inviteDirections).then((d) => d ?? { title: '活动规则', content: '' }))
    makeObservable(this, { invited: computed, progress: computed, referral: computed, ruleParagraphs: computed })
  }

  get invited(): number {
    return this.record.value?.inviteCount ?? (Number(this.activity.value?.inviteCount) || 0)
  }

  get progress() {
    return awardProgress(this.activity.value?.config?.inviteNewConfig, this.invited)
  }

  get referral() {
    return referralLines(this.activity.value?.config?.referralConfig)
  }

  /** The rule: the directions call, else the activity's own rule text. */
  get ruleParagraphs(): string[] {
    const fromDirections = ruleParagraphs(this.directions.value?.content)
    return fromDirections.length ? fromDirections : ruleParagraphs(this.activity.value?.rule)
  }
}

export const activityArea = defineArea('activity', ({ deps, shell }) => new ActivityModel(deps, shell))
