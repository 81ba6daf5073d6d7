import { SessionKey } from '@/config/storage-keys'
import type { KeyValueStorage } from '@/platform/key-value'
import type { Query } from '@/utils/url'

/**
 * The native app shells the H5 pages can run in, told by the address (platform=ios|android) and
 * remembered for the rest of the visit. Kept apart from the H5 session so the app banner can ask
 * without bringing the H5 session code into the mini-program.
 */
export const NATIVE_PLATFORMS = ['ios', 'android'] as const
export type NativePlatform = (typeof NATIVE_PLATFORMS)[number]

export const nativePlatformOf = (query: Query): NativePlatform | null =>
  (NATIVE_PLATFORMS as readonly string[]).includes(query.platform) ? (query.platform as NativePlatform) : null

export const rememberedNativePlatform = (session: KeyValueStorage): NativePlatform | null => {
  const v = session.get(SessionKey.fromApp)
  return v === 'ios' || v === 'android' ? v : null
}
