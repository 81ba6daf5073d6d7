import { createRegionApi, type RegionApi } from '@/shared/region/region-api'
import { defineArea, type AreaContext } from '@/stores/area-registry'
import { CityListStore } from './city-list-store'
import { createConsultationApi, type ConsultationApi } from './consultation-api'
import { ConsultationForm } from './consultation-form'
import { createSearchApi, type SearchApi } from './search-api'
import { SearchStore } from './search-store'

/**
 * The common pages (choose city, search, consultation): each opened page gets its own store, made
 * here like every other area's model.
 */
export function buildCommonModel(
  { deps }: AreaContext,
  region: RegionApi = createRegionApi(deps.send, deps.config),
  search: SearchApi = createSearchApi(deps.send, deps.config),
  consultation: ConsultationApi = createConsultationApi(deps.send, deps.config),
) {
  return {
    cityList: () => new CityListStore(region),
    search: () => new SearchStore(search, deps.storage),
    consultation: () => new ConsultationForm(consultation, () => deps.clock.now()),
  }
}

export const commonArea = defineArea('common', (ctx) => buildCommonModel(ctx))
