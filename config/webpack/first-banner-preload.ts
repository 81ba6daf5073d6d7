/**
 * The inline script for the H5 page's head that lets the browser fetch a returning parent's
 * largest first-screen picture, the home's first banner, while the app's code is still on its way.
 *
 * The home draws the promos of the last launch at once (src/stores/home-promos-snapshot.ts); their
 * first banner is known from storage before any script of the app has run. Without this the
 * browser discovers the picture only after the app's code has loaded, run and drawn the home.
 *
 * The script reads the value as Taro's H5 storage writes it (`{"data": <the snapshot's JSON>}`),
 * only on the home's addresses, only a snapshot the app itself would still show (version 1, not
 * older than the app's age limit, not from the future), and only an http(s) or
 * site-relative picture address. Anything else, or any error, adds nothing.
 */

/*
 * The storage key and the age limit are the app's (StorageKey.homePromos and
 * PROMOS_SNAPSHOT_MAX_AGE_MS in src/); the build's config cannot import src/, so a unit test keeps
 * these equal to them.
 */
export const HOME_PROMOS_KEY = 'home_promos'
export const HOME_PROMOS_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** The addresses the H5 router answers with the home (the site root opens the first tab). */
export const H5_HOME_PATHS = ['/', '/pages/home/home']

/**
 * Adds `<link rel="preload" as="image" fetchpriority="high">` for the stored first banner.
 * Serialised into the page as it is written here: plain ES5, no helpers, nothing from outside.
 */
export function preloadStoredFirstBanner(win: Window, key: string, maxAgeMs: number, homePaths: string[]): void {
  try {
    const path = win.location.pathname.replace(/\/+$/, '') || '/'
    if (homePaths.indexOf(path) < 0) return
    const stored = JSON.parse(win.localStorage.getItem(key) || 'null')
    const snapshot = stored && typeof stored.data === 'string' ? JSON.parse(stored.data) : null
    if (!snapshot || snapshot.version !== 1 || typeof snapshot.savedAt !== 'number') return
    const age = Date.now() - snapshot.savedAt
    if (!(age >= 0 && age <= maxAgeMs)) return
    const first = snapshot.banners && snapshot.banners[0]
    const url = first && first.imageUrl
    if (typeof url !== 'string' || !/^(https?:\/\/|\/)/i.test(url)) return
    const link = win.document.createElement('link')
    link.rel = 'preload'
    link.as = 'image'
    link.href = url
    link.setAttribute('fetchpriority', 'high')
    win.document.head.appendChild(link)
  } catch {
    // storage refused or a value not in this form: the picture loads when the home draws it
  }
}

/** The script's text for the page's head, with the app's storage key and age limit. */
export const firstBannerPreloadScript = (): string =>
  `(${preloadStoredFirstBanner.toString()})(window,${JSON.stringify(HOME_PROMOS_KEY)},${HOME_PROMOS_MAX_AGE_MS},${JSON.stringify(H5_HOME_PATHS)})`
