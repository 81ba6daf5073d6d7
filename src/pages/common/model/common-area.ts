import { defineArea } from '@/stores/area-registry'
import { CityListStore } from './city-list-store'
import { ConsultationForm } from './consultation-form'
import { SearchStore } from './search-store'

/**
 * The common pages (choose city, search, consultation): each opened page gets its own store, made
 * here like every other area's model.
 */
export const commonArea = defineArea('common', ({ deps }) => ({
  cityList: () => new CityListStore(deps),
  search: () => new SearchStore(deps),
  consultation: () => new ConsultationForm(deps.api, () => deps.clock.now()),
}))
