import { makeAutoObservable } from 'mobx'
import type { InviteActivity, InvitationRecord } from '@types-api/api/activity'
import { defineArea } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'
import type { ShellStores } from '@/stores/root-store'
import { createInviteApi } from '@/shared/poster/invite-api'
import { inviteTexts, posterLinks } from '@/shared/poster/poster-content'

export const ASSESS_ROUTE = '/pages/activity-questionnaire/activity-questionnaire'
/** The questionnaire an invited friend fills in. */
export const QUESTIONNAIRE_ROUTE = '/pages/questionnaire/questionnaire-list'

/** The assessment invitation: its activity (inviteType=AssessInvite), the record and the poster content. */
export class AssessInviteModel {
  readonly activity: Resource<InviteActivity>
  readonly record: Resource<InvitationRecord>

  constructor(
    invite: ReturnType<typeof createInviteApi>,
    private readonly shell: ShellStores,
  ) {
    this.activity = new Resource(() => invite.activity('AssessInvite'))
    this.record = new Resource(() => invite.invitationRecord('AssessInvite'))
    makeAutoObservable<AssessInviteModel, 'shell'>(this, { shell: false })
  }

  get posters(): string[] {
    return posterLinks(this.activity.value)
  }

  get texts(): string[] {
    return inviteTexts(this.activity.value)
  }

  get defaultPoint(): number {
    return Number(this.activity.value?.config?.inviteNewConfig?.defaultPoint) || 0
  }

  get inviterId(): string | null {
    return this.activity.value?.userId || this.shell.login.userId || null
  }

  get loggedIn(): boolean {
    return Boolean(this.shell.login.studentToken || this.shell.login.userId)
  }
}

export const assessInviteArea = defineArea('activity-questionnaire', ({ deps, shell }) => new AssessInviteModel(createInviteApi(deps.send, deps.config), shell))
