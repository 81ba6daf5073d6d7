import { makeAutoObservable, runInAction } from 'mobx'
import type { Organization } from '@/services/api/auth-calls'
import type { PointRecordType } from '@types-api/api/account'
import type { UserInfo, UserWallet } from '@/services/api/user-calls'
import { defineArea } from '@/stores/area-registry'
import type { StoreDeps } from '@/stores/deps'
import { profileErrorText, type LoginStore } from '@/stores/login-store'
import { Resource } from '@/stores/resource'
import { yuanToFen } from '@/utils/money'
import { createAccountApi, type AccountApi } from './account-api'
import type { PointRecord } from './account-calls'

/** What the account tab shows; a figure that could not be loaded is null (shown as —). */
export interface AccountFigures {
  info: UserInfo
  organizationName: string | null
  memberLevel: string | null
  walletFen: number | null
  points: number | null
  usableCoupons: number | null
  rights: number | null
  pendingOrders: number | null
  /** unread notices; null when the count could not be read (no badge) */
  unread: number | null
}

/** The value of a settled call, or null when it failed. */
const settled = <T>(r: PromiseSettledResult<T>): T | null => (r.status === 'fulfilled' ? r.value : null)

/**
 * The account pages (我的, the organization switch, the points record): the figures of 我的, the
 * organizations and their switch (spec §4), and the points record. The profile must load; every
 * other figure may fail alone.
 */
export class AccountStore {
  readonly figures: Resource<AccountFigures>
  readonly organizations: Resource<Organization[]>
  /** the organization being switched to */
  switchingId = ''
  readonly pointRecords: Resource<{ list: PointRecord[]; point: number }>
  pointType: PointRecordType | 0 = 0

  constructor(
    private readonly deps: StoreDeps,
    private readonly login: LoginStore,
    private readonly api: AccountApi,
  ) {
    this.figures = new Resource(() => this.fetchFigures())
    this.organizations = new Resource(() => deps.api.auth.userOrganizations())
    this.pointRecords = new Resource(() => this.fetchPointRecords())
    makeAutoObservable<AccountStore, 'deps' | 'login' | 'api'>(this, { deps: false, login: false, api: false, figures: false, organizations: false, pointRecords: false })
  }

  private async fetchFigures(): Promise<AccountFigures> {
    await this.login.whenReady()
    const { api } = this.deps
    const profile = this.login.fetchUserInfo().catch((e: unknown) => {
      throw new Error(profileErrorText(e))
    })
    // the figures that do not need the profile are asked for beside it (one round trip, not two);
    // settled at once, so that one failing while the profile is awaited is no unhandled rejection
    const aside = Promise.allSettled([api.auth.userOrganizations(), this.api.unusedCoupons(), this.api.rights(), this.api.pendingOrderCount(), this.api.unreadMessages()])
    const info = await profile
    // the wallet is asked for by the parent's user id, which the profile gives
    const [[wallet], [orgs, coupons, rights, pending, unread]] = await Promise.all([Promise.allSettled([api.user.getUserWallet(info.user_id)]), aside])
    const orgList = settled(orgs)
    if (orgList) runInAction(() => this.organizations.set(orgList))
    const w: UserWallet | null = settled(wallet)
    const orgId = this.login.organizationId || info.organization_id
    return {
      info,
      organizationName: orgList?.find((o) => o.organizationId === orgId)?.organizationName ?? null,
      memberLevel: info.memberInfo?.[info.user_id]?.levelName || null,
      walletFen: w ? yuanToFen(w.balance) : null,
      points: w && Number.isFinite(Number(w.point)) ? Number(w.point) : null,
      usableCoupons: settled(coupons)?.filter((c) => Number(c.isExpired) !== 1 && Number(c.isused) !== 1).length ?? null,
      rights: settled(rights)?.length ?? null,
      pendingOrders: settled(pending),
      unread: settled(unread),
    }
  }

  /** The current organization's id: the one chosen here, else the profile's. */
  get currentOrganizationId(): string | null {
    return this.login.organizationId || this.figures.value?.info.organization_id || this.login.userInfo?.organization_id || null
  }

  /**
   * Makes the organization the current one (POST userOrganizationSet {dataType 1, organizationId};
   * nothing to do when it already is); then what depends on it reloads: the account figures here,
   * the home lists through the stored id. Rejects with what went wrong.
   */
  async switchOrganization(organizationId: string): Promise<void> {
    if (this.switchingId) throw new Error('正在切换，请稍候')
    if (organizationId === this.currentOrganizationId) return
    this.switchingId = organizationId
    try {
      await this.deps.api.auth.userOrganizationSet({ dataType: 1, organizationId })
      this.login.setOrganizationId(organizationId)
      void this.figures.load()
    } finally {
      runInAction(() => (this.switchingId = ''))
    }
  }

  private async fetchPointRecords(): Promise<{ list: PointRecord[]; point: number }> {
    await this.login.whenReady()
    const userId = await this.login.parentUserId()
    const page = await this.api.getPointsRecord(userId, this.pointType || undefined)
    return { list: page.list, point: page.point }
  }

  /** Filters the points record by type (0 all, 1 earned, 2 spent) and reloads it. */
  setPointType(type: PointRecordType | 0): Promise<void> {
    this.pointType = type
    return this.pointRecords.load()
  }
}

/**
 * The account pages' model. It belongs to the parent: built anew when another parent logs in, and
 * kept through an organization switch, which it makes itself and follows by reloading its figures.
 */
export const accountArea = defineArea('account', ({ deps, shell }) => new AccountStore(deps, shell.login, createAccountApi(deps.send, deps.config)), { lifetime: 'parent' })
