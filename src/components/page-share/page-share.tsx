import { useDidShow } from '@tarojs/taro'
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react'
import { applyPageShare, type ShareContent, type ShareSetup } from '@/platform/share'
import { jssdkSign } from '@/services/api/share-calls'
import { createCall } from '@/services/http/declare'
import { useOptionalStores } from '@/stores/store-context'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'

/**
 * Every page's share in WeChat's browser (spec §7: a share config per page URL). A page that shares
 * something of its own claims its scope with usePageShare; every other page shares its own address
 * with the product's default title and description. The mini-program shares through each page's
 * useShareAppMessage, so nothing happens there (see platform/share).
 */

/** What a page without its own share text shares: its own address (path '' = the page's address). */
export const DEFAULT_PAGE_SHARE: ShareContent = { title: PRODUCT_SLOGAN, desc: '儿童康复课程、发育测评、家长培训与成长服务', path: '' }

interface Claim {
  claimed: boolean
}
const ShareClaim = createContext<Claim | null>(null)

/** How a page's address is signed for the JS-SDK: GET /openapi/jssdk/sign with the H5 app id. */
export function useShareSetup(): ShareSetup | null {
  const stores = useOptionalStores()
  if (!stores) return null
  const { send, config } = stores.deps
  return {
    appId: config.h5AppId,
    sign: async (url) => {
      const s = await createCall(send, config.hosts)(jssdkSign, { appId: config.h5AppId, url })
      // the page's own app id when the service leaves it out
      return { appId: s.appId ?? '', timestamp: Number(s.timestamp), nonceStr: s.nonceStr, signature: s.signature }
    },
  }
}

/** Said by a page that sets its own share (usePageShare): the default is then not applied. */
export function useClaimPageShare(): void {
  const claim = useContext(ShareClaim)
  if (claim) claim.claimed = true
}

/**
 * Around every page (components/page-boundary): on entry and on each show again (a history change
 * back to it), the default share unless the page claimed it. The platform sets the same share for the
 * same address once.
 */
export function PageShareScope({ children }: { children?: ReactNode }) {
  const claim = useRef<Claim>({ claimed: false })
  const setup = useShareSetup()
  const applyDefault = () => {
    if (!claim.current.claimed && setup) void applyPageShare(DEFAULT_PAGE_SHARE, setup)
  }
  // a page's own usePageShare claims the scope while it renders, before this effect runs
  useEffect(applyDefault, []) // eslint-disable-line react-hooks/exhaustive-deps
  useDidShow(applyDefault)
  return <ShareClaim.Provider value={claim.current}>{children}</ShareClaim.Provider>
}
