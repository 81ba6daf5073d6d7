import { env } from '@/config/env'
import { createApi } from '@/services/api'
import { setupHttp } from '@/services/http/setup-http'
import { deferredReporter } from '@/services/error-report/deferred-reporter'
import { installErrorReporter, reportServiceFailure } from '@/services/error-report/report-error'
import { currentRoute, whenIdle } from '@/platform/error-report'
import { loadErrorReporter } from '@/platform/error-reporter-loader'
import { watchNetwork } from '@/platform/network'
import { requestTurn } from '@/platform/request-turn'
import { installSession } from '@/platform/session'
import { sessionStore } from '@/platform/session-store'
import { localStore } from '@/platform/storage'
import { networkState } from '@/stores/network-state'
import { RootStore } from '@/stores/root-store'

/* The one place where the app's objects are wired together. */

/**
 * Every error worth knowing of, reported to TARO_APP_ERROR_REPORT_URL (services/error-report); on H5
 * the reporter itself is loaded when the first screen is idle, or by the first report.
 */
export const errorReporter = deferredReporter(() => loadErrorReporter({ build: env.build, url: env.errorReportUrl }), {
  now: () => Date.now(),
  route: currentRoute,
})
installErrorReporter(errorReporter)
whenIdle(() => void errorReporter.load(), 3000)

// whether the phone has a network, for the request layer and the page kit
watchNetwork((online) => networkState.set(online))

let root: RootStore | null = null
let onSessionInvalid: (e: Parameters<ReturnType<typeof installSession>['onSessionInvalid']>[0]) => void = () => undefined

const send = setupHttp({
  whenLoginReady: () => root!.login.whenReady(),
  getToken: () => root?.login.studentToken ?? null,
  tokenExpired: () => root?.login.tokenExpired() ?? false,
  onSessionInvalid: (e) => onSessionInvalid(e),
  timeoutMs: env.httpTimeoutMs,
  requestTurn,
  onFailure: reportServiceFailure,
  isOnline: () => networkState.online,
})

export const api = createApi(send, env)

export const rootStore = (root = new RootStore({
  api,
  send,
  config: env,
  storage: localStore,
  session: sessionStore,
  clock: { now: () => Date.now() },
}))

export const session = installSession(rootStore)
onSessionInvalid = session.onSessionInvalid
