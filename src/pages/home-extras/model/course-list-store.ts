import { makeAutoObservable, runInAction } from 'mobx'
import type { TeachingMethod } from '@types-api/api/product'
import type { ProductCategory } from '@/services/api/catalog-api'
import type { ProductListItem } from '@/services/api/product-item'
import type { StoreDeps } from '@/stores/deps'
import { PagedList } from '@/stores/paged-list'
import { HOME_LIST_PAGE_SIZE } from '@/config/page-sizes'


/** Teaching-method filter (spec §2): all, 0 offline, 1 online. */
export const TEACHING_METHODS: ReadonlyArray<{ value: TeachingMethod | null; title: string }> = [
  { value: null, title: '全部' },
  { value: 0, title: '线下' },
  { value: 1, title: '线上' },
]

/**
 * Comprehensive courses: the course catalogue (product/discover, categoryType 1), filtered by
 * course category and teaching method. The chosen filters stay when a load fails.
 */
export class CourseListStore {
  categories: ProductCategory[] = []
  categoryId = ''
  teachingMethod: TeachingMethod | null = null
  readonly list: PagedList<ProductListItem>

  constructor(
    private readonly deps: StoreDeps,
    private readonly city: () => string | null = () => null,
  ) {
    this.list = new PagedList((pageIndex) => this.fetch(pageIndex))
    makeAutoObservable<CourseListStore, 'deps' | 'city'>(this, { deps: false, city: false, list: false })
  }

  /** On open and on pull-down: the category chips once (a failure just leaves them out) and page 1, what is shown staying until it arrives. */
  async open(): Promise<void> {
    await Promise.all([this.loadCategories(), this.list.refresh()])
  }

  selectCategory(categoryId: string): Promise<void> {
    this.categoryId = categoryId
    return this.list.reload()
  }

  selectMethod(method: TeachingMethod | null): Promise<void> {
    this.teachingMethod = method
    return this.list.reload()
  }

  private async loadCategories(): Promise<void> {
    if (this.categories.length) return
    try {
      const categories = await this.deps.api.catalog.productCategories(1)
      runInAction(() => (this.categories = categories))
    } catch {
      // the list still works without its category chips
    }
  }

  private fetch(pageIndex: number) {
    const city = this.city()
    return this.deps.api.catalog.discover({
      pageIndex,
      pageSize: HOME_LIST_PAGE_SIZE,
      categoryType: 1,
      ...(this.categoryId ? { categoryId: this.categoryId } : {}),
      ...(this.teachingMethod === null ? {} : { teachingMethod: this.teachingMethod }),
      ...(city ? { city } : {}),
    })
  }
}
