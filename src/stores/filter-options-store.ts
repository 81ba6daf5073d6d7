import { makeAutoObservable } from 'mobx'
import { SHIFT_LEVEL_KEY } from '@types-api/api/catalog'
import type { DictEntry, Indication, IndicationLeaf, ProductCategory, Region } from '@/services/api/catalog-api'
import type { StoreDeps } from './deps'
import { Resource } from './resource'

export interface FilterOptions {
  regions: Region[]
  indications: Indication[]
  courseLevels: DictEntry[]
  courseCategories: ProductCategory[]
  goodsCategories: ProductCategory[]
}

const NONE: FilterOptions = { regions: [], indications: [], courseLevels: [], courseCategories: [], goodsCategories: [] }

/** The choices of the filter panel: regions, indications, course levels, course and goods categories. */
export class FilterOptionsStore {
  /** Everything the panel offers, loaded together. */
  readonly options: Resource<FilterOptions>

  constructor(deps: StoreDeps) {
    this.options = new Resource(async () => {
      const { catalog } = deps.api
      const [regions, indications, courseLevels, courseCategories, goodsCategories] = await Promise.all([
        catalog.regions(),
        catalog.indications(),
        catalog.dict(SHIFT_LEVEL_KEY),
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
