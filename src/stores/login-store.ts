import { makeAutoObservable, runInAction } from 'mobx'
import type { OAuthToken, UnboundIdentity } from '@/services/api/auth-calls'
import type { UserInfoPatch } from '@types-api/api/user'
import type { UserInfo } from '@/services/api/user-calls'
import { SessionKey, StorageKey } from '@/config/storage-keys'
import { errorText } from '@/services/http/errors'
import { isTokenExpired, restoreToken, tokenFromOAuth, type Token } from '@/services/session/token'
import { deferred } from '@/utils/deferred'
import type { StoreDeps } from './deps'
import { PARENT_STORAGE_KEYS, snapshotParentKeys } from './parent-scope'

/** Exact messages of spec §5. */
export const NO_TOKEN_GET_USER_INFO = 'without token, can not getUserInfo'
export const NO_TOKEN_UPDATE_USER_INFO = 'without token can not update userInfo'
export const NO_TOKEN_UPDATE_PHONE = 'without token can not update phone'

/** The profile rules' exact messages (spec §5) as the Chinese a parent reads. */
export const PROFILE_ERROR_TEXT: Record<string, string> = {
  [NO_TOKEN_GET_USER_INFO]: '请先登录后查看个人信息',
  [NO_TOKEN_UPDATE_USER_INFO]: '请先登录后再修改个人信息',
  [NO_TOKEN_UPDATE_PHONE]: '请先登录后再修改手机号',
}

/** Chinese text for a profile failure: the spec's no-token messages translated, others as errorText. */
export const profileErrorText = (e: unknown): string => (e instanceof Error && PROFILE_ERROR_TEXT[e.message]) || errorText(e)

/** What the shell is told about the parent behind the session. */
export interface LoginEvents {
  /** Another parent, or nobody, is logged in after the session ended: the previous parent's data must go. */
  parentChanged?(): void
  /** The parent switched to another organization. */
  organizationChanged?(): void
}

/** Where a session ended: the previous parent's organization and storage, dropped if someone else follows. */
interface EndedSession {
  organizationId: string | null
  storage: Record<string, string | null>
}

/**
 * The session: token, ids, profile and the login gate. It also keeps track of whose data the app
 * holds, by user id: when the session ends (cleared, or a token replaces another) the data stays
 * until the next parent is known. The same parent logging in again keeps everything on screen;
 * another parent, or a login that leaves nobody logged in, drops the previous parent's
 * organization and storage (parent-scope.ts) and tells the shell (`parentChanged`).
 */
export class LoginStore {
  token: Token | null = null
  studentToken: string | null = null
  studentId: string | null = null
  organizationId: string | null = null
  openId = ''
  unionId = ''
  userId = ''
  userInfo: UserInfo | null = null
  /** Why the profile could not be loaded, in Chinese; '' when it loaded. */
  userInfoError = ''
  /** A WeChat identity waiting for its phone to be bound (login code 201). */
  pendingIdentity: UnboundIdentity | null = null
  ready = false
  private gate = deferred()
  /** The user id of the parent whose data the app holds; null while not known. */
  private holder: string | null = null
  /** Set from the end of a session until the next parent is known. */
  private ended: EndedSession | null = null
  /** The profile read for parentUserId(), shared while it is on its way. */
  private pendingUserId: Promise<string> | null = null
  /** The student lookup on its way, shared. */
  private studentLookup: Promise<void> | null = null

  constructor(
    private readonly deps: StoreDeps,
    private readonly events: LoginEvents = {},
  ) {
    makeAutoObservable<LoginStore, 'deps' | 'gate' | 'events' | 'holder' | 'ended' | 'pendingUserId' | 'studentLookup'>(this, {
      deps: false,
      gate: false,
      events: false,
      holder: false,
      ended: false,
      pendingUserId: false,
      studentLookup: false,
    })
  }

  /** Logged in: a student token, and (where we hold one) a token not within 15 s of expiry. */
  hasSession(): boolean {
    if (!this.studentToken) return false
    return !(this.token && isTokenExpired(this.token, this.deps.clock.now()))
  }

