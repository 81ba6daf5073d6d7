import { reaction } from 'mobx'
import { array } from 'valibot'
import { categoryTabShape, type CategoryTab } from '@/services/api/home-calls'
import { launchSnapshot, readLaunchSnapshot } from '@/utils/launch-snapshot'
import type { KeyValueStorage } from './key-value'

/** The home's tabs as they load (the home store's tabList). */
export interface HomeTabs {
  readonly status: string
  readonly value: CategoryTab[] | null
  set(tabs: CategoryTab[]): void
}

/** Where the tabs are kept (config/storage-keys.ts names it among the keys). */
export const HOME_TABS_KEY = 'home_tabs'

const tabsSnapshot = { tabs: array(categoryTabShape) }

/**
 * Mini-program: the home's tabs of the last launch (not older than a day) stand in until the
 * service answers, so the first tab's list is asked for at once, beside the tabs, instead of one
 * round trip after them. A different answer replaces them, and a different first tab opens its own
 * list. Each answer is kept for the next launch. (H5 keeps none: home-tabs-memory.h5.ts.)
 */
export function rememberHomeTabs(tabs: HomeTabs, storage: KeyValueStorage, now: () => number): void {
  const last = readLaunchSnapshot(storage.get(HOME_TABS_KEY), now(), tabsSnapshot)
  if (last?.tabs.length) tabs.set(last.tabs)
  reaction(
    () => (tabs.status === 'ready' ? tabs.value : null),
    (answered) => {
      if (answered?.length) storage.set(HOME_TABS_KEY, launchSnapshot({ tabs: answered }, now()))
    },
  )
}
