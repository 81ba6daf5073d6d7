import { defineArea } from '@/stores/area-registry'
import { CourseListStore } from './course-list-store'
import { GiftStore } from './gift-store'

/**
 * The comprehensive-course list and the new-user gift pack, at the spec's addresses
 * /pages/home/course and /pages/home/gift-bag; their code is the pages/home-extras subpackage
 * (src/config/moved-pages.ts) and their model is built only when one of them opens.
 */
export class HomeExtrasModel {
  readonly courses: CourseListStore
  readonly gift: GiftStore

  constructor(courses: CourseListStore, gift: GiftStore) {
    this.courses = courses
    this.gift = gift
  }
}

export const homeExtrasArea = defineArea(
  'home-extras',
  ({ deps, shell }) => new HomeExtrasModel(new CourseListStore(deps, () => shell.city.city?.name ?? null), new GiftStore(deps)),
)
