import { useStores } from '@/stores/store-context'
import { homeFirstScreenDrawn } from '@/utils/home-first-screen'

/** Whether the home's first screen is drawn (read inside an observer, it follows the stores). */
export function useHomeFirstScreenDrawn(): boolean {
  const { home, homeContent, moduleList } = useStores()
  return homeFirstScreenDrawn({ contentLoaded: homeContent.loaded, tabs: home.tabList.value ? 'ready' : home.tabList.status, tabCount: home.tabs.length, list: moduleList.active })
}
