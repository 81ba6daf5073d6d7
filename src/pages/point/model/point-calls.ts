import { array, looseObject, nullable, nullish, number, string, type InferOutput } from 'valibot'
import { amount, flag, id } from '@/services/api/common-shapes'
import { declareService, sends, type Answer } from '@/services/http/declare'
import { productPageShape } from '@/services/api/product-item'
import type { PointDiscoverRequest } from '@types-api/api/product'

const mall = declareService('mall')

/** The check-in, ranking and point goods calls (mall service). */

/** POST point/discover: point goods (spec §3 point goods params). */
export const pointDiscover = mall.post('/point/discover', productPageShape, { body: sends<PointDiscoverRequest> })

/** signin: this month's days, the streak and today's state. */
export const signinState = mall.get('/signin', looseObject({ days: array(string()), streak: number(), today: flag, todayPoint: nullish(amount), point: nullish(amount) }))
export type SigninState = Answer<typeof signinState>

/** POST signin: what the check-in gave. */
export const signinCheckIn = mall.post('/signin', looseObject({ point: number(), streak: number(), balance: number() }), { body: () => ({}) })
export type SigninResult = Answer<typeof signinCheckIn>

const rankUserShape = looseObject({ rank: number(), userId: nullish(id), name: string(), headimg: nullish(string()), signDays: nullish(amount) })
export type RankUser = InferOutput<typeof rankUserShape>

/** A page of ranked parents and one's own place. */
const rankPageShape = nullable(looseObject({ dataList: nullish(array(rankUserShape)), totalCount: nullish(number()), myRank: nullish(rankUserShape) }))
const rankPageBody = (page: { pageIndex: number; pageSize: number }) => page

export const monthRanking = mall.post('/signin/getMonthRankingList', rankPageShape, { body: rankPageBody })
export const totalRanking = mall.post('/signin/getTotalRankingList', rankPageShape, { body: rankPageBody })
export type RankPage = Answer<typeof monthRanking>
