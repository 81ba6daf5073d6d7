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
