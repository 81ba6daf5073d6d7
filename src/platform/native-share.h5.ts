import { absoluteAddress, shareAddress } from '@/utils/share-address'
import { postToNative } from './native-bridge'
import type { ShareContent } from './share'

/** Asks the native shell to share (SHARE_ACTIVITY for activities, SHARE_INFO for other pages). */
export function shareInNativeShell(event: 'SHARE_ACTIVITY' | 'SHARE_INFO', content: ShareContent): boolean {
  const absolute = (u: string | undefined) => absoluteAddress(u, window.location.origin)
  return postToNative(event, { title: content.title, desc: content.desc ?? '', link: shareAddress(absolute(content.path)), imageUrl: absolute(content.imageUrl) })
}
