import { looseObject, nullish, string, type InferOutput } from 'valibot'
import type { AppConfig } from '@/config/app-config'
import { declareService, createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { amount, listOf, listShape } from './common-shapes'

const mall = declareService('mall')

const categoryTabShape = looseObject({
  code: string(),
  name: string(),
  description: nullish(string()),
  /** comma-separated platform numbers; 2 = this storefront */
  platformType: nullish(amount),
})
export type CategoryTab = InferOutput<typeof categoryTabShape>

/** GET basics/productModule: the home category tabs. Public: the home tab shows before login settles. */
export const categoryTabs = mall.get('/basics/productModule', listShape(categoryTabShape), { skipLoginWait: true })

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
