import { routes } from '@/config/routes'
import type { Query } from '@/utils/url'
import { withQuery } from '@/utils/url'
import { nativePlatformOf, type NativePlatform } from './native-platform'

/** Pages reachable without logging in (spec §2, §6): on H5, and in the mini-program when a shared link opens one. */
export const LOGIN_EXEMPT_PAGES: readonly string[] = [routes.publicPage.path, routes.goodsDetail.path, routes.openInWechat.path]
export const OPEN_IN_WECHAT_PAGE = routes.openInWechat.path
export { NATIVE_PLATFORMS, nativePlatformOf, type NativePlatform } from './native-platform'

/** usage=embed or debug=1 lets the page open outside WeChat's browser. */
export const hasOutsideWeChatPass = (query: Query): boolean => query.usage === 'embed' || query.debug === '1'

export interface H5EntryInput {
  /** Route path without query: '/' or a page's path (routes.home.path, …) */
  path: string
  query: Query
  isWeChatBrowser: boolean
  /** usage=embed / debug=1 seen earlier in this browser session */
  rememberedPass: boolean
  /** platform=ios|android seen earlier in this browser session */
  rememberedNative: NativePlatform | null
  hasStudentToken: boolean
}

export type H5EntryDecision =
  | { kind: 'open-in-wechat' }
  | { kind: 'logged-in' }
  | { kind: 'exchange'; token: string; appId: string; openId: string }
  | { kind: 'native-app'; platform: NativePlatform }
  | { kind: 'exempt-page' }
  | { kind: 'login-redirect' }

const normalisePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * Decides what an H5 visit does first (spec §1, §4, §6):
 * outside WeChat without a pass → the open-in-WeChat page; a stored student token → logged in;
 * a complete token from the address → exchange it; native app and the public pages → no redirect;
 * anything else → the external login address.
 */
/** The pages that never send a parent to the login address (spec §4, §8). */
export const isLoginExempt = (path: string): boolean => LOGIN_EXEMPT_PAGES.includes(normalisePath(path))

export function decideH5Entry(input: H5EntryInput): H5EntryDecision {
  const path = normalisePath(input.path)
  const native = nativePlatformOf(input.query) ?? input.rememberedNative
  const pass = hasOutsideWeChatPass(input.query) || input.rememberedPass
  if (!input.isWeChatBrowser && !pass && !native && path !== OPEN_IN_WECHAT_PAGE) return { kind: 'open-in-wechat' }
  if (input.hasStudentToken) return { kind: 'logged-in' }
  const { token, appId, openId } = input.query
  if (token && appId && openId) return { kind: 'exchange', token, appId, openId }
  if (native) return { kind: 'native-app', platform: native }
  if (isLoginExempt(path)) return { kind: 'exempt-page' }
  return { kind: 'login-redirect' }
}

export interface LoginUrlInput {
  loginUrl: string
  saleChannelIds: string
  couponId?: string | null
  facevalue?: string | null
  distributorId?: string | null
  organizationId?: string | null
  /** Where the login page sends the user back to (an internal route of this site). */
  returnTo: string
}

/** The external login address with sale channel ids, from_params, from_user and organization_id. */
export function buildLoginUrl(input: LoginUrlInput): string {
  return withQuery(input.loginUrl, {
    sale_channel_ids: input.saleChannelIds,
    from_params: input.couponId && input.facevalue ? `${input.couponId}_${input.facevalue}` : undefined,
    from_user: input.distributorId,
    organization_id: input.organizationId,
    redirect_uri: input.returnTo,
  })
}

/** After -400 / 401 on H5: clear and go to login, unless the address carries a token. */
export const shouldRedirectOnSessionInvalid = (query: Query): boolean => !query.token

/** Organization switch (spec §4): a source organization id that differs from the current one. */
export function organizationToSwitch(query: Query, currentOrganizationId: string | null): string | null {
  const source = query.source_organization_id
  if (!source) return null
  return source !== currentOrganizationId ? source : null
}
