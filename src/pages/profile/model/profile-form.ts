import dayjs from 'dayjs'
import { makeAutoObservable, runInAction } from 'mobx'
import type { UserInfoPatch } from '@types-api/api/user'
import type { UserInfo } from '@/services/api/user-calls'
import type { Api } from '@/services/api'
import { NO_TOKEN_UPDATE_PHONE, profileErrorText, type LoginStore } from '@/stores/login-store'
import { ageTextOf } from '@/utils/age'
import { parseServerTime } from '@/utils/date'
import { isMobilePhone, maskPhone, normalizePhone } from '@/utils/phone'
import { nameError, needsLogin, profileChanges, type Sex } from './profile-rules'

export interface ProfileDeps {
  api: Pick<Api, 'auth'>
  weappAppId: string
  now: () => number
}

/**
 * Editing the parent's profile: name, sex, birthday (age in years and months) and the phone. Save
 * and phone change lock while in flight; the spec §5 no-token rules come back as Chinese text with
 * a way to log in.
 */
export class ProfileForm {
  name = ''
  sex: Sex = 0
  birthday = ''
  saving = false
  phoneBusy = false
  /** Chinese text of the last failure; '' when none */
  error = ''
  /** the last failure is cured by logging in (show 去登录) */
  loginNeeded = false
  loading = false

  constructor(
    private readonly login: LoginStore,
    private readonly deps: ProfileDeps,
  ) {
    makeAutoObservable<ProfileForm, 'login' | 'deps'>(this, { login: false, deps: false })
  }

  get info(): UserInfo | null {
    return this.login.userInfo
  }

  get phoneText(): string {
    return this.info?.phone ? maskPhone(this.info.phone) : '未绑定'
  }

  get ageText(): string {
    return ageTextOf(this.birthday || null, this.deps.now())
  }

  /** The date picker's range ends today; it opens on the draft birthday, else today. */
  get pickerEnd(): Date {
    return dayjs(this.deps.now()).toDate()
  }

  get pickerValue(): Date {
    return (parseServerTime(this.birthday || null) ?? dayjs(this.deps.now())).toDate()
  }

  get nameError(): string {
    return nameError(this.name)
  }

  get changes(): UserInfoPatch {
    return profileChanges(this.info, { name: this.name, sex: this.sex, birthday: this.birthday })
  }

  get canSave(): boolean {
    return !this.saving && !this.nameError && Object.keys(this.changes).length > 0
  }

  private fill(info: UserInfo | null): void {
    this.name = info?.user_name ?? ''
    this.sex = info?.sex === 1 || info?.sex === 2 ? info.sex : 0
    this.birthday = info?.birthday ?? ''
  }

  private fail(e: unknown): void {
    this.error = profileErrorText(e)
    this.loginNeeded = needsLogin(e)
  }

  /** The profile as it is now (the one already loaded, else fetched); the draft starts from it. */
  async load(): Promise<void> {
    this.error = ''
    this.loginNeeded = false
    if (this.login.userInfo) {
      this.fill(this.login.userInfo)
      return
    }
    this.loading = true
    try {
      const info = await this.login.fetchUserInfo()
      runInAction(() => this.fill(info))
    } catch (e) {
      runInAction(() => this.fail(e))
    } finally {
      runInAction(() => (this.loading = false))
    }
  }

  setName(v: string): void {
    this.name = v
  }

  setSex(v: Sex): void {
    this.sex = v
  }

  setBirthday(v: string): void {
    this.birthday = v
  }

  /** Saves what changed; true when saved. Nothing is lost on failure: the draft stays. */
  async save(): Promise<boolean> {
    if (!this.canSave) return false
    this.saving = true
    this.error = ''
    this.loginNeeded = false
    try {
      const info = await this.login.updateUserInfo(this.changes)
      runInAction(() => this.fill(info))
      return true
    } catch (e) {
      runInAction(() => this.fail(e))
      return false
    } finally {
      runInAction(() => (this.saving = false))
    }
  }

  private async phoneStep(get: () => Promise<string>): Promise<string> {
    if (this.phoneBusy) return ''
    this.phoneBusy = true
    this.error = ''
    this.loginNeeded = false
    try {
      const phone = await get()
      await this.login.updatePhone(phone)
      return '手机号已更换'
    } catch (e) {
      runInAction(() => this.fail(e))
      return ''
    } finally {
      runInAction(() => (this.phoneBusy = false))
    }
  }

  /** H5: a typed number. Resolves with the toast text ('' when the failure shows on the page). */
  changePhone(phone: string): Promise<string> {
    if (!isMobilePhone(phone)) return Promise.resolve('请输入正确的手机号')
    return this.phoneStep(async () => normalizePhone(phone))
  }

  /** Mini-program: WeChat's phone grant, decrypted by the auth service, then saved. */
  changePhoneFromWeChat(grant: { encryptedData: string; iv: string } | null): Promise<string> {
    if (!grant) return Promise.resolve('需要授权手机号才能更换')
    return this.phoneStep(async () => {
      if (!this.login.studentToken) throw new Error(NO_TOKEN_UPDATE_PHONE)
      const { phoneNumber } = await this.deps.api.auth.miniProgramPhone({ appid: this.deps.weappAppId, encryptedData: grant.encryptedData, iv: grant.iv, openid: this.login.openId })
      return phoneNumber
    })
  }
}
