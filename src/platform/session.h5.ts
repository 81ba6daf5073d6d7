import type { HttpError } from '@/services/http/errors'
import { h5SessionInvalidHandler, startH5Session, type H5SessionDeps } from '@/services/session/h5-session'
import type { SessionHost } from '@/services/session/session-login'
import { currentEntry, dropQueryParams, isWeChatBrowser, pageOrigin, reloadPage, replaceLocation } from './browser'
import { requestNativeLogin } from './native-bridge'

export interface SessionControl {
  start(): Promise<void>
  onSessionInvalid(error: HttpError): Promise<boolean> | void
  bindPhone?: undefined
  /** H5's development build logs in on the mock's own login page instead */
  demoParent?: undefined
}

/** H5 session: entry rules, token exchange, login redirect; -400/401 clear and go to login. */
export function installSession(root: SessionHost): SessionControl {
  const deps: H5SessionDeps = {
    store: root.login,
    api: root.deps.api,
    config: root.deps.config,
    storage: root.deps.storage,
    session: root.deps.session,
    entry: currentEntry,
    isWeChatBrowser: isWeChatBrowser(),
    origin: pageOrigin(),
    nav: { replace: replaceLocation, reload: reloadPage, dropQueryParams },
    nativeLogin: requestNativeLogin,
  }
  const invalid = h5SessionInvalidHandler(deps)
  return {
    async start() {
      await startH5Session(deps)
    },
    onSessionInvalid: () => invalid(),
  }
}
