import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { afterPicturesSettle } from '@/platform/pictures-settle'
import { IMAGE_FADE_MS } from '@/utils/image-state'

/**
 * Whether the home's first screen, once `drawn`, has settled: its pictures are in and faded in, and
 * the page is idle. What the parent does not see (the banners out of sight, the filter panel's code)
 * waits for this, so it never competes with what the parent sees first. Stays true for the page's
 * life. The wait runs only while the home is shown: a page opened over it before it has settled
 * (the login page of a parent not yet bound) stops the wait, and the home waits anew when shown again.
 */
export function useHomeFirstScreenSettled(drawn: boolean): boolean {
  const [settled, setSettled] = useState(false)
  const [shown, setShown] = useState(false)
  useDidShow(() => {
    if (!settled) setShown(true)
  })
  useDidHide(() => {
    if (!settled) setShown(false)
  })
  useEffect(() => {
    if (!drawn || !shown || settled) return undefined
    return afterPicturesSettle(() => setSettled(true), IMAGE_FADE_MS)
  }, [drawn, shown, settled])
  return settled
}
