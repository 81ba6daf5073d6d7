import type { ShareContent } from './share'

/** The mini-program never runs inside the native shell. */
export function shareInNativeShell(_event: 'SHARE_ACTIVITY' | 'SHARE_INFO', _content: ShareContent): boolean {
  return false
}
