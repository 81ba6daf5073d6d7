import { routes } from '@/config/routes'
import type { ShareContent } from '@/platform/share'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'
import { sharePath } from '@/utils/share-address'

/** The product's slogan, the default share text (spec §1). */
export const DEFAULT_SHARE_TITLE = PRODUCT_SLOGAN

/** What useShareAppMessage returns for a content. */
export const appMessageShare = (c: ShareContent | null) => ({ title: c?.title || DEFAULT_SHARE_TITLE, path: c?.path || routes.home(), ...(c?.imageUrl ? { imageUrl: c.imageUrl } : {}) })

/** What useShareTimeline returns: Moments take the query apart from the page. */
export function timelineShare(c: ShareContent | null) {
  const path = c?.path || routes.home()
  const q = path.indexOf('?')
  return { title: c?.title || DEFAULT_SHARE_TITLE, query: q < 0 ? '' : path.slice(q + 1), ...(c?.imageUrl ? { imageUrl: c.imageUrl } : {}) }
}

/** A share of a page with the sharer as from_user (the invitee's login address then carries it). */
export function shareOf(title: string | undefined, route: string, query: Record<string, string | null | undefined> = {}, imageUrl?: string): ShareContent {
  return { title: title || DEFAULT_SHARE_TITLE, path: sharePath(route, query), ...(imageUrl ? { imageUrl } : {}) }
}

/** The home page's share: the slogan and home. */
export const HOME_SHARE: ShareContent = { title: DEFAULT_SHARE_TITLE, path: routes.home() }
