import { array, looseObject, nullable, nullish, string } from 'valibot'
import { amount } from '@/services/api/shapes'

/** getEquityPackage: the member's equity package, or null. */
export const equityPackageShape = nullable(
  looseObject({
    packageName: string(),
    levelName: nullish(string()),
    starttime: nullish(string()),
    endtime: nullish(string()),
    items: nullish(array(looseObject({ name: string(), description: nullish(string()), times: nullish(amount) }))),
  }),
)
