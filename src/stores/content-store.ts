import { CourseListStore } from './course-list-store'
import type { StoreDeps } from './deps'
import { GiftStore } from './gift-store'

/** Content pages of the main package: comprehensive courses and the new-user gift pack. */
export class ContentStore {
  readonly courses: CourseListStore
  readonly gift: GiftStore

  constructor(deps: StoreDeps, city: () => string | null) {
    this.courses = new CourseListStore(deps, city)
    this.gift = new GiftStore(deps)
  }
}
