import Taro from '@tarojs/taro'
import type { HttpError } from '@/services/http/errors'
import { BIND_PHONE_PAGE, bindPhoneAndLogin, loginWeapp, type PhoneGrant, type WeappSessionDeps } from '@/services/session/weapp-session'
import type { SessionHost } from '@/services/session/session-login'

export interface SessionControl {
  start(): Promise<void>
  onSessionInvalid(error: HttpError): void
  /** Mini-program only: binds the phone WeChat granted and logs in. */
  bindPhone?: (grant: PhoneGrant) => Promise<'logged-in' | 'needs-phone' | 'failed'>
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
  let relogging = false
  return {
    bindPhone: (grant) => bindPhoneAndLogin(deps, grant),
    async start() {
      if (root.login.hasSession()) {
        root.login.markReady()
        return
      }
      await loginWeapp(deps)
    },
    onSessionInvalid() {
      // the calling request rejects; the stale token is dropped and a fresh login runs once
      root.login.clear()
      if (relogging) return
      relogging = true
      void loginWeapp(deps).finally(() => (relogging = false))
    },
  }
}
