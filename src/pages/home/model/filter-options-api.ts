import type { InferOutput } from 'valibot'
import type { AppConfig } from '@/config/app-config'
import { listOf } from '@/services/api/common-shapes'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { dict, indications, regions, type dictEntryShape, type indicationShape, type indicationTreeShape, type regionShape } from './filter-options-calls'

/** Filter options with their ids as text (the filters send them back as comma-separated text). */
const regionOf = (r: InferOutput<typeof regionShape>) => ({ ...r, regionId: String(r.regionId) })
export type Region = ReturnType<typeof regionOf>
const indicationOf = (i: InferOutput<typeof indicationShape>) => ({ ...i, indicationId: String(i.indicationId) })
/** An indication and, on the first level, its children (none when left out). */
const indicationTreeOf = ({ children, ...i }: InferOutput<typeof indicationTreeShape>) => ({ ...indicationOf(i), children: listOf(children).map(indicationOf) })
export type Indication = ReturnType<typeof indicationTreeOf>
/** An indication of the second level, the ones products are tagged with. */
export type IndicationLeaf = ReturnType<typeof indicationOf>
const dictEntryOf = (d: InferOutput<typeof dictEntryShape>) => ({ ...d, value: String(d.value) })
export type DictEntry = ReturnType<typeof dictEntryOf>

export function createFilterOptionsApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    regions: async (): Promise<Region[]> => listOf(await call(regions)).map(regionOf),
    indications: async (): Promise<Indication[]> => listOf(await call(indications)).map(indicationTreeOf),
    dict: async (dictKey: string): Promise<DictEntry[]> => listOf(await call(dict, dictKey)).map(dictEntryOf),
  }
}
export type FilterOptionsApi = ReturnType<typeof createFilterOptionsApi>
