import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { applyPageShare, type ShareContent } from '@/platform/share'
import { createCall } from '@/services/http/declare'
import { useStores } from '@/stores/store-context'
import { jssdkSign } from './share-calls'

/**
 * Sets the page's share on H5 in WeChat (JS-SDK): when the content changes and every time the page
 * shows again (a route change back to it). The mini-program's share is the page's own
 * useShareAppMessage / useShareTimeline.
 */
export function usePageShare(content: ShareContent | null): void {
  const { deps } = useStores()
  const latest = useRef(content)
  latest.current = content
  const apply = () => {
    const c = latest.current
    if (!c) return
    void applyPageShare(c, {
      appId: deps.config.h5AppId,
      sign: async (url) => {
        const s = await createCall(deps.send, deps.config.hosts)(jssdkSign, { appId: deps.config.h5AppId, url })
        // the page's own app id when the service leaves it out
        return { appId: s.appId ?? '', timestamp: Number(s.timestamp), nonceStr: s.nonceStr, signature: s.signature }
      },
    })
  }
  const key = content ? `${content.title}|${content.path}|${content.imageUrl ?? ''}` : ''
  useEffect(apply, [key]) // eslint-disable-line react-hooks/exhaustive-deps
  useDidShow(apply)
}
