import type { CouponItem } from '@/shared/trade/coupon-api'
import { CouponState } from '@/pages/coupon/model/coupon-state'
import { CHECK_IN_FALLBACK, checkInFailureText, exchangeCheck, rankPageOf } from '@/pages/point/model/point-rules'
import { SigninStore } from '@/pages/point/model/signin-store'
import { rightState, rightValidity } from '@/pages/rights/model/rights-area'
import { HttpError } from '@/services/http/errors'
import type { CouponApi } from '@/shared/trade/coupon-api'
import { AccountStore } from '@/pages/user/model/account-store'
import { LoginStore, profileErrorText, NO_TOKEN_GET_USER_INFO, NO_TOKEN_UPDATE_PHONE, NO_TOKEN_UPDATE_USER_INFO } from '@/stores/login-store'
import { PagedList } from '@/stores/paged-list'
import { couponAction, couponNameOf, expiryText, faceValueText, overlayLabel } from '@/utils/coupon-text'
import { fakeApi, fakeAreaApi, fakeDeps } from '../helpers/fake-deps'
import { GOLD_MEMBER, parentUser } from '../../fixtures/parent-user'

const coupon = (id: string, over: Partial<CouponItem> = {}): CouponItem => ({ userCouponId: id, couponName: id, expiryType: 1, expiryDays: 7, facevalue: '10.00', overlay: true, ...over })
const deferred = <T>() => {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('coupon button rule (spec §8)', () => {
  it('领取x{n} while receivable, then 已领完 when none left, 去使用 while unexpired, else expired', () => {
    expect(couponAction({ receiveCount: 2, remainCount: 2, isReceived: 0 })).toEqual({ kind: 'receive', label: '领取x2' })
    expect(couponAction({ receiveCount: 1, remainCount: 1, isReceived: 1 })).toEqual({ kind: 'receive', label: '领取x1' })
    // all given out: 已领完 even for a parent who holds some
    expect(couponAction({ receiveCount: 0, remainCount: 0, isReceived: 1 })).toEqual({ kind: 'sold-out', label: '已领完' })
    // an offer not held and not receivable
    expect(couponAction({ receiveCount: 0, isReceived: 0 })).toEqual({ kind: 'sold-out', label: '已领完' })
    // an offer held up to its limit, stock left: use it
    expect(couponAction({ receiveCount: 0, remainCount: 40, isReceived: 1 })).toEqual({ kind: 'use', label: '去使用' })
    expect(couponAction({ receiveCount: 0, remainCount: 40, isReceived: 1, isExpired: 1 })).toEqual({ kind: 'expired', label: '已过期' })
    // the parent's own coupons
    expect(couponAction({ userCouponId: 'U1' })).toEqual({ kind: 'use', label: '去使用' })
    expect(couponAction({ userCouponId: 'U1', isExpired: 1 })).toEqual({ kind: 'expired', label: '已过期' })
    expect(couponAction({ userCouponId: 'U1', isused: 1 })).toEqual({ kind: 'used', label: '已使用' })
  })

  it('texts: overlay labels, both expiry kinds, face value and name', () => {
    expect(overlayLabel({ overlay: true, expiryType: 1 })).toBe('叠加使用')
    expect(overlayLabel({ overlay: false, expiryType: 1 })).toBe('不可叠加')
    expect(expiryText({ overlay: true, expiryType: 1, expiryDays: 30 })).toBe('领取后30天有效')
    expect(expiryText({ overlay: true, expiryType: 2, starttime: '2026-11-01 00:00:00', endtime: '2026-12-31 23:59:59' })).toBe('有效期2026.11.01-2026.12.31')
    expect(faceValueText('20.00')).toBe('20')
    expect(faceValueText('9.90')).toBe('9.9')
    expect(faceValueText('x')).toBe('')
    expect(couponNameOf({ name: '满减券' })).toBe('满减券')
    expect(couponNameOf({ couponName: '新人券', name: '满减券' })).toBe('新人券')
  })
})

describe('coupon state (spec §3, §4)', () => {
  const api = (list: CouponApi['list']): CouponApi =>
    ({ list, rights: jest.fn(), receive: jest.fn(), receiveRight: jest.fn() }) as unknown as CouponApi

  it('switching changes the current tab and loads it once with its type', async () => {
    const list = jest.fn(async (b: { type: number }) => [coupon(`T${b.type}`)])
    const s = new CouponState(api(list))
    await s.open(0)
    expect(s.withoutUsedCoupons.value?.coupons.map((c: { userCouponId?: string }) => c.userCouponId)).toEqual(['T0'])
    await s.switchTab(2)
    expect(s.currentTab).toBe(2)
    expect(s.expiredCoupons.value?.coupons.map((c: { userCouponId?: string }) => c.userCouponId)).toEqual(['T2'])
    expect(s.usedCoupons.status).toBe('idle')
    await s.switchTab(0)
    expect(list).toHaveBeenCalledTimes(2)
    expect(list.mock.calls.map((c) => c[0].type)).toEqual([0, 2])
  })

  it('a new query resets the current tab’s list (loading, empty) and reloads; an older answer is dropped', async () => {
    const first = deferred<CouponItem[]>()
    const answers = [Promise.resolve([coupon('A')]), first.promise, Promise.resolve([coupon('C')])]
    const list = jest.fn(() => answers.shift()!)
    const s = new CouponState(api(list))
    await s.open(1)
    expect(s.usedCoupons.value?.coupons).toHaveLength(1)
    const slow = s.setQuery({ pageIndex: 1 })
    expect(s.usedCoupons.status).toBe('loading')
    expect(s.usedCoupons.value).toBeNull()
    expect(s.query.type).toBe(1)
    await s.setQuery({ pageIndex: 1 })
    first.resolve([coupon('B')])
    await slow
    expect(s.usedCoupons.value?.coupons.map((c: { userCouponId?: string }) => c.userCouponId)).toEqual(['C'])
    expect(s.withoutUsedCoupons.status).toBe('idle')
  })

  it('pull-down (refresh) keeps the tab’s rows on screen until the answer arrives, and after a failure', async () => {
    const slow = deferred<CouponItem[]>()
    const answers: Array<() => Promise<CouponItem[]>> = [async () => [coupon('A')], () => slow.promise, () => Promise.reject(new HttpError('network', 'x'))]
    const s = new CouponState(api(jest.fn(() => answers.shift()!())))
    await s.open(1)
    const again = s.refresh()
    expect(s.usedCoupons.status).toBe('loading')
    expect(s.usedCoupons.value?.coupons.map((c: { userCouponId?: string }) => c.userCouponId)).toEqual(['A'])
    slow.resolve([coupon('B')])
    await again
    expect(s.usedCoupons.value?.coupons.map((c: { userCouponId?: string }) => c.userCouponId)).toEqual(['B'])
    await s.refresh()
    expect(s.usedCoupons.value?.coupons.map((c: { userCouponId?: string }) => c.userCouponId)).toEqual(['B'])
    expect(s.usedCoupons.error).toBe('网络异常，请检查网络后重试')
  })

  it('receiving an offer updates its button from the answer and reloads the unused list', async () => {
    // type 0 answers the held coupons, then the offers (no userCouponId, a receiveCount)
    const offerEntry = { couponId: 'CC01', couponName: 'x', facevalue: '30.00', overlay: true, expiryType: 1, receiveCount: 2, isReceived: 0 as const, remainCount: 2, memberRights: 1 as const }
    let left = 2
    const list = jest.fn(async () => [
      ...Array.from({ length: 2 - left }, (_, i) => coupon(`NEW${i}`)),
      coupon('OLD'),
      { ...offerEntry, receiveCount: left, remainCount: left, isReceived: left < 2 ? (1 as const) : (0 as const) },
    ])
    const a = api(list)
    ;(a.receive as jest.Mock).mockImplementationOnce(async () => ({ receiveCount: --left })).mockImplementationOnce(async () => ({ receiveCount: --left })).mockRejectedValueOnce(new HttpError('biz', '优惠券已领完'))
    const s = new CouponState(a)
    await s.open(0)
    expect(s.withoutUsedCoupons.value?.coupons.map((c: { userCouponId?: string }) => c.userCouponId)).toEqual(['OLD'])
    expect(s.myCoupons.otherCoupons).toEqual([])
    const offer = () => s.myCoupons.memberRightsCoupons[0]
    expect(couponAction(offer()).label).toBe('领取x2')
    await s.receive('CC01')
    expect(couponAction(offer()).label).toBe('领取x1')
    await s.receive('CC01')
    expect(couponAction(offer()).label).toBe('已领完')
    await expect(s.receive('CC01')).rejects.toThrow('优惠券已领完')
    await expect(s.receive('NOPE')).rejects.toThrow('优惠券不存在')
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ type: 0 }))
    await new Promise((r) => setTimeout(r, 0))
    expect(s.withoutUsedCoupons.value?.coupons.map((c: { userCouponId?: string }) => c.userCouponId)).toEqual(['NEW0', 'NEW1', 'OLD'])
  })
})

