import { makeAutoObservable, runInAction } from 'mobx'
import type { ProductCategory, ProductCategoryKind, ProductListItem } from '@types-api/api/product'
import { errorText } from '@/services/http/errors'
import type { StoreDeps } from './deps'
import type { LoadStatus } from './load-status'
import { PagedList } from './paged-list'

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
  categories: Record<ProductCategoryKind, ProductCategory[]> = { 1: [], 2: [] }
  categoryIndex = 0
  status: LoadStatus = 'idle'
  error = ''
  readonly list: PagedList<ProductListItem>

  constructor(private readonly deps: StoreDeps) {
    this.list = new PagedList<ProductListItem>((pageIndex) => this.fetch(pageIndex))
    makeAutoObservable<MallStore, 'deps'>(this, { deps: false, list: false })
  }

  /** The side menu: 全部 first, then the kind's categories. */
  get menu(): ProductCategory[] {
    return [ALL_CATEGORIES, ...this.categories[this.kind]]
  }

  get category(): ProductCategory {
    return this.menu[this.categoryIndex] ?? ALL_CATEGORIES
  }

  /** Loads both category lists, then the first page of the current one. */
  async load(): Promise<void> {
    this.status = 'loading'
    this.error = ''
    try {
      const [courses, goods] = await Promise.all([this.deps.api.catalog.productCategories(1), this.deps.api.catalog.productCategories(2)])
      runInAction(() => {
        this.categories = { 1: courses, 2: goods }
        if (this.categoryIndex >= this.menu.length) this.categoryIndex = 0
        this.status = 'ready'
      })
      await this.list.reload()
    } catch (e) {
      runInAction(() => {
        this.error = errorText(e)
        this.status = 'error'
      })
    }
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
