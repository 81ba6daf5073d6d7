import { useEffect, useState, type ComponentType } from 'react'
import { networkState } from '@/stores/network-state'

export type DeferredPartProps<P> = P & {
  /** Load (once) and draw the part from now on; before the first time it is true nothing is drawn. */
  when: boolean
}

export interface DeferredPart<P> {
  Part: ComponentType<DeferredPartProps<P>>
  /** Starts loading the part's code; resolves when it is there. */
  preload: () => Promise<ComponentType<P>>
}

/**
 * A part of a page that is not on its first screen (a panel that opens on a tap, an invitation
 * shown once the lists are drawn), with its code fetched when it is first wanted: on H5 from its
 * own chunk, after the first screen; in the mini-program the import resolves from the same package.
 * Once loaded it stays drawn and takes its props like any component. A load that fails is tried
 * again the next time the part is wanted, or when the network comes back if it failed for want of
 * one; any other failure reaches the platform's handler of code that did not load
 * (src/platform/chunk-error).
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null
        throw error
      },
    ))

  function Part({ when, ...props }: DeferredPartProps<P>) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded)
    const [attempt, setAttempt] = useState(0)
    useEffect(() => {
      if (!when || component) return
      let live = true
      let stopWaiting = (): void => undefined
      void preload().then(
        (c) => {
          if (live) setComponent(() => c)
        },
        (error: unknown) => {
          // without a network the page stays as it is (the network notice says why) and the part is
          // asked for again when the network is back; any other failure goes to the handler
          if (networkState.online) throw error
          stopWaiting = networkState.onReturn(() => live && setAttempt((n) => n + 1))
        },
      )
      return () => {
        live = false
        stopWaiting()
      }
    }, [when, component, attempt])
    if (!component) return null
    const Loaded = component
    return <Loaded {...(props as P)} />
  }
  return { Part, preload }
}
