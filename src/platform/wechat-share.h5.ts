import defaultPicture from '@/assets/share/default-share.png'
import { absoluteAddress, shareAddress } from '@/utils/share-address'
import { isIosDevice } from './browser'
import type { ShareContent, ShareSetup } from './share'

/*
 * A page's share in WeChat's browser (platform/share.h5 loads this module there, the first time a
 * page sets its share; no other browser downloads it).
 */

/** WeChat's JS-SDK, loaded from WeChat's own address the first time a page in WeChat shares. */
const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

interface ShareData {
  title: string
  desc?: string
  link: string
  imgUrl: string
}
interface WeixinSdk {
  config(c: Record<string, unknown>): void
  ready(fn: () => void): void
  error(fn: (e: unknown) => void): void
  updateAppMessageShareData(d: ShareData): void
  updateTimelineShareData(d: Omit<ShareData, 'desc'>): void
}

let sdk: Promise<WeixinSdk> | null = null
function loadSdk(): Promise<WeixinSdk> {
  const w = window as unknown as { wx?: WeixinSdk }
  if (w.wx?.config) return Promise.resolve(w.wx)
  sdk ??= new Promise<WeixinSdk>((resolve, reject) => {
    const s = document.createElement('script')
    s.src = SDK_URL
    s.async = true
    s.onload = () => (w.wx ? resolve(w.wx) : reject(new Error('no wx')))
    s.onerror = () => {
      sdk = null
      reject(new Error('JS-SDK failed to load'))
    }
    document.head.appendChild(s)
  })
  return sdk
}

type Signature = Awaited<ReturnType<ShareSetup['sign']>>
/** One signature per page address: a page shown again (history back) is configured without a new request. */
const signatures = new Map<string, Promise<Signature>>()
function signOnce(url: string, setup: ShareSetup): Promise<Signature> {
  let sig = signatures.get(url)
  if (!sig) {
    sig = setup.sign(url)
    signatures.set(url, sig)
    // a failed signature is asked for again the next time
    sig.catch(() => signatures.delete(url))
  }
  return sig
}

/** The address and content last set: the same page showing the same share is not configured twice. */
let lastApplied = ''

/**
 * Signs the page address (without token, appId, openId; once per address; on iOS the address the
 * app was entered with) and sets what "send to friend" and "Moments" share: the content's page, or
 * the page's own address when its path is '', with the default picture when it has none. Resolves
 * whether it was set.
 */
export async function applyWeChatShare(content: ShareContent, setup: ShareSetup, entryHref: string): Promise<boolean> {
  const absolute = (u: string | undefined) => absoluteAddress(u, window.location.origin)
  const url = shareAddress(isIosDevice() && entryHref ? entryHref : window.location.href)
  const link = shareAddress(content.path ? absolute(content.path) : window.location.href)
  const imgUrl = absolute(content.imageUrl || defaultPicture)
  const key = JSON.stringify([url, content.title, content.desc ?? '', link, imgUrl])
  if (key === lastApplied) return true
  lastApplied = key
  try {
    const sig = await signOnce(url, setup)
    const wx = await loadSdk()
    wx.config({ debug: false, appId: sig.appId || setup.appId, timestamp: sig.timestamp, nonceStr: sig.nonceStr, signature: sig.signature, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] })
    await new Promise<void>((resolve) => {
      wx.ready(() => {
        wx.updateAppMessageShareData({ title: content.title, desc: content.desc ?? '', link, imgUrl })
        wx.updateTimelineShareData({ title: content.title, link, imgUrl })
        resolve()
      })
      wx.error(() => resolve())
    })
    return true
  } catch {
    // sharing falls back to WeChat's default card; the page itself keeps working
    if (lastApplied === key) lastApplied = ''
    return false
  }
}
