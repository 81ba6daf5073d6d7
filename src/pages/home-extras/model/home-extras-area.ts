import { defineArea } from '@/stores/area-registry'
import { CourseListStore } from './course-list-store'
import { GiftStore } from './gift-store'

/**
 * The comprehensive-course list and the new-user gift pack. Their pages keep the spec's addresses
 * /pages/home/course and /pages/home/gift-bag, which on the mini-program can only be main-package
 * pages (a subpackage may not share the home tab's folder); their model is still built only when
 * one of them opens.
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
