import { useDidShow } from '@tarojs/taro'
import type { ApiResponse } from '@types-api/api/common'
import type { JssdkSignature } from '@types-api/api/share'
import { useEffect, useRef } from 'react'
import { applyPageShare, type ShareContent } from '@/platform/share'
import { useStores } from '@/stores/store-context'
import { jssdkSignatureShape } from './share-shapes'

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
      sign: (url) =>
        deps
          .send<ApiResponse<JssdkSignature>>({
            url: `${deps.config.hosts.openapi}/openapi/jssdk/sign?appId=${encodeURIComponent(deps.config.h5AppId)}&url=${encodeURIComponent(url)}`,
            method: 'GET',
            rule: 'code0',
            skipLoginWait: true,
            shape: jssdkSignatureShape,
          })
          .then((r) => r.data),
    })
  }
  const key = content ? `${content.title}|${content.path}|${content.imageUrl ?? ''}` : ''
  useEffect(apply, [key]) // eslint-disable-line react-hooks/exhaustive-deps
  useDidShow(apply)
}
