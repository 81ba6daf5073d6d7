import Taro from '@tarojs/taro'

/** Spec §9: a toast shows for 2000 ms. */
export const TOAST_MS = 2000

/** The app's one toast: plain text, no icon unless asked, 2 s unless told otherwise. */
export function toast(title: string, options: { icon?: 'none' | 'success'; duration?: number } = {}): Promise<void> {
  return Promise.resolve(Taro.showToast({ title, icon: options.icon ?? 'none', duration: options.duration ?? TOAST_MS })).then(
    () => undefined,
    () => undefined,
  )
}

let loadingHolders = 0

/**
 * Shows the loading mask for one piece of work and returns its release. Several at once share the
 * mask: it goes only when the last of them is released, so one flow never hides another's loading.
 */
export function holdLoading(title: string): () => void {
  loadingHolders += 1
  if (loadingHolders === 1) void Promise.resolve(Taro.showLoading({ title, mask: true })).catch(() => undefined)
  let released = false
  return () => {
    if (released) return
    released = true
    loadingHolders -= 1
    if (loadingHolders === 0) void Promise.resolve(Taro.hideLoading()).catch(() => undefined)
  }
}

/** WeChat draws at most 7 characters of a toast that has an icon; a longer text goes without one. */
export const ICON_TOAST_MAX_CHARS = 7

/** A success: the success icon over a short text, a longer one as plain text so it is read whole. */
export const toastSuccess = (title: string, duration = TOAST_MS): Promise<void> =>
  toast(title, { icon: [...title].length <= ICON_TOAST_MAX_CHARS ? 'success' : 'none', duration })
