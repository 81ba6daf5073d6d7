import { makeAutoObservable, runInAction } from 'mobx'
import type { CityRecord, RegionApi } from '@/shared/region/region-api'
import { Resource } from '@/stores/resource'
import { groupCities, type CityGroup } from './city-groups'

/** The city choice page's list of cities with campuses; choosing goes through the CityStore. */
export class CityListStore {
  /** The cities with campuses, loaded once when the page opens. */
  readonly cityList: Resource<CityRecord[]>
  locating = false

  constructor(region: Pick<RegionApi, 'cities'>) {
    this.cityList = new Resource(() => region.cities())
    makeAutoObservable(this, { cityList: false })
  }

  get cities(): CityRecord[] {
    return this.cityList.value ?? []
  }

  get groups(): CityGroup[] {
    return groupCities(this.cities)
  }

  load(): Promise<void> {
    return this.cityList.load()
  }

  /** Runs a locate call, showing progress; the CityStore ignores failures itself. */
  async locate(run: () => Promise<void>): Promise<void> {
    if (this.locating) return
    this.locating = true
    try {
      await run()
    } finally {
      runInAction(() => (this.locating = false))
    }
  }
}
