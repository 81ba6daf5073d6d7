import { useEffect, useState, type ComponentType } from 'react'

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
 * again the next time the part is wanted; the failure itself reaches the platform's handler of
 * code that did not load (src/platform/chunk-error).
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
    useEffect(() => {
      if (!when || component) return
      let live = true
      void preload().then((c) => {
        if (live) setComponent(() => c)
      })
      return () => {
        live = false
      }
    }, [when, component])
    if (!component) return null
    const Loaded = component
    return <Loaded {...(props as P)} />
  }
  return { Part, preload }
}
