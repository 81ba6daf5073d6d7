import { CallbackQueue } from '@/utils/callback-queue'
import type { ShellEvent } from './native-events'

interface NativeWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(msg: unknown): void } | undefined> }
  /** Android's injected JavaScript interface. */
  KidsHealthNative?: { postMessage(event: string, payload: string): void }
  /** Called by the shell with the student token after its own login. */
  onNativeLogin?: (token: string) => void
}

const w = (): NativeWindow => window as unknown as NativeWindow

/** Sends an event to the iOS (WKWebView message handler) or Android (JS interface) shell. */
export function postToNative(event: ShellEvent, payload: Record<string, unknown> = {}): boolean {
  const ios = w().webkit?.messageHandlers?.[event]
  if (ios) {
    ios.postMessage(payload)
    return true
  }
  const android = w().KidsHealthNative
  if (android) {
    android.postMessage(event, JSON.stringify(payload))
    return true
  }
  return false
}

const loginQueue = new CallbackQueue<string>()
let pendingLogin: Promise<string> | null = null

/**
 * Asks the shell to log in: one LOGIN event for every caller while a login is under way, each
 * answered once when the shell calls back. Each new request waits for a new token (the queue is
 * reset), never for the one an earlier login returned.
 */
export function requestNativeLogin(): Promise<string> {
  if (pendingLogin) return pendingLogin
  loginQueue.reset()
  const p = new Promise<string>((resolve) => loginQueue.add(resolve))
  pendingLogin = p
  void p.finally(() => {
    if (pendingLogin === p) pendingLogin = null
  })
  w().onNativeLogin = (token: string) => loginQueue.flush(token)
  postToNative('LOGIN')
  return p
}
