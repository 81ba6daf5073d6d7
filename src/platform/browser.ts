import Taro from '@tarojs/taro'
import { routes } from '@/config/routes'
import type { Query } from '@/utils/url'

/** The mini-program's launch entry. */
export function currentEntry(): { path: string; query: Query; href: string } {
  const launch = Taro.getLaunchOptionsSync?.()
  const query: Query = {}
  Object.entries(launch?.query ?? {}).forEach(([k, v]) => (query[k] = String(v)))
  return { path: launch?.path ? `/${launch.path}` : routes.home.path, query, href: '' }
}

export const isWeChatBrowser = (): boolean => true
export const isIosDevice = (): boolean => Taro.getDeviceInfo?.().platform === 'ios'
export const userAgent = (): string => 'miniprogram'
export const pageOrigin = (): string => ''
/** External addresses are not opened from the mini-program. */
export function replaceLocation(_url: string): void {}
export function reloadPage(): void {
  void Taro.reLaunch({ url: routes.home() })
}
export function dropQueryParams(_keys: string[]): void {}
