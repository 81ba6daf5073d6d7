import { makeAutoObservable, runInAction } from 'mobx'
import { SHIFT_LEVEL_KEY, type DictEntry, type Indication, type Region } from '@types-api/api/catalog'
import type { ProductCategory } from '@types-api/api/product'
import { errorText } from '@/services/http/errors'
import type { StoreDeps } from './deps'
import type { LoadStatus } from './load-status'

/** The choices of the filter panel: regions, indications, course levels, course and goods categories. */
export class FilterOptionsStore {
  regions: Region[] = []
  indications: Indication[] = []
  courseLevels: DictEntry[] = []
  courseCategories: ProductCategory[] = []
  goodsCategories: ProductCategory[] = []
  status: LoadStatus = 'idle'
  error = ''

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<FilterOptionsStore, 'deps'>(this, { deps: false })
  }

  /** Second-level indications, the ones products are tagged with. */
  get indicationLeaves(): Indication[] {
    return this.indications.flatMap((n) => (n.children?.length ? n.children : [n]))
  }

  /** Loads once; later calls reuse the answer unless the last one failed. */
  async load(): Promise<void> {
    if (this.status === 'ready' || this.status === 'loading') return
    this.status = 'loading'
    this.error = ''
    const { catalog } = this.deps.api
    try {
      const [regions, indications, levels, courses, goods] = await Promise.all([
        catalog.regions(),
        catalog.indications(),
        catalog.dict(SHIFT_LEVEL_KEY),
        catalog.productCategories(1),
        catalog.productCategories(2),
      ])
      runInAction(() => {
        this.regions = regions
        this.indications = indications
        this.courseLevels = levels
        this.courseCategories = courses
        this.goodsCategories = goods
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.error = errorText(e)
        this.status = 'error'
      })
    }
  }
}
