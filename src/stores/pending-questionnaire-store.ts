import type { PendingQuestionnaire } from '@/services/api/content-api'
import { makeAutoObservable, runInAction } from 'mobx'
import type { StoreDeps } from './deps'
import type { LoginStore } from './login-store'

/**
 * The pop-up of a questionnaire waiting for the parent (spec §7 popUpQuestionnaire/{userId}):
 * asked once per app launch, after the launch login, only with a session. 去填写 hides it for this
 * launch (it asks again next time until answered); 关闭 tells the server (closeQuestionnaire/{eventId}).
 * A failed check or close stays silent: the pop-up is an invitation, never in the parent's way.
 */
export class PendingQuestionnaireStore {
  pending: PendingQuestionnaire | null = null
  /** the launch's check has answered (or failed) */
  checked = false
  private asked = false

  constructor(
    private readonly deps: StoreDeps,
    private readonly login: LoginStore,
  ) {
    makeAutoObservable<PendingQuestionnaireStore, 'deps' | 'login' | 'asked'>(this, { deps: false, login: false, asked: false })
  }

  /** Nothing covers the page: the check has answered and no invitation is up (or it was dealt with). */
  get settled(): boolean {
    return this.checked && this.pending === null
  }

  /** Asks the server once per launch; later calls do nothing. */
  async check(): Promise<void> {
    if (this.asked) return
    this.asked = true
    try {
      await this.login.whenReady()
      if (!this.login.hasSession()) return
      const userId = await this.login.parentUserId()
      const p = await this.deps.api.content.pendingQuestionnaire(userId)
      runInAction(() => (this.pending = p))
    } catch {
      runInAction(() => (this.pending = null))
    } finally {
      runInAction(() => (this.checked = true))
    }
  }

  /** 去填写: hides the pop-up and gives the questionnaire to open. */
  accept(): PendingQuestionnaire | null {
    const p = this.pending
    this.pending = null
    return p
  }

  /** 关闭: hides the pop-up and tells the server not to show this one again. */
  dismiss(): void {
    const p = this.pending
    this.pending = null
    if (p) void this.deps.api.content.closeQuestionnaire(p.eventId).catch(() => undefined)
  }
}
