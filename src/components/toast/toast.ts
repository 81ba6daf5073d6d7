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

export const toastSuccess = (title: string, duration = TOAST_MS): Promise<void> => toast(title, { icon: 'success', duration })
