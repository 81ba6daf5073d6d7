import { array, looseObject, nullish, number, string, type InferOutput } from 'valibot'
import type { MoreSearchRequest, SearchRequest } from '@types-api/api/product'
import type { AppConfig } from '@/config/app-config'
import { declareService, createCall, sends } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { amount, listOf, listShape, productListItemShape } from '@/services/api/common-shapes'
import { productListItemOf, productPageOf, productPageShape } from '@/services/api/product-item'

const mall = declareService('mall')

/** The search page's calls (spec §7 Products): every result, results per type, more of one type. */

/** POST search */
export const search = mall.post('/search', productPageShape, { body: sends<SearchRequest> })

const searchGroupShape = looseObject({ productType: number(), typeName: string(), total: nullish(amount), list: nullish(array(productListItemShape)) })
/** POST groupSearch {keyword}: results per product type. */
export const groupSearch = mall.post('/groupSearch', listShape(searchGroupShape), { body: (keyword: string) => ({ keyword }) })
/** POST moreSearch: more results of one group. */
export const moreSearch = mall.post('/moreSearch', productPageShape, { body: sends<MoreSearchRequest> })

/** One group of the search: its total as a number, its products as cards. */
function searchGroupOf({ list, ...group }: InferOutput<typeof searchGroupShape>) {
  return { ...group, total: Number(group.total) || 0, list: listOf(list).map(productListItemOf) }
}
export type SearchGroup = ReturnType<typeof searchGroupOf>

export function createSearchApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    search: async (req: SearchRequest) => productPageOf(await call(search, req)),
    groupSearch: async (keyword: string): Promise<SearchGroup[]> => listOf(await call(groupSearch, keyword)).map(searchGroupOf),
    moreSearch: async (req: MoreSearchRequest) => productPageOf(await call(moreSearch, req)),
  }
}
export type SearchApi = ReturnType<typeof createSearchApi>
