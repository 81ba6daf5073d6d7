import { makeAutoObservable } from 'mobx'
import { SHIFT_LEVEL_KEY } from '@types-api/api/catalog'
import type { CatalogApi, ProductCategory } from '@/services/api/catalog-api'
import { defineArea } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'
import { createFilterOptionsApi, type DictEntry, type FilterOptionsApi, type Indication, type IndicationLeaf, type Region } from './filter-options-api'

export interface FilterOptions {
  regions: Region[]
  indications: Indication[]
  courseLevels: DictEntry[]
  courseCategories: ProductCategory[]
  goodsCategories: ProductCategory[]
}

const NONE: FilterOptions = { regions: [], indications: [], courseLevels: [], courseCategories: [], goodsCategories: [] }

/**
 * The choices of the home's filter panel: regions, indications, course levels, course and goods
 * categories. What everyone sees: loaded once for the app's life, the first time the panel opens.
 */
export class FilterOptionsStore {
  /** Everything the panel offers, loaded together. */
  readonly options: Resource<FilterOptions>

  constructor(api: FilterOptionsApi, catalog: Pick<CatalogApi, 'productCategories'>) {
    this.options = new Resource(async () => {
      const [regions, indications, courseLevels, courseCategories, goodsCategories] = await Promise.all([
        api.regions(),
        api.indications(),
        api.dict(SHIFT_LEVEL_KEY),
        catalog.productCategories(1),
        catalog.productCategories(2),
      ])
      return { regions, indications, courseLevels, courseCategories, goodsCategories }
    })
    makeAutoObservable(this, { options: false })
  }

  private get value(): FilterOptions {
    return this.options.value ?? NONE
  }

  get regions(): Region[] {
    return this.value.regions
  }

  get indications(): Indication[] {
    return this.value.indications
  }

  get courseLevels(): DictEntry[] {
    return this.value.courseLevels
  }

  get courseCategories(): ProductCategory[] {
    return this.value.courseCategories
  }

  get goodsCategories(): ProductCategory[] {
    return this.value.goodsCategories
  }

  /** Second-level indications, the ones products are tagged with. */
  get indicationLeaves(): IndicationLeaf[] {
    return this.indications.flatMap((n) => (n.children?.length ? n.children : [n]))
  }

  /** Loads once; later calls reuse the answer unless the last one failed. */
  load(): Promise<void> {
    if (this.options.value || this.options.status === 'loading') return Promise.resolve()
    return this.options.load()
  }
}

export const filterOptionsArea = defineArea(
  'filter-options',
  ({ deps }) => new FilterOptionsStore(createFilterOptionsApi(deps.send, deps.config), deps.api.catalog),
  { lifetime: 'app' },
)
