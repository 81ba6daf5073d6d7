import { StorageKey } from '@/config/storage-keys'
import type { KeyValueStorage } from '@/platform/key-value'
import type { Query } from '@/utils/url'

/**
 * A parent opened a product from a distribution link (goods detail with id,
 * distributionSaleConfigId and from_user): the sale config
 * and the sales person (from_user) are kept in local storage, so that the cart item and the order
 * made from that product carry them, even after the login round trip. The shell keeps it on entry;
 * the cart and the checkout read it (shared/trade/distribution-sale).
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

const ID_RE = /^[A-Za-z0-9_-]{1,64}$/
/** Whether a sale config or user id has the form the services issue. */
export const isReferralId = (v: string): boolean => ID_RE.test(v)
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
