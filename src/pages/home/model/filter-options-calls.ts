import { array, looseObject, nullish, string } from 'valibot'
import { amount, id, listShape } from '@/services/api/common-shapes'
import { declareService } from '@/services/http/declare'

const mall = declareService('mall')

/** The choices of the home's filter panel (spec §7 Products): regions, indications, course levels. */

export const regionShape = looseObject({ regionId: id, regionName: string() })
/** GET basics/region: the region filter options. Public. */
export const regions = mall.get('/basics/region', listShape(regionShape), { skipLoginWait: true })

export const indicationShape = looseObject({ indicationId: id, indicationName: string() })
export const indicationTreeShape = looseObject({ ...indicationShape.entries, children: nullish(array(indicationShape)) })
/** GET basics/indicationTwo: indications in two levels. Public. */
export const indications = mall.get('/basics/indicationTwo', listShape(indicationTreeShape), { skipLoginWait: true })

export const dictEntryShape = looseObject({ label: string(), value: amount })
/** GET basics/dict?dictKey (SHIFT_LEVEL: the course levels). Public. */
export const dict = mall.get('/basics/dict', listShape(dictEntryShape), { query: (dictKey: string) => ({ dictKey }), skipLoginWait: true })
