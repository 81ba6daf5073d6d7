import type { ShellEvent } from './native-events'

/** The mini-program never runs inside the native shell: every call is a no-op there. */
export function postToNative(_event: ShellEvent, _payload?: Record<string, unknown>): boolean {
  return false
}

export function requestNativeLogin(): Promise<string> {
  return new Promise(() => undefined)
}
