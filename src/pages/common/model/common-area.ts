import { getLocation, type GeoPoint } from '@/platform/location'
import { createRegionApi, type RegionApi } from '@/shared/region/region-api'
import { defineArea, type AreaContext } from '@/stores/area-registry'
import { CityListStore } from './city-list-store'
import { createConsultationApi, type ConsultationApi } from './consultation-api'
import { createMapsApi, type LocatedPlace, type MapsApi } from './maps-api'
import { ConsultationForm } from './consultation-form'
import { createSearchApi, type SearchApi } from './search-api'
import { SearchStore } from './search-store'

/**
 * The common pages (choose city, search, consultation): each opened page gets its own store, made
 * here like every other area's model. Where the phone is (its position, reverse geocoded into a
 * city) is asked here too: only the choose city page locates the parent.
 */
export function buildCommonModel(
  { deps }: AreaContext,
  region: RegionApi = createRegionApi(deps.send, deps.config),
  search: SearchApi = createSearchApi(deps.send, deps.config),
  consultation: ConsultationApi = createConsultationApi(deps.send, deps.config),
  maps: MapsApi = createMapsApi(deps.send, deps.config),
  position: () => Promise<GeoPoint> = getLocation,
) {
  return {
    cityList: () => new CityListStore(region),
    search: () => new SearchStore(search, deps.storage),
    consultation: () => new ConsultationForm(consultation, () => deps.clock.now()),
    /** The city the phone is in; rejects when the position is refused or unavailable. */
    locatePlace: async (): Promise<LocatedPlace | null> => {
      const { longitude, latitude } = await position()
      return maps.reverseGeocode(longitude, latitude)
    },
  }
}

export const commonArea = defineArea('common', (ctx) => buildCommonModel(ctx))
