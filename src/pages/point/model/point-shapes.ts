import { array, looseObject, nullable, nullish, number, string } from 'valibot'
import { amount, flag, id } from '@/services/api/shapes'

/** signin: this month's days, the streak and today's state. */
export const signinStateShape = looseObject({ days: array(string()), streak: number(), today: flag, todayPoint: nullish(amount), point: nullish(amount) })

/** POST signin: what the check-in gave. */
export const signinResultShape = looseObject({ point: number(), streak: number(), balance: number() })

const rankUserShape = looseObject({ rank: number(), userId: nullish(id), name: string(), headimg: nullish(string()), signDays: nullish(amount) })

/** signin/getMonthRankingList and getTotalRankingList: a page of ranked parents and one's own place. */
export const rankPageShape = nullable(looseObject({ dataList: nullish(array(rankUserShape)), totalCount: nullish(number()), myRank: nullish(rankUserShape) }))
