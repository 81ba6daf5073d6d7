import { StorageKey } from '@/config/storage-keys'
import type { KeyValueStorage } from '@/platform/key-value'
import { isReferralId, type DistributionReferral } from '@/stores/distribution-referral'

/** A referral counts for 7 days after the link was opened. */
export const REFERRAL_TTL_MS = 7 * 24 * 3600 * 1000

/** The stored referral while it is valid; a malformed or expired one is dropped. */
export function storedReferral(storage: KeyValueStorage, now: number): DistributionReferral | null {
  const raw = storage.get(StorageKey.distributionSale)
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as Partial<DistributionReferral>
    const ok = typeof v.saleConfigId === 'string' && isReferralId(v.saleConfigId) && typeof v.at === 'number' && now - v.at < REFERRAL_TTL_MS && v.at <= now
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
