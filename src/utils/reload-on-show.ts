/**
 * How long a page must have been out of sight (the app hidden, another page over it) for showing it
 * again to load what it shows anew: a parent who comes back after a while, or the next day, sees
 * today's lists and counts; a quick look at a detail page and back keeps the page as it was.
 */
export const RELOAD_AFTER_HIDDEN_MS = 5 * 60_000

/** When a page loads again as it is shown: after being hidden long enough (the default), on every show after the first, or never. */
export type ReloadOnShow = 'after-hidden' | 'every-show' | 'never'

/**
 * Whether a page shown at `now`, hidden since `hiddenAt` (null: not hidden since it opened), loads
 * again. A clock that went back (the phone's time changed) counts as long enough.
 */
export function reloadsOnShow(when: ReloadOnShow, hiddenAt: number | null, now: number): boolean {
  if (hiddenAt === null || when === 'never') return false
  return when === 'every-show' || now < hiddenAt || now - hiddenAt >= RELOAD_AFTER_HIDDEN_MS
}
