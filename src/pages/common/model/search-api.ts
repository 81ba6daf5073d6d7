import type { InferOutput } from 'valibot'
import type { MoreSearchRequest, SearchRequest } from '@types-api/api/product'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { listOf } from '@/services/api/common-shapes'
import { productListItemOf, productPageOf } from '@/services/api/product-item'
import { groupSearch, moreSearch, search, type searchGroupShape } from './search-calls'

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