describe('check-in (spec §7, §8)', () => {
  const state = { days: ['2026-11-20'], streak: 1, today: 0 as const, todayPoint: 10, point: 100 }

  it('locks while in flight and after success; the balance rises; a second check-in is refused', async () => {
    const answer = deferred<{ point: number; streak: number; balance: number }>()
    const checkIn = jest.fn(() => answer.promise)
    const s = new SigninStore({ state: async () => state, checkIn }, () => '2026-11-21')
    expect(s.locked).toBe(true)
    await s.state.load()
    expect(s.locked).toBe(false)
    const first = s.checkIn()
    expect(s.locked).toBe(true)
    const refused = await s.checkIn().catch((e: unknown) => e)
    expect(checkInFailureText(refused)).toBe('正在签到，请稍候')
    answer.resolve({ point: 10, streak: 2, balance: 110 })
    expect(await first).toBe(10)
    expect(s.state.value).toMatchObject({ today: 1, streak: 2, point: 110, days: ['2026-11-20', '2026-11-21'] })
    expect(s.locked).toBe(true)
    expect(checkInFailureText(await s.checkIn().catch((e: unknown) => e))).toBe('今天已经签到过了')
    expect(checkIn).toHaveBeenCalledTimes(1)
  })

  it('a failure shows the server message, else 服务器繁忙，请稍候再试!, and unlocks', async () => {
    expect(CHECK_IN_FALLBACK).toBe('服务器繁忙，请稍候再试!')
    expect(checkInFailureText(new HttpError('biz', '今天已经签到过了'))).toBe('今天已经签到过了')
    expect(checkInFailureText(new HttpError('biz', ''))).toBe(CHECK_IN_FALLBACK)
    expect(checkInFailureText(new HttpError('network', 'x'))).toBe(CHECK_IN_FALLBACK)
    expect(checkInFailureText(new Error('boom'))).toBe(CHECK_IN_FALLBACK)
    const s = new SigninStore({ state: async () => state, checkIn: jest.fn().mockRejectedValue(new HttpError('server', 'HTTP 500')) }, () => '2026-11-21')
    await s.state.load()
    expect(checkInFailureText(await s.checkIn().catch((e: unknown) => e))).toBe(CHECK_IN_FALLBACK)
    expect(s.locked).toBe(false)
  })
})

