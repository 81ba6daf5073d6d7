import { array, looseObject, nullable, nullish, number, string, type InferOutput } from 'valibot'
import type { PointRecordType } from '@types-api/api/account'
import { declareService } from '@/services/http/declare'
import { id } from '@/services/api/common-shapes'

const app = declareService('app')

/** Point records per request (spec §9). */
export const POINT_RECORD_LIMIT = 100

const pointRecordShape = looseObject({ recordId: nullish(id), title: string(), point: number(), createTime: string() })
export type PointRecord = InferOutput<typeof pointRecordShape>

/** GET /api/user/getPointsRecord?userId&type&start=0&limit=100 */
export const pointsRecord = app.get('/api/user/getPointsRecord', nullable(looseObject({ list: nullish(array(pointRecordShape)), total: nullish(number()), point: nullish(number()) })), { query: (q: { userId: string; type?: PointRecordType }) => ({ userId: q.userId, type: q.type ?? '', start: 0, limit: POINT_RECORD_LIMIT }) })