  /**
   * A token is held and counts as expired (spec §4: from 15 s before its real expiry), as after a
   * day in a pocket with the page left open: the next request must not go out on it.
   */
  tokenExpired(): boolean {
    return !!this.studentToken && !!this.token && isTokenExpired(this.token, this.deps.clock.now())
  }

  /** Settles once the launch login has finished, whatever its outcome. */
  whenReady(): Promise<void> {
    return this.gate.promise
  }

  markReady(): void {
    this.ready = true
    this.gate.resolve()
    // the login that followed the end of a session left nobody logged in: nobody's data stays
    if (this.ended && !this.hasSession()) this.settleParent(true)
  }

  /** A new login is running (the session was found invalid): requests wait for it again. */
  closeGate(): void {
    if (!this.ready) return
    this.ready = false
    this.gate = deferred()
  }

  /** Restores the session from storage; invalid or expired data means logged out, never a throw. */
  restore(): void {
    const { storage } = this.deps
    const raw = storage.get(StorageKey.tokenUaa)
    if (raw !== null) {
      const result = restoreToken(raw)
      if (result.ok && !isTokenExpired(result.token, this.deps.clock.now())) {
        this.token = result.token
      } else {
        storage.remove(StorageKey.tokenUaa)
        storage.remove(StorageKey.studentToken)
      }
    }
    this.studentToken = storage.get(StorageKey.studentToken)
    this.studentId = storage.get(StorageKey.studentId)
    this.organizationId = storage.get(StorageKey.currentOrganizationId)
  }

  saveToken(data: OAuthToken): void {
    const now = this.deps.clock.now()
    const token = tokenFromOAuth(data, now)
    // a token that replaces another may be another parent's (the native shell's LOGIN)
    if (this.studentToken && this.studentToken !== token.accessToken) this.endSession()
    this.token = token
    this.studentToken = token.accessToken
    const { storage, session } = this.deps
    storage.set(StorageKey.tokenUaa, JSON.stringify(token))
    storage.set(StorageKey.studentToken, token.accessToken)
    session.set(SessionKey.studentToken, token.accessToken)
    session.set(SessionKey.refreshToken, token.refreshToken)
    session.set(SessionKey.expiresIn, String(token.expiresIn))
    session.set(SessionKey.issuedAt, String(token.issuedAt))
    session.set(SessionKey.tokenType, token.tokenType)
    if (this.ended) void this.confirmParent()
  }

  setStudentId(id: string | null): void {
    this.studentId = id
    if (id) this.deps.storage.set(StorageKey.studentId, id)
    else this.deps.storage.remove(StorageKey.studentId)
  }

  setOrganizationId(id: string): void {
    const changed = id !== this.organizationId
    this.organizationId = id
    this.deps.storage.set(StorageKey.currentOrganizationId, id)
    if (changed) this.events.organizationChanged?.()
  }

  setIdentity(identity: Partial<{ openId: string; unionId: string; userId: string }>): void {
    if (identity.openId !== undefined) this.openId = identity.openId
    if (identity.unionId !== undefined) this.unionId = identity.unionId
    if (identity.userId !== undefined) {
      this.userId = identity.userId
      this.identify(identity.userId)
    }
  }

  setPendingIdentity(identity: UnboundIdentity | null): void {
    this.pendingIdentity = identity
    if (identity) this.setIdentity({ openId: identity.openid, unionId: identity.unionid ?? undefined })
  }

  /**
   * Logs out: forgets the token and resets open id, union id and user id. What the parent's pages
   * hold stays until the next parent is known (a re-login of the same parent keeps it on screen).
   */
  clear(): void {
    this.endSession()
    this.token = null
    this.studentToken = null
    this.studentId = null
    this.userInfo = null
    this.openId = ''
    this.unionId = ''
    this.userId = ''
    const { storage, session } = this.deps
    storage.remove(StorageKey.tokenUaa)
    storage.remove(StorageKey.studentToken)
    storage.remove(StorageKey.studentId)
    Object.values(SessionKey).forEach((k) => session.remove(k))
  }