describe('points mall and rankings', () => {
  it('insufficient points disable the exchange and say by how much', () => {
    expect(exchangeCheck(500, 800)).toEqual({ ok: false, text: '积分不足，还差300' })
    expect(exchangeCheck(800, 800)).toEqual({ ok: true, text: '立即兑换' })
    expect(exchangeCheck(null, 10).ok).toBe(false)
  })

  it('ranking pages of 20 map dataList/totalCount and stop at the total', async () => {
    const all = Array.from({ length: 64 }, (_, i) => ({ rank: i + 1, userId: `U${i}`, name: `n${i}`, headimg: '', signDays: 64 - i }))
    const fetch = jest.fn(async (pageIndex: number) => rankPageOf({ dataList: all.slice((pageIndex - 1) * 20, pageIndex * 20), totalCount: 64, myRank: null }))
    const list = new PagedList(fetch)
    await list.reload()
    expect(list.items).toHaveLength(20)
    for (let i = 0; i < 5; i += 1) await list.loadMore()
    expect(list.items).toHaveLength(64)
    expect(list.hasMore).toBe(false)
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([1, 2, 3, 4])
    expect(rankPageOf(null)).toEqual({ list: [], total: 0 })
  })
})

describe('rights', () => {
  const right = { rightsId: 'R', rightsName: 'r', description: '', starttime: '2026-11-01 00:00:00', endtime: '2026-11-30 23:59:59', coupons: [], received: 0 as const }
  it('validity text and whether it can be received now', () => {
    expect(rightValidity(right)).toBe('有效期2026.11.01-2026.11.30')
    const now = new Date(2026, 10, 21).getTime()
    expect(rightState(right, now)).toBe('receivable')
    expect(rightState({ ...right, received: 1 }, now)).toBe('received')
    expect(rightState(right, new Date(2026, 11, 2).getTime())).toBe('ended')
    expect(rightState(right, new Date(2026, 9, 2).getTime())).toBe('not-started')
  })
})

