import { array, looseObject, nullable, nullish, string } from 'valibot'
import { amount } from '@/services/api/common-shapes'
import { declareService, type Answer } from '@/services/http/declare'

const app = declareService('app')

const equityPackageShape = nullable(
  looseObject({
    packageName: string(),
    levelName: nullish(string()),
    /** 'YYYY-MM-DD' */
    starttime: nullish(string()),
    endtime: nullish(string()),
    /** times: how many times it can be used; 0 for unlimited */
    items: nullish(array(looseObject({ name: string(), description: nullish(string()), times: nullish(amount) }))),
  }),
)

/** GET /api/user/getEquityPackage?userId: the member's equity package, or null. */
export const equityPackage = app.get('/api/user/getEquityPackage', equityPackageShape, { query: (userId: string) => ({ userId }) })
export type EquityPackage = Answer<typeof equityPackage>
