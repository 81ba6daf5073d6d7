import type { InferOutput } from 'valibot'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { listOf, type Without } from '@/services/api/common-shapes'
import { cities, type campusShape, type cityRecordShape } from './region-calls'

/** A campus, its id as the pages send it back. */
export type Campus = InferOutput<typeof campusShape> & { campusId: string }

/** A city and its campuses (none when the service leaves the list out). */
export type CityRecord = Without<InferOutput<typeof cityRecordShape>, 'campusList'> & { campusList: Campus[] }

/** The cities as the pages read them: campus ids as text, a missing campus list empty. */
export const cityRecordsOf = (answer: InferOutput<typeof cityRecordShape>[] | null): CityRecord[] =>
  listOf(answer).map(({ campusList, ...city }) => ({ ...city, campusList: listOf(campusList).map((c) => ({ ...c, campusId: String(c.campusId) })) }))

/** Cities with their campuses, for the city choice page (public). */
export function createRegionApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    cities: async () => cityRecordsOf(await call(cities)),
  }
}
export type RegionApi = ReturnType<typeof createRegionApi>