describe('account figures and organization switch', () => {
  const user = parentUser({ memberInfo: GOLD_MEMBER })
  const orgs = [
    { organizationId: 'ORG001', organizationName: '总部' },
    { organizationId: 'ORG002', organizationName: '南山分院' },
  ]
  const make = (over: Record<string, unknown> = {}) => {
    const userOrganizationSet = jest.fn().mockResolvedValue(null)
    const api = fakeApi({
      auth: { userOrganizations: jest.fn().mockResolvedValue(orgs), userOrganizationSet },
      user: {
        getUserInfo: jest.fn().mockResolvedValue(user),
        getUserWallet: jest.fn().mockResolvedValue({ balance: '200.00', point: 6000 }),
      },
    })
    const { account } = fakeAreaApi({
      account: {
        rights: jest.fn().mockResolvedValue([{}, {}, {}]),
        unusedCoupons: jest.fn().mockResolvedValue([coupon('a'), coupon('b'), coupon('c', { isExpired: 1 })]),
        pendingOrderCount: jest.fn().mockResolvedValue(3),
        unreadMessages: jest.fn().mockRejectedValue(new HttpError('server', '404')),
        ...over,
      },
    })
    const deps = fakeDeps({ api, storage: { studentToken: 'stu' } })
    const login = new LoginStore(deps)
    login.restore()
    login.markReady()
    return { store: new AccountStore(deps, login, account), login, userOrganizationSet, api, account }
  }

  it('figures: organization name (not id), member level, wallet in fen, points, usable coupons, rights, pending orders; a failed unread count is null', async () => {
    const { store } = make()
    await store.figures.load()
    expect(store.figures.value).toMatchObject({
      organizationName: '总部',
      memberLevel: '黄金会员',
      walletFen: 20000,
      points: 6000,
      usableCoupons: 2,
      rights: 3,
      pendingOrders: 3,
      unread: null,
    })
  })

  it('the figures that do not need the profile are asked for beside it; the wallet, by the profile\'s user id, once it answers', async () => {
    const { store, api, account } = make()
    let answer: (u: typeof user) => void = () => undefined
    ;(api.user.getUserInfo as jest.Mock).mockReturnValueOnce(new Promise((r) => (answer = r)))
    const loading = store.figures.load()
    await new Promise((r) => setTimeout(r, 0))
    // the profile still on its way: organizations, coupons, rights, pending orders and notices are out
    expect(api.auth.userOrganizations).toHaveBeenCalledTimes(1)
    for (const call of [account.unusedCoupons, account.rights, account.pendingOrderCount, account.unreadMessages]) expect(call).toHaveBeenCalledTimes(1)
    expect(api.user.getUserWallet).not.toHaveBeenCalled()
    answer(user)
    await loading
    expect(api.user.getUserWallet).toHaveBeenCalledWith(user.user_id)
    expect(store.figures.value).toMatchObject({ organizationName: '总部', walletFen: 20000, usableCoupons: 2 })
  })

  it('a failed profile fails the figures with its message; a figure failing meanwhile is no unhandled rejection', async () => {
    const unhandled = jest.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const { store, api } = make({ rights: jest.fn().mockRejectedValue(new HttpError('server', '500')) })
      ;(api.user.getUserInfo as jest.Mock).mockRejectedValueOnce(new HttpError('network', 'x'))
      await store.figures.load()
      expect(store.figures.error).toBe('网络异常，请检查网络后重试')
      expect(api.user.getUserWallet).not.toHaveBeenCalled()
      await new Promise((r) => setTimeout(r, 10))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('switching posts {dataType 1, organizationId}, stores the id and reloads the figures with the new name', async () => {
    const { store, login, userOrganizationSet } = make()
    await store.figures.load()
    await store.switchOrganization('ORG002')
    expect(userOrganizationSet).toHaveBeenCalledWith({ dataType: 1, organizationId: 'ORG002' })
    expect(login.organizationId).toBe('ORG002')
    await new Promise((r) => setTimeout(r, 0))
    await store.figures.load()
    expect(store.figures.value?.organizationName).toBe('南山分院')
    expect(store.currentOrganizationId).toBe('ORG002')
  })

  it('a failed switch keeps the organization and says why', async () => {
    const { store, login, userOrganizationSet } = make()
    userOrganizationSet.mockRejectedValueOnce(new HttpError('biz', '机构不存在'))
    await expect(store.switchOrganization('ORG002')).rejects.toThrow('机构不存在')
    expect(login.organizationId).toBeNull()
  })

  it('the no-token profile messages are shown in Chinese', () => {
    expect(profileErrorText(new Error(NO_TOKEN_GET_USER_INFO))).toBe('请先登录后查看个人信息')
    expect(profileErrorText(new Error(NO_TOKEN_UPDATE_USER_INFO))).toBe('请先登录后再修改个人信息')
    expect(profileErrorText(new Error(NO_TOKEN_UPDATE_PHONE))).toBe('请先登录后再修改手机号')
    expect(profileErrorText(new HttpError('network', 'x'))).toBe('网络异常，请检查网络后重试')
  })
})
