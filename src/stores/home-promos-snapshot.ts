import { array, looseObject, nullish, object, optional, picklist, string } from 'valibot'
import type { Advertising, Banner, NewUserGift } from '@/services/api/catalog-api'
import { LAUNCH_SNAPSHOT_MAX_AGE_MS, launchSnapshot, readLaunchSnapshot } from '@/utils/launch-snapshot'

/** What the home shows of the new-user gift pack: its entry (the pack's coupons and products are the parent's, on its own page). */
export type GiftEntry = Pick<NewUserGift, 'enabled' | 'title' | 'subtitle'>

/** The home's promos: the banners, the advertising row and the gift entry. */
export interface HomePromos {
  banners: Banner[]
  advertising: Advertising[]
  gift: GiftEntry | null
}

/**
 * How long the promos of the last launch may stand in for the service's answer on the next one
 * (a returning parent sees the banner at once; the service's answer replaces it when it arrives).
 * On H5 the page's head asks for the first banner before the app's code has run: the stored form
 * is read there too (config/webpack/first-banner-preload.ts).
 */
export const PROMOS_SNAPSHOT_MAX_AGE_MS = LAUNCH_SNAPSHOT_MAX_AGE_MS

const pictureLink = { imageUrl: string(), linkUrl: string(), title: nullish(string()) }
const snapshotEntries = {
  banners: array(looseObject({ ...pictureLink, bannerId: optional(string()) })),
  advertising: array(looseObject({ ...pictureLink, advertisingId: optional(string()) })),
  gift: nullish(object({ enabled: picklist([0, 1]), title: nullish(string()), subtitle: nullish(string()) })),
}

export const giftEntryOf = (gift: NewUserGift | null): GiftEntry | null => (gift ? { enabled: gift.enabled, title: gift.title, subtitle: gift.subtitle } : null)

/** The promos as stored for the next launch. */
export function promosSnapshot(promos: HomePromos, now: number): string {
  return launchSnapshot({ banners: promos.banners, advertising: promos.advertising, gift: promos.gift }, now)
}

/** The stored promos, or null when there are none, they are older than a day (or from the future), or not in this form. */
export function readPromosSnapshot(stored: string | null, now: number): HomePromos | null {
  const last = readLaunchSnapshot(stored, now, snapshotEntries)
  if (!last) return null
  // a stored id may be missing (JSON drops undefined); a Banner or Advertising always has the key
  return {
    banners: last.banners.map((b) => ({ ...b, bannerId: b.bannerId })),
    advertising: last.advertising.map((a) => ({ ...a, advertisingId: a.advertisingId })),
    gift: last.gift ?? null,
  }
}
