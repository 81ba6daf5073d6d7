import { StorageKey } from '@/config/storage-keys'
import type { KeyValueStorage } from '@/platform/key-value'
import type { Query } from '@/utils/url'

/**
 * A parent opened a product from a distribution link (goods detail with id,
 * distributionSaleConfigId and from_user): the sale config
 * and the sales person (from_user) are kept in local storage, so that the cart item and the order
 * made from that product carry them, even after the login round trip.
 */
export interface DistributionReferral {
  saleConfigId: string
  /** the sales person's user id */
  distributorId: string | null
  /** the shared product; null when the link was not for one product */
  productId: string | null
  /** when the link was opened, ms */
  at: number
}

/** A referral counts for 7 days after the link was opened. */
export const REFERRAL_TTL_MS = 7 * 24 * 3600 * 1000

const ID_RE = /^[A-Za-z0-9_-]{1,64}$/
const id = (v: string | undefined): string | null => (v && ID_RE.test(v.trim()) ? v.trim() : null)

/** The referral an address carries, or null when it carries no (valid) sale config id. */
export function referralFromQuery(query: Query, now: number): DistributionReferral | null {
  const saleConfigId = id(query.distributionSaleConfigId)
  if (!saleConfigId) return null
  return { saleConfigId, distributorId: id(query.from_user ?? query.distributionUserId), productId: id(query.productId ?? query.id), at: now }
}

/** Keeps the referral of an address; an address without one leaves the stored one alone. */
export function rememberReferral(storage: KeyValueStorage, query: Query, now: number): DistributionReferral | null {
  const ref = referralFromQuery(query, now)
  if (ref) storage.set(StorageKey.distributionSale, JSON.stringify(ref))
  if (ref?.distributorId) storage.set(StorageKey.distributorId, ref.distributorId)
  return ref
}

/** The stored referral while it is valid; a malformed or expired one is dropped. */
export function storedReferral(storage: KeyValueStorage, now: number): DistributionReferral | null {
  const raw = storage.get(StorageKey.distributionSale)
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as Partial<DistributionReferral>
    const ok = typeof v.saleConfigId === 'string' && ID_RE.test(v.saleConfigId) && typeof v.at === 'number' && now - v.at < REFERRAL_TTL_MS && v.at <= now
    if (ok) {
      return { saleConfigId: v.saleConfigId as string, distributorId: typeof v.distributorId === 'string' ? v.distributorId : null, productId: typeof v.productId === 'string' ? v.productId : null, at: v.at as number }
    }
  } catch {
    /* malformed: dropped below */
  }
  storage.remove(StorageKey.distributionSale)
  return null
}

/** The sale config id a cart item or a buy-now line of `productId` carries, if the referral is for it. */
export function saleConfigFor(ref: DistributionReferral | null, productId: string): string | undefined {
  if (!ref) return undefined
  return !ref.productId || ref.productId === productId ? ref.saleConfigId : undefined
}

/**
 * The optional distribution ids of a mergePay payload: the sale config carried by a line (from the
 * cart), or the referral's when a line is its product; the sales person from the referral or the
 * stored from_user. Nothing when no line came through a distribution link.
 */
export function mergePayDistribution(
  lines: { productId: string; distributionSaleConfigId?: string }[],
  ref: DistributionReferral | null,
  storedDistributorId: string | null,
): { distributionSaleConfigId?: string; distributionUserId?: string } {
  const carried = lines.find((l) => l.distributionSaleConfigId)?.distributionSaleConfigId
  const fromRef = ref && lines.some((l) => saleConfigFor(ref, l.productId)) ? ref.saleConfigId : undefined
  const saleConfigId = carried ?? fromRef
  if (!saleConfigId) return {}
  const userId = (ref && ref.saleConfigId === saleConfigId ? ref.distributorId : null) ?? storedDistributorId
  return { distributionSaleConfigId: saleConfigId, ...(userId ? { distributionUserId: userId } : {}) }
}
