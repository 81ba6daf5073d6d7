import { useEffect, useRef } from 'react'
import { networkState } from '@/stores/network-state'

/**
 * Runs `again` each time the network comes back while the component is on screen: what failed for
 * want of a network (a page's error, a list's failed page) loads again on its own. Nothing when
 * `again` is undefined.
 */
export function useNetworkReturn(again: (() => void) | undefined): void {
  const latest = useRef(again)
  latest.current = again
  const wanted = Boolean(again)
  useEffect(() => (wanted ? networkState.onReturn(() => latest.current?.()) : undefined), [wanted])
}
