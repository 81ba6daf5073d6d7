import { makeAutoObservable, runInAction } from 'mobx'
import { createCall } from '@/services/http/declare'
import { errorText } from '@/services/http/errors'
import { createCouponApi, type CouponApi } from '@/shared/trade/coupon-api'
import { defineArea } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'
import { parseServerTime } from '@/utils/date'
import { equityPackage, type EquityPackage } from './rights-calls'

/** Validity of a right as text: 有效期YYYY.MM.DD-YYYY.MM.DD. */
export function rightValidity(r: { starttime?: string | null; endtime?: string | null }): string {
  const d = (t: string | null | undefined) => parseServerTime(t)?.format('YYYY.MM.DD') ?? ''
  return `有效期${d(r.starttime)}-${d(r.endtime)}`
}

/** The parent's member rights as the coupon service answers them. */
type Rights = Awaited<ReturnType<CouponApi['rights']>>
type Right = NonNullable<Rights>[number]

export type RightState = 'receivable' | 'received' | 'not-started' | 'ended'

/** Whether a right can be received now (nowText 'YYYY-MM-DD HH:mm:ss'). */
export function rightState(r: Right, now: number): RightState {
  if (Number(r.received) === 1) return 'received'
  const start = parseServerTime(r.starttime)
  const end = parseServerTime(r.endtime)
  if (start && now < start.valueOf()) return 'not-started'
  if (end && now > end.valueOf()) return 'ended'
  return 'receivable'
}

/** What receiving a right tells the parent. */
export const RECEIVE_TEXT = {
  done: (count: number) => `领取成功，${count}张优惠券已放入我的优惠券`,
  failed: (e: unknown) => errorText(e, '领取失败，请稍后再试'),
}

/** Member rights: the equity package, the rights and receiving a right's coupons. */
export class RightsModel {
  receivingId = ''
  constructor(
    private readonly coupons: CouponApi,
    readonly equity: Resource<EquityPackage>,
    readonly rights: Resource<Rights>,
  ) {
    makeAutoObservable<RightsModel, 'coupons'>(this, { coupons: false, equity: false, rights: false })
  }

  /** Receives a right's coupons and reloads the list; resolves with the number of coupons received, rejects on failure. */
  async receive(rightsId: string): Promise<number> {
    if (this.receivingId) throw new Error('请稍候')
    this.receivingId = rightsId
    try {
      const r = await this.coupons.receiveRight(rightsId)
      await this.rights.load()
      return r?.couponCount ?? 0
    } finally {
      runInAction(() => (this.receivingId = ''))
    }
  }
}

export const rightsArea = defineArea('rights', ({ deps, shell }) => {
  const coupons = createCouponApi(deps.send, deps.config)
  const call = createCall(deps.send, deps.config.hosts)
  const equity = new Resource<EquityPackage>(async () => {
    await shell.login.whenReady()
    const userId = await shell.login.parentUserId()
    return call(equityPackage, userId)
  })
  return { model: new RightsModel(coupons, equity, new Resource(() => coupons.rights())), now: () => deps.clock.now() }
})
