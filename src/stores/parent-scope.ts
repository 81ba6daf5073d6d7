import { StorageKey } from '@/config/storage-keys'

/**
 * Local storage a parent leaves behind besides the session itself: dropped when another parent,
 * or nobody, is logged in after the session ended (LoginStore). The session's own keys (token.uaa,
 * studentToken, studentId and the session storage) go at every logout, in LoginStore.clear().
 *
 * Not here, because they belong to the phone: the app banner's closed date (fixedOpenAppDate), the
 * chosen city and the recent cities (city_current, city_common: where the phone is), the sale
 * channel ids (the storefront's channel).
 */
export const PARENT_STORAGE_KEYS: readonly string[] = [
  /** the organization the parent chose (spec §4) */
  StorageKey.currentOrganizationId,
  /** the coupon and the sales person of the link the parent came with (spec §6 from_params, from_user) */
  StorageKey.couponId,
  StorageKey.distributorId,
  StorageKey.distributionSale,
  /** the WeChat identity of the parent's H5 token exchange */
  StorageKey.h5Token,
  StorageKey.h5AppId,
  StorageKey.h5OpenId,
  /** what the parent searched for (the search page's SEARCH_HISTORY_KEY; a test keeps the two equal) */
  'search_history',
]

/** The values of the parent's keys, to tell later which ones are still the previous parent's. */
export function snapshotParentKeys(storage: { get(key: string): string | null }): Record<string, string | null> {
  return Object.fromEntries(PARENT_STORAGE_KEYS.map((k) => [k, storage.get(k)]))
}
