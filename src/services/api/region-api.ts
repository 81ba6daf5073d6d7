import type { ApiResponse } from '@types-api/api/common'
import type { CityRecord } from '@types-api/api/region'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { citiesShape } from './shapes'

/** Cities with their campuses, for the city choice page (public). */
export function createRegionApi(send: Send, config: AppConfig) {
  return {
    cities: () =>
      send<ApiResponse<CityRecord[] | null>>({ url: `${config.hosts.mall}/basics/region/city`, rule: 'code0', skipLoginWait: true, shape: citiesShape }).then((r) =>
        Array.isArray(r.data) ? r.data : [],
      ),
  }
}
export type RegionApi = ReturnType<typeof createRegionApi>
