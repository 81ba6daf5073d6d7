import { makeAutoObservable } from 'mobx'
import type { Campus, CityRecord } from '@/shared/region/region-api'
import { Resource } from '@/stores/resource'
import { isSelectableCampus } from '@/utils/campus'

/**
 * The city whose campuses are listed: the one chosen, else the parent's current city when the
 * product is offered there; null (every city, grouped) when neither applies. A single city is always listed.
 */
export function listedCityName(cities: readonly Pick<CityRecord, 'name'>[], chosen: string | null, current: string | null): string | null {
  const names = cities.map((c) => c.name)
  if (names.length === 1) return names[0]
  if (chosen && names.includes(chosen)) return chosen
  return current && names.includes(current) ? current : null
}

/** Whether the campus chosen stays chosen when another city's campuses are listed: only when that city has it. */
export function keepsCampus(cities: readonly CityRecord[], campus: Campus | undefined, city: string): boolean {
  if (!campus || campus.city === city) return true
  return !!cities.find((c) => c.name === city)?.campusList.some((c) => c.campusId === campus.campusId)
}

/** What choosing a campus did. */
export type CampusOutcome = 'refused' | 'same' | 'changed'

/**
 * Where a product is taken: the cities and campuses offering it (loaded per product), the city
 * listed and the campus chosen. Cancelled and suspended campuses cannot be chosen.
 */
export class CampusChoice {
  /** the cities and campuses offering the product */
  readonly list: Resource<CityRecord[]>
  private productId = ''
  campusId: string | null = null
  /** the city whose campuses are listed; null until chosen (the parent's current city when the product is offered there) */
  chosenCity: string | null = null

  constructor(
    private readonly loadCities: (productId: string) => Promise<CityRecord[]>,
    /** the city the parent chose on the home tab */
    private readonly currentCity: () => string | null,
  ) {
    this.list = new Resource(() => this.loadCities(this.productId))
    makeAutoObservable<CampusChoice, 'loadCities' | 'currentCity' | 'productId'>(this, { loadCities: false, currentCity: false, productId: false, list: false })
  }

  get cities(): CityRecord[] {
    return this.list.value ?? []
  }

  get campuses(): Campus[] {
    return this.cities.flatMap((c) => c.campusList ?? [])
  }

  get campus(): Campus | undefined {
    return this.campuses.find((c) => c.campusId === this.campusId)
  }

  get cityName(): string | null {
    return listedCityName(this.cities, this.chosenCity, this.currentCity())
  }

  /** The product's cities (again); another product's are dropped first. */
  load(productId: string): Promise<void> {
    if (productId !== this.productId) {
      this.productId = productId
      this.list.clear()
    }
    return this.list.load()
  }

  /** Lists another city's campuses; resolves true when the campus chosen in the previous city was dropped. */
  chooseCity(name: string): boolean {
    if (!this.cities.some((c) => c.name === name) || name === this.chosenCity) return false
    this.chosenCity = name
    if (keepsCampus(this.cities, this.campus, name)) return false
    this.campusId = null
    return true
  }

  /** Chooses a campus, unless it is not one of the product's or cannot be chosen (cancelled, suspended). */
  choose(campusId: string): CampusOutcome {
    const campus = this.campuses.find((c) => c.campusId === campusId)
    if (!campus || !isSelectableCampus(campus)) return 'refused'
    if (campusId === this.campusId) return 'same'
    this.campusId = campusId
    return 'changed'
  }
}
