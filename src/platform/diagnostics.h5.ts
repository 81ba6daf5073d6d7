import type { RunsIn } from '@/services/error-report/error-reporter'
import { nativePlatformOf, rememberedNativePlatform } from '@/services/session/native-platform'
import { currentEntry, isWeChatBrowser } from './browser'
import { sessionStore } from './session-store'

/** See diagnostics.ts (H5 side). */
export const platformName = (): string => 'h5（网页）'

interface NativeWindow {
  webkit?: { messageHandlers?: Record<string, unknown> }
  KidsHealthNative?: unknown
}

/** Which bridge to the native shell the page sees. */
export function nativeBridgeState(): string {
  const w = window as unknown as NativeWindow
  if (w.webkit?.messageHandlers) return `iOS（${Object.keys(w.webkit.messageHandlers).length} 个处理器）`
  if (w.KidsHealthNative) return 'Android（KidsHealthNative）'
  return '未连接（不在App内）'
}

/**
 * Where the page runs, for error reports: inside the native app's shell (it came with
 * platform=ios|android, remembered for the visit, or the Android bridge is there), in WeChat's
 * browser, or in a plain browser.
 */
export function runsIn(): RunsIn {
  const native = rememberedNativePlatform(sessionStore) ?? nativePlatformOf(currentEntry().query)
  if (native || (window as unknown as NativeWindow).KidsHealthNative) return 'app-shell'
  return isWeChatBrowser() ? 'wechat-browser' : 'browser'
}
