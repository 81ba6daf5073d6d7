import type { Advertising, Banner, DictEntry, Indication, NewUserGift, Region } from '@types-api/api/catalog'
import type { ApiResponse, PageResult } from '@types-api/api/common'
import type {
  DiscoverRequest,
  ModulePageQuery,
  MoreSearchRequest,
  PointDiscoverRequest,
  ProductCategory,
  ProductCategoryKind,
  ProductListItem,
  SearchGroup,
  SearchRequest,
} from '@types-api/api/product'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import type { DataShape } from '@/services/http/shape'
import {
  bannersShape,
  dictShape,
  indicationsShape,
  newUserGiftShape,
  productCategoriesShape,
  productPageShape,
  regionsShape,
  searchGroupsShape,
} from './shapes'

const emptyPage = <T>(): PageResult<T> => ({ list: [], total: 0 })

/** A page from the server, with a missing list or total read as empty. */
const pageOf = <T>(r: ApiResponse<PageResult<T> | null>): PageResult<T> => {
  const d = r.data ?? emptyPage<T>()
  return { list: Array.isArray(d.list) ? d.list : [], total: Number(d.total) || 0 }
}
const listOf = <T>(r: ApiResponse<T[] | null>): T[] => (Array.isArray(r.data) ? r.data : [])

/** Mall basics and product lists for browsing: home modules, mall tab, search. */
export function createCatalogApi(send: Send, config: AppConfig) {
  const base = config.hosts.mall
  const getPublic = <T>(path: string, shape: DataShape, data?: object) =>
    send<ApiResponse<T>>({ url: `${base}${path}`, method: 'GET', data, rule: 'code0', skipLoginWait: true, shape })
  const post = <T>(path: string, data: object, shape: DataShape) => send<ApiResponse<T>>({ url: `${base}${path}`, method: 'POST', data, rule: 'code0', shape })

  return {
    /** id 1 home, 2 mall */
    banners: (id: string | number) => getPublic<Banner[]>(`/basics/banner/${id}`, bannersShape).then(listOf),
    advertising: () => getPublic<Advertising[]>('/basics/advertising/Module_advertising', bannersShape).then(listOf),
    newUserGift: () => getPublic<NewUserGift | null>('/basics/newUserGift', newUserGiftShape).then((r) => r.data),
    regions: () => getPublic<Region[]>('/basics/region', regionsShape).then(listOf),
    indications: () => getPublic<Indication[]>('/basics/indicationTwo', indicationsShape).then(listOf),
    dict: (dictKey: string) => getPublic<DictEntry[]>('/basics/dict', dictShape, { dictKey }).then(listOf),
    /** 1 courses, 2 goods */
    productCategories: (kind: ProductCategoryKind) => getPublic<ProductCategory[]>(`/product/productCategory/${kind}`, productCategoriesShape).then(listOf),
    /** One page of a home module (Module_…). */
    modulePage: (code: string, query: ModulePageQuery) =>
      send<ApiResponse<PageResult<ProductListItem>>>({
        url: `${base}/basics/modulePage/${encodeURIComponent(code)}`,
        method: 'GET',
        data: query,
        rule: 'code0',
        shape: productPageShape,
      }).then(pageOf),
    discover: (req: DiscoverRequest) => post<PageResult<ProductListItem>>('/product/discover', req, productPageShape).then(pageOf),
    pointDiscover: (req: PointDiscoverRequest) => post<PageResult<ProductListItem>>('/point/discover', req, productPageShape).then(pageOf),
    search: (req: SearchRequest) => post<PageResult<ProductListItem>>('/search', req, productPageShape).then(pageOf),
    groupSearch: (keyword: string) => post<SearchGroup[]>('/groupSearch', { keyword }, searchGroupsShape).then(listOf),
    moreSearch: (req: MoreSearchRequest) => post<PageResult<ProductListItem>>('/moreSearch', req, productPageShape).then(pageOf),
  }
}
export type CatalogApi = ReturnType<typeof createCatalogApi>
