import { env } from '@/config/env'
import { createApi } from '@/services/api'
import { setupHttp } from '@/services/http/setup-http'
import { requestTurn } from '@/platform/request-turn'
import { installSession } from '@/platform/session'
import { sessionStore } from '@/platform/session-store'
import { localStore } from '@/platform/storage'
import { RootStore } from '@/stores/root-store'

/* The one place where the app's objects are wired together. */

let root: RootStore | null = null
let onSessionInvalid: (e: Parameters<ReturnType<typeof installSession>['onSessionInvalid']>[0]) => void = () => undefined

const send = setupHttp({
  whenLoginReady: () => root!.login.whenReady(),
  getToken: () => root?.login.studentToken ?? null,
  onSessionInvalid: (e) => onSessionInvalid(e),
  timeoutMs: env.httpTimeoutMs,
  requestTurn,
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
