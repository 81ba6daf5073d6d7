import type { CategoryTab } from '@/services/api/home-calls'
import { HOME_TABS_KEY, rememberHomeTabs } from '@/platform/home-tabs-memory'
import { HomeStore } from '@/stores/home-store'
import { LAUNCH_SNAPSHOT_MAX_AGE_MS, launchSnapshot } from '@/utils/launch-snapshot'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const NOW = Date.UTC(2026, 10, 29, 2, 0, 0)
const tab = (code: string, platformType = '1,2'): CategoryTab => ({ code, name: `栏目${code}`, description: null, platformType })

function storeWith(stored: string | null, answer: () => Promise<CategoryTab[]>) {
  const categoryTabs = jest.fn(answer)
  const deps = fakeDeps({ now: NOW, storage: stored ? { [HOME_TABS_KEY]: stored } : {}, api: fakeApi({ home: { categoryTabs } }) })
  const store = new HomeStore(deps)
  // as the app's launch does, once the stores are built
  const remember = () => rememberHomeTabs(store.tabList, deps.storage, deps.clock.now)
  return { deps, categoryTabs, store, remember }
}

describe('the home tabs of the last launch (mini-program)', () => {
  it('are stored once the service answered: this storefront’s tabs only', async () => {
    const { deps, store, remember } = storeWith(null, async () => [tab('Module_Recommend'), tab('Module_App', '1'), tab('Module_Course')])
    remember()
    await store.loadTabs()
    const stored = JSON.parse(deps.storage.get(HOME_TABS_KEY)!) as { savedAt: number; tabs: CategoryTab[] }
    expect(stored.savedAt).toBe(NOW)
    expect(stored.tabs.map((t) => t.code)).toEqual(['Module_Recommend', 'Module_Course'])
  })

  it('stand in at once, so the first tab is known before the service answers; the answer replaces them', async () => {
    let answer!: (tabs: CategoryTab[]) => void
    const { store, remember } = storeWith(launchSnapshot({ tabs: [tab('Module_Recommend'), tab('Module_Old')] }, NOW - 60_000), () => new Promise((r) => (answer = r)))
    remember()
    expect(store.activeTab?.code).toBe('Module_Recommend')
    const loading = store.loadTabs()
    expect(store.tabs.map((t) => t.code)).toEqual(['Module_Recommend', 'Module_Old'])
    answer([tab('Module_New'), tab('Module_Recommend')])
    await loading
    expect(store.tabs.map((t) => t.code)).toEqual(['Module_New', 'Module_Recommend'])
    expect(store.activeTab?.code).toBe('Module_New')
  })

  it('stay when the service fails, and are not stored again', async () => {
    const stored = launchSnapshot({ tabs: [tab('Module_Recommend')] }, NOW - 60_000)
    const { deps, store, remember } = storeWith(stored, () => Promise.reject(new Error('network')))
    remember()
    await store.loadTabs()
    expect(store.tabs.map((t) => t.code)).toEqual(['Module_Recommend'])
    expect(deps.storage.get(HOME_TABS_KEY)).toBe(stored)
  })

  it('are not used when older than a day, from the future, empty or not in the stored form', () => {
    const tabs = [tab('Module_Recommend')]
    const restored = (stored: string) => {
      const { store, remember } = storeWith(stored, () => new Promise(() => undefined))
      remember()
      return store.tabList.value
    }
    expect(restored(launchSnapshot({ tabs }, NOW - LAUNCH_SNAPSHOT_MAX_AGE_MS))).toEqual(tabs)
    expect(restored(launchSnapshot({ tabs }, NOW - LAUNCH_SNAPSHOT_MAX_AGE_MS - 1))).toBeNull()
    expect(restored(launchSnapshot({ tabs }, NOW + 1))).toBeNull()
    expect(restored(launchSnapshot({ tabs: [] }, NOW))).toBeNull()
    expect(restored(launchSnapshot({ tabs: [{ code: 3 }] }, NOW))).toBeNull()
    expect(restored(JSON.stringify({ version: 2, savedAt: NOW, tabs }))).toBeNull()
    expect(restored('{')).toBeNull()
  })
})
