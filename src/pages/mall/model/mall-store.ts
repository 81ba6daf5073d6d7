import { makeAutoObservable, runInAction } from 'mobx'
import type { ProductCategoryKind } from '@types-api/api/product'
import type { ProductCategory } from '@/services/api/catalog-api'
import type { ProductListItem } from '@/services/api/product-item'
import { defineArea } from '@/stores/area-registry'
import type { StoreDeps } from '@/stores/deps'
import type { LoadStatus } from '@/stores/load-status'
import { PagedList } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'

export const MALL_PAGE_SIZE = 10
/** The first side-menu item: every category of the kind. */
export const ALL_CATEGORIES: ProductCategory = { categoryId: '', categoryName: '全部' }

export const MALL_KINDS: { kind: ProductCategoryKind; label: string }[] = [
  { kind: 1, label: '课程' },
  { kind: 2, label: '商品' },
]

/** The mall tab: courses or goods, a category side menu, and the discover list of the chosen category. */
export class MallStore {
  kind: ProductCategoryKind = 1
  categoryIndex = 0
  /** Both category lists (courses and goods); kept while they load again. */
  readonly categoryLists: Resource<Record<ProductCategoryKind, ProductCategory[]>>
  readonly list: PagedList<ProductListItem>

  constructor(private readonly deps: StoreDeps) {
    this.categoryLists = new Resource(async () => {
      const [courses, goods] = await Promise.all([deps.api.catalog.productCategories(1), deps.api.catalog.productCategories(2)])
      return { 1: courses, 2: goods }
    })
    this.list = new PagedList<ProductListItem>((pageIndex) => this.fetch(pageIndex))
    makeAutoObservable<MallStore, 'deps'>(this, { deps: false, list: false, categoryLists: false })
  }

  get categories(): Record<ProductCategoryKind, ProductCategory[]> {
    return this.categoryLists.value ?? { 1: [], 2: [] }
  }

  get status(): LoadStatus {
    return this.categoryLists.status
  }

  get error(): string {
    return this.categoryLists.error
  }

  /** The side menu: 全部 first, then the kind's categories. */
  get menu(): ProductCategory[] {
    return [ALL_CATEGORIES, ...this.categories[this.kind]]
  }

  get category(): ProductCategory {
    return this.menu[this.categoryIndex] ?? ALL_CATEGORIES
  }

  /**
   * On open and on pull-down: both category lists, then the first page of the current one. What is
   * on screen stays until the new answers arrive; a failed refresh keeps it.
   */
  async load(): Promise<void> {
    await this.categoryLists.load()
    if (this.categoryLists.status !== 'ready') return
    runInAction(() => {
      if (this.categoryIndex >= this.menu.length) this.categoryIndex = 0
    })
    await this.list.refresh()
  }

  setKind(kind: ProductCategoryKind): Promise<void> {
    if (kind === this.kind) return Promise.resolve()
    this.kind = kind
    this.categoryIndex = 0
    return this.list.reload()
  }

  chooseCategory(index: number): Promise<void> {
    if (index < 0 || index >= this.menu.length || index === this.categoryIndex) return Promise.resolve()
    this.categoryIndex = index
    return this.list.reload()
  }

  private fetch(pageIndex: number) {
    const { categoryId } = this.category
    return this.deps.api.catalog.discover({
      pageIndex,
      pageSize: MALL_PAGE_SIZE,
      categoryType: this.kind,
      ...(categoryId ? { categoryId } : {}),
    })
  }
}

/** The mall tab's model: what everyone sees, so it stays for the app's life (a login keeps the chosen kind and category). */
export const mallArea = defineArea('mall', ({ deps }) => new MallStore(deps), { lifetime: 'app' })
