import { parseQuery, withoutParams, type Query } from '@/utils/url'

export function currentEntry(): { path: string; query: Query; href: string } {
  const { pathname, search, href } = window.location
  return { path: pathname || '/', query: parseQuery(search), href }
}

export const userAgent = (): string => window.navigator.userAgent

/** WeChat's in-app browser says MicroMessenger in its user agent. */
export const isWeChatBrowser = (): boolean => /MicroMessenger/i.test(userAgent())

/** An iPhone or iPad (its WeChat signs the address a page was entered with; its store is the App Store). */
export const isIosDevice = (): boolean => /iPhone|iPad|iPod/i.test(userAgent())

export const pageOrigin = (): string => window.location.origin

export function replaceLocation(url: string): void {
  window.location.replace(url)
}

export function reloadPage(): void {
  window.location.reload()
}

/** Removes one-time parameters (token, appId, openId) from the address bar without a reload. */
export function dropQueryParams(keys: string[]): void {
  const { pathname, search, hash } = window.location
  const next = `${pathname}${withoutParams(search, keys)}${hash}`
  window.history.replaceState(window.history.state, '', next)
}