  async fetchUserInfo(): Promise<UserInfo> {
    const token = this.studentToken
    if (!token) throw new Error(NO_TOKEN_GET_USER_INFO)
    const info = await this.deps.api.user.getUserInfo()
    runInAction(() => {
      // asked before the session changed: it may be the previous parent's profile (the new
      // session's own question, confirmParent, tells who it is)
      if (this.studentToken !== token) return
      this.userInfo = info
      this.userId = info.user_id
      this.identify(info.user_id)
    })
    return info
  }

  /**
   * The logged-in parent's user id, for the calls that name it (the services refuse them without
   * it): the one login knows, else the profile's, read once however many ask at the same time.
   */
  parentUserId(): Promise<string> {
    if (this.userId) return Promise.resolve(this.userId)
    this.pendingUserId ??= this.fetchUserInfo()
      .then((i) => i.user_id)
      .finally(() => (this.pendingUserId = null))
    return this.pendingUserId
  }

  /** Loads the profile for a page: no token means nothing to load; failures are kept as text. */
  async refreshUserInfo(): Promise<void> {
    if (!this.studentToken) return
    try {
      await this.fetchUserInfo()
      runInAction(() => (this.userInfoError = ''))
    } catch (e) {
      runInAction(() => (this.userInfoError = errorText(e)))
    }
  }

  async updateUserInfo(patch: UserInfoPatch): Promise<UserInfo> {
    if (!this.studentToken) throw new Error(NO_TOKEN_UPDATE_USER_INFO)
    const info = await this.deps.api.user.updateUserInfo(patch)
    runInAction(() => (this.userInfo = info))
    return info
  }

  async updatePhone(phone: string): Promise<void> {
    if (!this.studentToken) throw new Error(NO_TOKEN_UPDATE_PHONE)
    await this.deps.api.auth.updatePhone({ phone, userType: 1 })
    runInAction(() => {
      if (this.userInfo) this.userInfo = { ...this.userInfo, phone }
    })
  }

  /** Looks the student up (students, data[0].studentId); a lookup on its way is shared, not sent twice. */
  lookupStudent(): Promise<void> {
    this.studentLookup ??= this.deps.api.auth
      .students()
      .then((students) => this.setStudentId(students[0]?.studentId ?? null))
      .finally(() => {
        this.studentLookup = null
      })
    return this.studentLookup
  }

  /** The session ends: the parent's data waits for the next parent (once per gap between sessions). */
  private endSession(): void {
    if (this.ended || !(this.studentToken || this.holder)) return
    this.ended = { organizationId: this.organizationId, storage: snapshotParentKeys(this.deps.storage) }
  }

  /** Asks whose the new token is; an answer nobody can give counts as another parent. */
  private async confirmParent(): Promise<void> {
    const token = this.studentToken
    try {
      await this.fetchUserInfo()
    } catch {
      if (this.ended && token && this.studentToken === token) this.settleParent(true)
    }
  }

  /** A user id is known: after a session end it decides whether the held data stays. */
  private identify(userId: string): void {
    if (!userId) return
    if (this.ended) this.settleParent(this.holder !== userId, userId)
    else if (this.holder && this.holder !== userId) this.settleParent(true, userId)
    else this.holder = userId
  }

  /**
   * The next parent is known (`next`, or nobody). When it is not the one whose data the app holds,
   * the previous parent's organization and storage go (unless set again since the session ended)
   * and the shell drops the rest.
   */
  private settleParent(changed: boolean, next: string | null = null): void {
    const ended = this.ended
    this.ended = null
    this.holder = next
    if (!changed) return
    const { storage } = this.deps
    for (const key of PARENT_STORAGE_KEYS) {
      if (!ended || storage.get(key) === ended.storage[key]) storage.remove(key)
    }
    if (!ended || this.organizationId === ended.organizationId) this.organizationId = null
    this.events.parentChanged?.()
  }
}
