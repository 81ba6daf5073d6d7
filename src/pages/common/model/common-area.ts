import { createRegionApi, type RegionApi } from '@/shared/region/region-api'
import { defineArea, type AreaContext } from '@/stores/area-registry'
import { CityListStore } from './city-list-store'
import { ConsultationForm } from './consultation-form'
import { SearchStore } from './search-store'

/**
 * The common pages (choose city, search, consultation): each opened page gets its own store, made
 * here like every other area's model.
 */
export function buildCommonModel({ deps }: AreaContext, region: RegionApi = createRegionApi(deps.send, deps.config)) {
  return {
    cityList: () => new CityListStore(region),
    search: () => new SearchStore(deps),
    consultation: () => new ConsultationForm(deps.api, () => deps.clock.now()),
  }
}

export const commonArea = defineArea('common', (ctx) => buildCommonModel(ctx))
