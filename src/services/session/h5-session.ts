import type { AppConfig } from '@/config/app-config'
import { SessionKey, StorageKey } from '@/config/storage-keys'
import type { Api } from '@/services/api'
import type { KeyValueStorage } from '@/platform/key-value'
import type { SessionLogin } from './session-login'
import { rememberedNativePlatform } from './native-platform'
import type { Query } from '@/utils/url'
import {
  buildLoginUrl,
  decideH5Entry,
  hasOutsideWeChatPass,
  isLoginExempt,
  nativePlatformOf,
  OPEN_IN_WECHAT_PAGE,
  organizationToSwitch,
  shouldRedirectOnSessionInvalid,
  type H5EntryDecision,
  type NativePlatform,
} from './h5-entry'

export interface H5Entry {
  path: string
  query: Query
  href: string
}

export interface H5SessionDeps {
  store: SessionLogin
  api: Api
  config: AppConfig
  storage: KeyValueStorage
  session: KeyValueStorage
  entry: () => H5Entry
  isWeChatBrowser: boolean
  origin: string
  nav: {
    replace(url: string): void
    reload(): void
    dropQueryParams(keys: string[]): void
  }
  nativeLogin: () => Promise<string>
}

const PASS_FLAG = 'entry_pass'

/** usage=embed / debug=1 and platform=ios|android hold for the whole browser session. */
function rememberEntryFlags(d: H5SessionDeps, query: Query): { pass: boolean; native: NativePlatform | null } {
  if (hasOutsideWeChatPass(query)) d.session.set(PASS_FLAG, '1')
  const native = nativePlatformOf(query)
  if (native) d.session.set(SessionKey.fromApp, native)
  const remembered = d.session.get(SessionKey.fromApp)
  return {
    pass: d.session.get(PASS_FLAG) === '1',
    native: remembered === 'ios' || remembered === 'android' ? remembered : null,
  }
}

/** The native platform this visit came from, if any. */
export { rememberedNativePlatform }

/** The external login address for this visit, with the way back to the current page. */
export function loginRedirectUrl(d: Pick<H5SessionDeps, 'config' | 'storage' | 'entry' | 'origin'>): string {
  const { query, href } = d.entry()
  const couponId = query.couponId || d.storage.get(StorageKey.couponId)
  const returnTo = href.startsWith(d.origin) ? href.slice(d.origin.length) || '/' : '/'
  return buildLoginUrl({
    loginUrl: d.config.loginUrl,
    saleChannelIds: d.storage.get(StorageKey.saleChannelIds) || d.config.saleChannelIds,
    couponId,
    facevalue: query.facevalue,
    distributorId: query.from_user || d.storage.get(StorageKey.distributorId),
    organizationId: query.organization_id || d.storage.get(StorageKey.currentOrganizationId),
    returnTo,
  })
}

async function switchOrganizationIfAsked(d: H5SessionDeps, query: Query): Promise<'reloading' | 'login' | 'stay'> {
  const target = organizationToSwitch(query, d.store.organizationId)
  if (!target) return 'stay'
  const orgs = await d.api.auth.userOrganizations()
  if (!orgs.some((o) => o.organizationId === target)) return 'login'
  await d.api.auth.userOrganizationSet({ dataType: 1, organizationId: target })
  d.store.setOrganizationId(target)
  d.nav.dropQueryParams(['source_organization_id'])
  d.nav.reload()
  return 'reloading'
}

/**
 * Spec §8: a login that finds no student for the parent goes to the login address (sale channel ids,
 * from_params …), except on the exempt pages. A lookup that failed says nothing: the parent stays.
 */
async function hasStudentOrExempt(d: H5SessionDeps, path: string): Promise<boolean> {
  const found = await d.store.lookupStudent().then(
    () => d.store.studentId !== null,
    () => true,
  )
  return found || isLoginExempt(path)
}

/**
 * Starts the H5 session: the open-in-WeChat rule, stored token, token exchange, native shell,
 * exempt pages, the login redirect, and the organization switch. Always marks login ready.
 */
export async function startH5Session(d: H5SessionDeps): Promise<H5EntryDecision> {
  const entry = d.entry()
  const query = entry.query
  if (query.couponId) d.storage.set(StorageKey.couponId, query.couponId)
  if (query.from_user) d.storage.set(StorageKey.distributorId, query.from_user)
  const flags = rememberEntryFlags(d, query)
  const decision = decideH5Entry({
    path: entry.path,
    query,
    isWeChatBrowser: d.isWeChatBrowser,
    rememberedPass: flags.pass,
    rememberedNative: flags.native,
    hasStudentToken: !!d.store.studentToken,
  })
  const toLogin = () => d.nav.replace(loginRedirectUrl(d))
  try {
    switch (decision.kind) {
      case 'open-in-wechat':
        d.nav.replace(`${d.origin}${OPEN_IN_WECHAT_PAGE}`)
        break
      case 'logged-in':
        if ((await switchOrganizationIfAsked(d, query)) === 'login') toLogin()
        break
      case 'exchange': {
        d.storage.set(StorageKey.h5Token, decision.token)
        d.storage.set(StorageKey.h5AppId, decision.appId)
        d.storage.set(StorageKey.h5OpenId, decision.openId)
        try {
          const token = await d.api.auth.exchangeH5Token(decision)
          d.store.saveToken(token)
          d.store.setIdentity({ openId: decision.openId })
          d.nav.dropQueryParams(['token', 'appId', 'openId'])
        } catch {
          toLogin()
          break
        }
        if (!(await hasStudentOrExempt(d, entry.path))) {
          toLogin()
          break
        }
        if ((await switchOrganizationIfAsked(d, query)) === 'login') toLogin()
        break
      }
      case 'native-app':
        // never redirected: the shell logs in and calls back; the page works meanwhile
        void d.nativeLogin().then((accessToken) =>
          d.store.saveToken({ access_token: accessToken, refresh_token: '', expires_in: 7200, scope: 'app' }),
        )
        break
      case 'exempt-page':
        break
      case 'login-redirect':
        toLogin()
        break
    }
  } catch {
    // an organization lookup that failed leaves the user where they are
  } finally {
    d.store.markReady()
  }
  return decision
}

/**
 * H5 policy for -400 / HTTP 401: clear storage and go to login, unless the address carries a
 * token (it is being exchanged) or the page runs in the native shell (which is asked to log in).
 */
export function h5SessionInvalidHandler(d: H5SessionDeps): () => Promise<boolean> | void {
  let redirecting = false
  let nativeRenewal: Promise<boolean> | null = null
  return () => {
    if (redirecting || !shouldRedirectOnSessionInvalid(d.entry().query)) return
    const native = rememberedNativePlatform(d.session)
    if (native) {
      // a burst of refusals asks the shell once; the token it returns is stored and used
      if (!nativeRenewal) {
        d.store.clear()
        d.storage.clear()
        d.session.set(SessionKey.fromApp, native)
        nativeRenewal = d
          .nativeLogin()
          .then((accessToken) => {
            d.store.saveToken({ access_token: accessToken, refresh_token: '', expires_in: 7200, scope: 'app' })
            return true
          })
          .catch(() => false)
          .finally(() => (nativeRenewal = null))
      }
      return nativeRenewal
    }
    d.store.clear()
    d.storage.clear()
    redirecting = true
    d.session.clear()
    d.nav.replace(loginRedirectUrl(d))
  }
}
