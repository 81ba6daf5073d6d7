import { looseObject, nullish, string, type InferOutput } from 'valibot'
import { declareService } from '@/services/http/declare'
import { amount, listShape } from './common-shapes'

const mall = declareService('mall')

export const categoryTabShape = looseObject({
  code: string(),
  name: string(),
  description: nullish(string()),
  /** comma-separated platform numbers; 2 = this storefront */
  platformType: nullish(amount),
})
export type CategoryTab = InferOutput<typeof categoryTabShape>

/** GET basics/productModule: the home category tabs. Public: the home tab shows before login settles. */
export const categoryTabs = mall.get('/basics/productModule', listShape(categoryTabShape), { skipLoginWait: true })
