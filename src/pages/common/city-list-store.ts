import { makeAutoObservable, runInAction } from 'mobx'
import type { CityRecord } from '@types-api/api/region'
import { errorText } from '@/services/http/errors'
import type { StoreDeps } from '@/stores/deps'
import type { LoadStatus } from '@/stores/load-status'
import { groupCities, type CityGroup } from './city-groups'

/** The city choice page's list of cities with campuses; choosing goes through the CityStore. */
export class CityListStore {
  cities: CityRecord[] = []
  status: LoadStatus = 'idle'
  error = ''
  locating = false

  constructor(private readonly deps: Pick<StoreDeps, 'api'>) {
    makeAutoObservable<CityListStore, 'deps'>(this, { deps: false })
  }

  get groups(): CityGroup[] {
    return groupCities(this.cities)
  }

  async load(): Promise<void> {
    this.status = 'loading'
    this.error = ''
    try {
      const cities = await this.deps.api.region.cities()
      runInAction(() => {
        this.cities = cities
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.error = errorText(e)
        this.status = 'error'
      })
    }
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
