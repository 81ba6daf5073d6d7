import { makeAutoObservable, runInAction } from 'mobx'
import type { OAuthToken, UnboundIdentity } from '@types-api/api/auth'
import type { UserInfo, UserInfoPatch } from '@types-api/api/user'
import { SessionKey, StorageKey } from '@/config/storage-keys'
import { errorText } from '@/services/http/errors'
import { isTokenExpired, restoreToken, tokenFromOAuth, type Token } from '@/services/session/token'
import { deferred } from '@/utils/deferred'
import type { StoreDeps } from './deps'

/** Exact messages of spec §5. */
export const NO_TOKEN_GET_USER_INFO = 'without token, can not getUserInfo'
export const NO_TOKEN_UPDATE_USER_INFO = 'without token can not update userInfo'
export const NO_TOKEN_UPDATE_PHONE = 'without token can not update phone'

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

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<LoginStore, 'deps' | 'gate'>(this, { deps: false, gate: false })
  }

  /** Logged in: a student token, and (where we hold one) a token not within 15 s of expiry. */
  hasSession(): boolean {
    if (!this.studentToken) return false
    return !(this.token && isTokenExpired(this.token, this.deps.clock.now()))
  }

  /** Settles once the launch login has finished, whatever its outcome. */
  whenReady(): Promise<void> {
    return this.gate.promise
  }

  markReady(): void {
    this.ready = true
    this.gate.resolve()
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
  }

  setStudentId(id: string | null): void {
    this.studentId = id
    if (id) this.deps.storage.set(StorageKey.studentId, id)
    else this.deps.storage.remove(StorageKey.studentId)
  }

  setOrganizationId(id: string): void {
    this.organizationId = id
    this.deps.storage.set(StorageKey.currentOrganizationId, id)
  }

  setIdentity(identity: Partial<{ openId: string; unionId: string; userId: string }>): void {
    if (identity.openId !== undefined) this.openId = identity.openId
    if (identity.unionId !== undefined) this.unionId = identity.unionId
    if (identity.userId !== undefined) this.userId = identity.userId
  }

  setPendingIdentity(identity: UnboundIdentity | null): void {
    this.pendingIdentity = identity
    if (identity) this.setIdentity({ openId: identity.openid, unionId: identity.unionid })
  }

  /** Logs out: forgets the token and resets open id, union id and user id. */
  clear(): void {
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
    if (!this.studentToken) throw new Error(NO_TOKEN_GET_USER_INFO)
    const info = await this.deps.api.user.getUserInfo()
    runInAction(() => {
      this.userInfo = info
      this.userId = info.user_id
    })
    return info
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

  /** Student id lookup after login (reads data[0].studentId). */
  async lookupStudent(): Promise<void> {
    const students = await this.deps.api.auth.students()
    this.setStudentId(students[0]?.studentId ?? null)
  }
}
