import type { AppConfig } from '@/config/app-config'
import { routes } from '@/config/routes'
import type { Api } from '@/services/api'
import type { SessionLogin } from './session-login'
import { weappLoginOutcome } from './weapp-login'

export const BIND_PHONE_PAGE = routes.login()

/** DevTools' tourist app id: WeChat grants it no phone number, so the binding page's phone button can only fail. */
export const grantsNoPhone = (appid: string): boolean => appid === 'touristappid'

export interface WeappSessionDeps {
  store: SessionLogin
  api: Api
  config: AppConfig
  /** Taro.login → code */
  wxLogin: () => Promise<string>
  openBindPage: () => void
}

/**
 * Mini-program login: code → miniPrograms/login. Code 0 stores the token; code 201 keeps the WeChat
 * identity and opens the phone-binding page. Login is marked ready either way. The student is not
 * looked up here: no page of the first tab is about the student, and a lookup sent now would be one
 * more round trip of the launch; the learning pages look it up when they open (currentStudent).
 */
export async function loginWeapp(d: WeappSessionDeps): Promise<'logged-in' | 'needs-phone' | 'failed'> {
  try {
    const code = await d.wxLogin()
    const outcome = weappLoginOutcome(await d.api.auth.miniProgramLogin({ code, appid: d.config.weappAppId }))
    if (outcome.kind === 'needs-phone') {
      d.store.setPendingIdentity(outcome.identity)
      d.openBindPage()
      return 'needs-phone'
    }
    d.store.saveToken(outcome.token)
    d.store.setPendingIdentity(null)
    return 'logged-in'
  } catch {
    return 'failed'
  } finally {
    d.store.markReady()
  }
}

export interface PhoneGrant {
  encryptedData: string
  iv: string
}

/** Binds the phone WeChat granted (miniPrograms/phone → bind/user/third), then logs in again. */
export async function bindPhoneAndLogin(d: WeappSessionDeps, grant: PhoneGrant): Promise<'logged-in' | 'needs-phone' | 'failed'> {
  const identity = d.store.pendingIdentity
  if (!identity) throw new Error('请先完成微信登录')
  const appid = d.config.weappAppId
  const { phoneNumber } = await d.api.auth.miniProgramPhone({ appid, encryptedData: grant.encryptedData, iv: grant.iv, openid: identity.openid })
  await d.api.auth.bindThird({
    appid,
    dataType: 0,
    openid: identity.openid,
    phone: phoneNumber,
    source: '101',
    unionid: identity.unionid ?? '',
    saleChannelIds: d.config.saleChannelIds,
    userType: 1,
  })
  return loginWeapp(d)
}
