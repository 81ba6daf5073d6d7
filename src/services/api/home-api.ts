import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { listOf } from './common-shapes'
import { categoryTabs, type CategoryTab } from './home-calls'

/** Category tabs on this storefront: platformType contains 2 (spec §2). */
export const isStorefrontTab = (tab: CategoryTab): boolean =>
  String(tab.platformType ?? '')
    .split(',')
    .map((s) => s.trim())
    .includes('2')

/** Tab title: name · description. */
export const tabTitle = (tab: CategoryTab): string => (tab.description ? `${tab.name}·${tab.description}` : tab.name)

export function createHomeApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    /** Public: the home tab shows before login settles. */
    categoryTabs: async () => listOf(await call(categoryTabs)),
  }
}
export type HomeApi = ReturnType<typeof createHomeApi>
