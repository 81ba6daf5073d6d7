import { makeAutoObservable, runInAction } from 'mobx'
import { StorageKey } from '@/config/storage-keys'
import type { StoreDeps } from './deps'

export interface CityRef {
  name: string
  cid?: string
}

const sameCity = (a: CityRef, b: CityRef): boolean => (a.cid && b.cid ? a.cid === b.cid : a.name === b.name)

const parseCities = (raw: string | null): CityRef[] => {
  if (!raw) return []
  try {
    const v: unknown = JSON.parse(raw)
    return Array.isArray(v) ? v.filter((c): c is CityRef => typeof c?.name === 'string') : []
  } catch {
    return []
  }
}

export class CityStore {
  city: CityRef | null = null
  locateCity: CityRef | null = null
  latelyCities: CityRef[] = []
  /** Bumped whenever the home list must reload for a new city. */
  homeReloadKey = 0

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<CityStore, 'deps'>(this, { deps: false })
  }

  restore(): void {
    this.latelyCities = parseCities(this.deps.storage.get(StorageKey.cityCommon))
    const current = parseCities(`[${this.deps.storage.get(StorageKey.cityCurrent) ?? ''}]`)
    this.city = current[0] ?? null
  }

  /**
   * Selects a city (spec §4): stored, added to the front of the recent list without duplicates (the
   * located city too, when the parent picks it), home list reloads.
   */
  select(city: CityRef): void {
    this.city = city
    this.deps.storage.set(StorageKey.cityCurrent, JSON.stringify(city))
    this.setRecent([city, ...this.latelyCities.filter((c) => !sameCity(c, city))])
    this.homeReloadKey += 1
  }

  /**
   * Makes the city the parent is in the current one; `findPlace` is where the phone is (the choose
   * city page's position and reverse geocoding). Any failure is silently ignored (spec §8).
   */
  async locate(findPlace: () => Promise<{ city: string } | null>): Promise<void> {
    try {
      const place = await findPlace()
      if (!place) return
      runInAction(() => {
        const located: CityRef = { name: place.city }
        this.city = located
        this.locateCity = located
        this.deps.storage.set(StorageKey.cityCurrent, JSON.stringify(located))
        // spec §4: the recent list is refreshed without the located city
        this.setRecent(this.latelyCities.filter((c) => !sameCity(c, located)))
        this.homeReloadKey += 1
      })
    } catch {
      // location refused, unavailable or the maps service failed: keep the current city
    }
  }

  /** Empties the recent list and its storage. */
  clear(): void {
    this.latelyCities = []
    this.deps.storage.remove(StorageKey.cityCommon)
  }

  private setRecent(list: CityRef[]): void {
    this.latelyCities = list
    this.deps.storage.set(StorageKey.cityCommon, JSON.stringify(list))
  }
}
