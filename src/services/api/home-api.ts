import type { ApiResponse } from '@types-api/api/common'
import type { CategoryTab } from '@types-api/api/home'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { categoryTabsShape } from './shapes'

/** Category tabs on this storefront: platformType contains 2 (spec §2). */
export const isStorefrontTab = (tab: CategoryTab): boolean =>
  String(tab.platformType ?? '')
    .split(',')
    .map((s) => s.trim())
    .includes('2')

/** Tab title: name · description. */
export const tabTitle = (tab: CategoryTab): string => (tab.description ? `${tab.name}·${tab.description}` : tab.name)

export function createHomeApi(send: Send, config: AppConfig) {
  const base = config.hosts.mall
  return {
    /** Public: the home tab shows before login settles. */
    categoryTabs: () =>
      send<ApiResponse<CategoryTab[]>>({ url: `${base}/basics/productModule`, rule: 'code0', skipLoginWait: true, shape: categoryTabsShape }).then(
        (r) => r.data ?? [],
      ),
  }
}
export type HomeApi = ReturnType<typeof createHomeApi>
