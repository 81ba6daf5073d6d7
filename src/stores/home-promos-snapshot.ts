import { array, literal, looseObject, nullish, number, object, optional, picklist, safeParse, string } from 'valibot'
import type { Advertising, Banner, NewUserGift } from '@/services/api/catalog-api'

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
export const PROMOS_SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000

const pictureLink = { imageUrl: string(), linkUrl: string(), title: nullish(string()) }
const snapshotShape = object({
  version: literal(1),
  savedAt: number(),
  banners: array(looseObject({ ...pictureLink, bannerId: optional(string()) })),
  advertising: array(looseObject({ ...pictureLink, advertisingId: optional(string()) })),
  gift: nullish(object({ enabled: picklist([0, 1]), title: nullish(string()), subtitle: nullish(string()) })),
})

export const giftEntryOf = (gift: NewUserGift | null): GiftEntry | null => (gift ? { enabled: gift.enabled, title: gift.title, subtitle: gift.subtitle } : null)

/** The promos as stored for the next launch. */
export function promosSnapshot(promos: HomePromos, now: number): string {
  return JSON.stringify({ version: 1, savedAt: now, banners: promos.banners, advertising: promos.advertising, gift: promos.gift })
}

/** The stored promos, or null when there are none, they are older than a day (or from the future), or not in this form. */
export function readPromosSnapshot(stored: string | null, now: number): HomePromos | null {
  if (!stored) return null
  let json: unknown
  try {
    json = JSON.parse(stored)
  } catch {
    return null
  }
  const parsed = safeParse(snapshotShape, json)
  if (!parsed.success) return null
  const { savedAt, banners, advertising, gift } = parsed.output
  const age = now - savedAt
  if (age < 0 || age > PROMOS_SNAPSHOT_MAX_AGE_MS) return null
  // a stored id may be missing (JSON drops undefined); a Banner or Advertising always has the key
  return {
    banners: banners.map((b) => ({ ...b, bannerId: b.bannerId })),
    advertising: advertising.map((a) => ({ ...a, advertisingId: a.advertisingId })),
    gift: gift ?? null,
  }
}
