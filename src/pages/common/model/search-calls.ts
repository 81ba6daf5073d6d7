import { array, looseObject, nullish, number, string } from 'valibot'
import type { MoreSearchRequest, SearchRequest } from '@types-api/api/product'
import { declareService, sends } from '@/services/http/declare'
import { amount, listShape, productListItemShape } from '@/services/api/common-shapes'
import { productPageShape } from '@/services/api/product-item'

const mall = declareService('mall')

/** The search page's calls (spec §7 Products): every result, results per type, more of one type. */

/** POST search */
export const search = mall.post('/search', productPageShape, { body: sends<SearchRequest> })

export const searchGroupShape = looseObject({ productType: number(), typeName: string(), total: nullish(amount), list: nullish(array(productListItemShape)) })
/** POST groupSearch {keyword}: results per product type. */
export const groupSearch = mall.post('/groupSearch', listShape(searchGroupShape), { body: (keyword: string) => ({ keyword }) })
/** POST moreSearch: more results of one group. */
export const moreSearch = mall.post('/moreSearch', productPageShape, { body: sends<MoreSearchRequest> })
