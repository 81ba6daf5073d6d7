import { createContext, useContext, type ReactNode } from 'react'
import type { AreaDefinition } from './area-registry'
import type { RootStore } from './root-store'

const StoreContext = createContext<RootStore | null>(null)

export function StoreProvider({ store, children }: { store: RootStore; children?: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

export function useStores(): RootStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useStores() needs a <StoreProvider> above it')
  return store
}

/** The root store when a page is mounted under the app's provider; null in a bare component test. */
export function useOptionalStores(): RootStore | null {
  return useContext(StoreContext)
}

/**
 * The model of an area, created on first use; only the area's own pages and components call this.
 * An observer that calls it draws again with a new model when the registry is cleared (another
 * parent logged in, an organization switch).
 */
export function useArea<T>(def: AreaDefinition<T>): T {
  return useStores().areas.get(def)
}
