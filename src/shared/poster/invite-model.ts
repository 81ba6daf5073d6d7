import { computed, makeObservable } from 'mobx'
import type { InviteType } from '@types-api/api/activity'
import { Resource } from '@/stores/resource'
import type { ShellStores } from '@/stores/root-store'
import type { InviteActivity, InviteApi, InvitationRecord } from './invite-api'
import { inviteTexts, posterLinks } from './poster-content'

/**
 * An invitation activity (the invitation or the assessment invitation): the activity, the parent's
 * record and what its posters and links show. The activity area adds its awards and rule to it.
 */
export class InviteModel {
  readonly activity: Resource<InviteActivity>
  readonly record: Resource<InvitationRecord>

  constructor(
    invite: InviteApi,
    private readonly shell: ShellStores,
    inviteType?: InviteType,
  ) {
    this.activity = new Resource(() => invite.activity(inviteType))
    this.record = new Resource(() => invite.invitationRecord(inviteType))
    makeObservable(this, { posters: computed, texts: computed, defaultPoint: computed, inviterId: computed, loggedIn: computed })
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

  /** The inviter for links: the activity's user, else the logged-in user; null for an anonymous visitor. */
  get inviterId(): string | null {
    return this.activity.value?.userId || this.shell.login.userId || null
  }

  get loggedIn(): boolean {
    return Boolean(this.shell.login.studentToken || this.shell.login.userId)
  }

  /**
   * Opening the activity page: the activity, and the record for a logged-in parent. The page may
   * open while the login (a token exchange) is still running: the record waits for it.
   */
  open(): Promise<void> {
    void this.activity.load()
    return this.shell.login.whenReady().then(() => {
      if (this.loggedIn) return this.record.load()
    })
  }
}
