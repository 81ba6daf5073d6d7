import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { useClaimPageShare, useShareSetup } from '@/components/page-share/page-share'
import { applyPageShare, type ShareContent } from '@/platform/share'

/**
 * Sets the page's own share on H5 in WeChat (JS-SDK), instead of the default every page has: when
 * the content changes and every time the page shows again (a route change back to it). The
 * mini-program's share is the page's own useShareAppMessage / useShareTimeline.
 */
export function usePageShare(content: ShareContent | null): void {
  useClaimPageShare()
  const setup = useShareSetup()
  const latest = useRef(content)
  latest.current = content
  const apply = () => {
    const c = latest.current
    if (c && setup) void applyPageShare(c, setup)
  }
  const key = content ? `${content.title}|${content.path}|${content.imageUrl ?? ''}` : ''
  useEffect(apply, [key]) // eslint-disable-line react-hooks/exhaustive-deps
  useDidShow(apply)
}
