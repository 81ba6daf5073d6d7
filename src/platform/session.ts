import Taro from '@tarojs/taro'
import type { HttpError } from '@/services/http/errors'
import { BIND_PHONE_PAGE, bindPhoneAndLogin, grantsNoPhone, loginWeapp, type PhoneGrant, type WeappSessionDeps } from '@/services/session/weapp-session'
import type { SessionHost } from '@/services/session/session-login'
import { LOGIN_EXEMPT_PAGES } from '@/services/session/h5-entry'
import { loadDemoParentLogin } from './demo-parent'

export interface SessionControl {
  start(): Promise<void>
  /** Resolves true when a fresh session is ready and the refused request may run once more. */
  onSessionInvalid(error: HttpError): Promise<boolean> | void
  /** Mini-program only: binds the phone WeChat granted and logs in. */
  bindPhone?: (grant: PhoneGrant) => Promise<'logged-in' | 'needs-phone' | 'failed'>
  /** Development builds against the mock only (src/platform/demo-parent.ts): 以演示家长身份绑定. */
  demoParent?: {
    /** WeChat grants this app id no phone number at all (the tourist app id): offer the demo parent at once */
    grantUnavailable: boolean
    /** the mock binds the waiting WeChat identity as the demo parent, then the mini-program logs in again */
    bind: () => Promise<'logged-in' | 'needs-phone' | 'failed'>
  }
}

/** Mini-program session: Taro.login at launch; an invalid session logs in again in the background. */
export function installSession(root: SessionHost): SessionControl {
  const deps: WeappSessionDeps = {
    store: root.login,
    api: root.deps.api,
    config: root.deps.config,
    wxLogin: async () => (await Taro.login()).code,
    openBindPage: () => void Taro.navigateTo({ url: BIND_PHONE_PAGE }),
  }
  let relogin: Promise<boolean> | null = null
  const demoLogin = loadDemoParentLogin
  return {
    bindPhone: (grant) => bindPhoneAndLogin(deps, grant),
    demoParent: demoLogin
      ? {
          grantUnavailable: grantsNoPhone(deps.config.weappAppId),
          bind: async () => (await demoLogin()).bindDemoParentAndLogin(deps, root.deps.send),
        }
      : undefined,
    async start() {
      if (root.login.hasSession()) {
        root.login.markReady()
        return
      }
      // a shared link to a public page (spec §2: no login redirect there) opens without the binding
      // page over it; the first call that needs a session asks for the phone then (onSessionInvalid)
      const exempt = LOGIN_EXEMPT_PAGES.includes(`/${Taro.getLaunchOptionsSync().path}`)
      await loginWeapp(exempt ? { ...deps, openBindPage: () => undefined } : deps)
    },
    onSessionInvalid() {
      // one login for a burst of refused requests; new requests wait behind the closed gate, and
      // each refused request runs once more when the login brought a fresh token
      if (!relogin) {
        root.login.clear()
        root.login.closeGate()
        relogin = loginWeapp(deps)
          .then((result) => result === 'logged-in' && root.login.hasSession())
          .catch(() => false)
          .finally(() => (relogin = null))
      }
      return relogin
    },
  }
}
