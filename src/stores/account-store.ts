import { makeAutoObservable, runInAction } from 'mobx'
import type { Organization } from '@/services/api/auth-api'
import type { PointRecordType } from '@types-api/api/account'
import type { PointRecord, UserWallet } from '@/services/api/user-api'
import type { UserInfo } from '@/services/api/user-api'
import { errorText } from '@/services/http/errors'
import type { StoreDeps } from './deps'
import { NO_TOKEN_GET_USER_INFO, NO_TOKEN_UPDATE_PHONE, NO_TOKEN_UPDATE_USER_INFO, type LoginStore } from './login-store'
import { Resource } from './resource'
import { yuanToFen } from '@/utils/money'

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

/** The profile rules' exact messages (spec §5) as the Chinese a parent reads. */
export const PROFILE_ERROR_TEXT: Record<string, string> = {
  [NO_TOKEN_GET_USER_INFO]: '请先登录后查看个人信息',
  [NO_TOKEN_UPDATE_USER_INFO]: '请先登录后再修改个人信息',
  [NO_TOKEN_UPDATE_PHONE]: '请先登录后再修改手机号',
}

/** Chinese text for a profile failure: the spec's no-token messages translated, others as errorText. */
export const profileErrorText = (e: unknown): string =>
  (e instanceof Error && PROFILE_ERROR_TEXT[e.message]) || errorText(e)

/** The value of a settled call, or null when it failed. */
const settled = <T>(r: PromiseSettledResult<T>): T | null => (r.status === 'fulfilled' ? r.value : null)

/**
 * The account tab and the shell's account pages: the figures of 我的, the organizations and their
 * switch (spec §4), and the points record. The profile must load; every other figure may fail alone.
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
  ) {
    this.figures = new Resource(() => this.fetchFigures())
    this.organizations = new Resource(() => deps.api.auth.userOrganizations())
    this.pointRecords = new Resource(() => this.fetchPointRecords())
    makeAutoObservable<AccountStore, 'deps' | 'login'>(this, { deps: false, login: false, figures: false, organizations: false, pointRecords: false })
  }

  private async fetchFigures(): Promise<AccountFigures> {
    await this.login.whenReady()
    const info = await this.login.fetchUserInfo().catch((e: unknown) => {
      throw new Error(profileErrorText(e))
    })
    const { api } = this.deps
    const [orgs, wallet, coupons, rights, pending, unread] = await Promise.allSettled([
      api.auth.userOrganizations(),
      api.user.getUserWallet(info.user_id),
      api.user.unusedCoupons(),
      api.user.rights(),
      api.user.pendingOrderCount(),
      api.user.unreadMessages(),
    ])
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
   * Switches the organization (POST userOrganizationSet {dataType 1, organizationId}); then what
   * depends on it reloads: the account figures here, the home lists through the stored id.
   * Resolves with '' on success or the Chinese reason it failed.
   */
  /** Makes the organization the current one (nothing to do when it already is); rejects with what went wrong. */
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
    const page = await this.deps.api.user.getPointsRecord(userId, this.pointType || undefined)
    return { list: page.list, point: page.point }
  }

  /** Filters the points record by type (0 all, 1 earned, 2 spent) and reloads it. */
  setPointType(type: PointRecordType | 0): Promise<void> {
    this.pointType = type
    return this.pointRecords.load()
  }
}
