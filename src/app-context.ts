import { env } from '@/config/env'
import { createApi } from '@/services/api'
import { setupHttp } from '@/services/http/setup-http'
import { createTransfer } from '@/services/http/transfer'
import Taro from '@tarojs/taro'
import { getLocation } from '@/platform/location'
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
})

export const api = createApi(send, env)

/** File upload and download with the same bearer header and timeout as every request. */
export const transfer = createTransfer({
  upload: (o) => Taro.uploadFile(o) as unknown as Promise<{ statusCode: number; data: string }>,
  download: (o) => Taro.downloadFile(o) as unknown as Promise<{ statusCode: number; tempFilePath: string }>,
  getToken: () => root?.login.studentToken ?? null,
  whenLoginReady: () => root!.login.whenReady(),
  timeoutMs: env.httpTimeoutMs,
})

export const rootStore = (root = new RootStore({
  api,
  send,
  config: env,
  storage: localStore,
  session: sessionStore,
  clock: { now: () => Date.now() },
  getLocation,
}))

export const session = installSession(rootStore)
onSessionInvalid = session.onSessionInvalid
