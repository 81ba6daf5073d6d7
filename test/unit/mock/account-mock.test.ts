import { mockAppPerTest } from '../helpers/mock-app'

const mock = mockAppPerTest(1)
const { post, get, login } = mock
const M = '/mall/api/v1'

describe('mock account services', () => {
  it('wallet: the balance in yuan and records that add up to it; another user id is refused', async () => {
    const auth = await login()
    const w = (await get('/api/user/getUserWallet?userId=U10001', auth)).json().data
    expect(w.balance).toBe('200.00')
    const sum = w.records.reduce((s: number, r: { amount: string }) => s + Math.round(Number(r.amount) * 100), 0)
    expect(sum).toBe(20000)
    expect((await get('/api/user/getUserWallet?userId=U99999', auth)).json().code).toBe(403)
    expect((await get('/api/user/getUserWallet')).json().code).toBe(-400)
  })

  it('points record adds up to the balance and filters by type', async () => {
    const auth = await login()
    const all = (await get('/api/user/getPointsRecord?userId=U10001&start=0&limit=100', auth)).json().data
    expect(all.point).toBe(6000)
    expect(all.list.reduce((s: number, r: { point: number }) => s + r.point, 0)).toBe(6000)
    const spent = (await get('/api/user/getPointsRecord?userId=U10001&type=2&start=0&limit=100', auth)).json().data
    expect(spent.list.length).toBeGreaterThan(0)
    expect(spent.list.every((r: { point: number; type: number }) => r.type === 2 && r.point < 0)).toBe(true)
  })

  it('check-in once per day: the balance rises, the second is refused, the record shows it', async () => {
    const auth = await login()
    const before = (await get(`${M}/signin`, auth)).json().data
    expect(before.today).toBe(0)
    const first = (await post(`${M}/signin`, {}, auth)).json()
    expect(first.code).toBe(0)
    expect(first.data.balance).toBe(before.point + first.data.point)
    const again = (await post(`${M}/signin`, {}, auth)).json()
    expect(again.code).not.toBe(0)
    expect(again.msg).toContain('已经签到')
    const after = (await get(`${M}/signin`, auth)).json().data
    expect(after).toMatchObject({ today: 1, streak: before.streak + 1, point: first.data.balance })
    const rec = (await get('/api/user/getPointsRecord?userId=U10001&type=1', auth)).json().data
    expect(rec.list[0]).toMatchObject({ title: '每日签到', point: first.data.point })
  })

  it('rankings: 60+ parents, 20 a page, my own place', async () => {
    const auth = await login()
    const p1 = (await post(`${M}/signin/getMonthRankingList`, { pageIndex: 1, pageSize: 20 }, auth)).json().data
    expect(p1.totalCount).toBeGreaterThanOrEqual(60)
    expect(p1.dataList).toHaveLength(20)
    expect(p1.dataList[0].rank).toBe(1)
    const p4 = (await post(`${M}/signin/getMonthRankingList`, { pageIndex: 4, pageSize: 20 }, auth)).json().data
    expect(p4.dataList).toHaveLength(p1.totalCount - 60)
    expect(p1.myRank).toMatchObject({ userId: 'U10001' })
    const total = (await post(`${M}/signin/getTotalRankingList`, { pageIndex: 1, pageSize: 20 }, auth)).json().data
    expect(total.dataList[0].signDays).toBeGreaterThanOrEqual(total.dataList[19].signDays)
  })

  it('coupon offers: 领取x2 → x1 → none left; the received coupons join the unused list', async () => {
    const auth = await login()
    // POST /coupon type 0: the parent's own coupons, then the offers (couponId, receiveCount, no userCouponId)
    const unusedTab = async () => (await post(`${M}/coupon`, { type: 0, pageIndex: 1, pageSize: 100 }, auth)).json().data as { userCouponId?: string; couponId?: string; couponName: string; memberRights?: number }[]
    const offer = async () => (await unusedTab()).find((c) => !c.userCouponId && c.couponId === 'CC01')
    expect(await offer()).toMatchObject({ receiveCount: 2, remainCount: 2, memberRights: 1 })
    expect((await unusedTab()).find((c) => c.couponId === 'CC03')).toMatchObject({ memberRights: 0 })
    expect((await get(`${M}/coupon/receiveCoupon/CC01`, auth)).json().data.receiveCount).toBe(1)
    expect((await get(`${M}/coupon/receiveCoupon/CC01`, auth)).json().data.receiveCount).toBe(0)
    expect(await offer()).toMatchObject({ receiveCount: 0, remainCount: 0, isReceived: 1 })
    expect((await get(`${M}/coupon/receiveCoupon/CC01`, auth)).json().msg).toBe('优惠券已领完')
    const unused = (await unusedTab()).filter((c) => c.userCouponId)
    expect(unused.filter((c: { couponName: string }) => c.couponName === '会员专享满200减30')).toHaveLength(2)
    // all three states, both expiry kinds and both overlay kinds
    const all = [...unused, ...(await post(`${M}/coupon`, { type: 1 }, auth)).json().data, ...(await post(`${M}/coupon`, { type: 2 }, auth)).json().data]
    expect(new Set(all.map((c: { expiryType: number }) => c.expiryType === 1))).toEqual(new Set([true, false]))
    expect(new Set(all.map((c: { overlay: boolean }) => c.overlay))).toEqual(new Set([true, false]))
    expect((await post(`${M}/coupon`, { type: 2 }, auth)).json().data.length).toBeGreaterThanOrEqual(2)
  })

  it('rights: receiving puts their coupons into my coupons once', async () => {
    const auth = await login()
    const rights = (await get(`${M}/coupon/rights`, auth)).json().data
    expect(rights.length).toBeGreaterThanOrEqual(3)
    const held = async () => (await post(`${M}/coupon`, { type: 0 }, auth)).json().data.filter((c: { userCouponId?: string }) => c.userCouponId).length
    const before = await held()
    const got = (await post(`${M}/coupon/rights/receive`, { rightsId: 'R03' }, auth)).json()
    expect(got.data.couponCount).toBe(1)
    expect(await held()).toBe(before + 1)
    expect((await post(`${M}/coupon/rights/receive`, { rightsId: 'R03' }, auth)).json().msg).toBe('该权益已领取')
    expect((await get(`${M}/coupon/rights`, auth)).json().data.find((r: { rightsId: string }) => r.rightsId === 'R03').received).toBe(1)
  })

  it('points exchange lowers the balance, creates a paid order and refuses when points are short', async () => {
    const auth = await login()
    const goods = (await post(`${M}/point/discover`, { pageIndex: 1, pageSize: 50 }, auth)).json().data.list as { productId: string; point: number; productType: number }[]
    const item = goods.filter((p) => p.productType !== 2).sort((a, b) => a.point - b.point)[0]
    const r = (await post(`${M}/point`, { productId: item.productId, amount: 1 }, auth)).json()
    expect(r.code).toBe(0)
    expect(r.data.balance).toBe(6000 - item.point)
    const order = (await get(`${M}/order/${r.data.orderId}?version=6.1.0`, auth)).json().data
    expect(order.status).toBe(1)
    const spent = (await get('/api/user/getPointsRecord?userId=U10001&type=2', auth)).json().data.list[0]
    expect(spent.point).toBe(-item.point)
    const tooMuch = (await post(`${M}/point`, { productId: item.productId, amount: 99 }, auth)).json()
    expect(tooMuch.msg).toBe('积分不足')
  })

  it('organizations: two for the demo parent; switching changes the profile', async () => {
    const auth = await login()
    expect((await get('/api/auth/userOrganizations', auth)).json().data).toHaveLength(2)
    expect((await post('/api/auth/userOrganizationSet', { dataType: 1, organizationId: 'ORG002' }, auth)).json().code).toBe(0)
    expect((await get('/api/user/getUserInfo', auth)).json().data.organization_id).toBe('ORG002')
    // member info (spec §3) rides on getUserInfo: the membership map keyed by user id
    expect((await get('/api/user/getUserInfo', auth)).json().data.memberInfo.U10001.levelName).toBe('黄金会员')
    expect((await get('/api/user/getEquityPackage?userId=U10001', auth)).json().data.items.length).toBeGreaterThan(0)
  })
})

describe('mock product lists filtered to a coupon (couponId)', () => {
  const search = async (couponId: string, auth: Record<string, string> = {}, keyword = '') =>
    (await post(`${M}/search`, { keyword, couponId, pageIndex: 1, pageSize: 50 }, auth)).json().data as { list: { productId: string; productType: number; name: string }[]; total: number }

  it('listed products: exactly those; product types: every product of them; everything: the whole catalogue', async () => {
    const auth = await login()
    expect((await search('UC1002', auth)).list.map((p) => p.productId)).toEqual(['P1034', 'P1035', 'P1036'])
    const assessments = await search('UC0801', auth)
    expect(assessments.total).toBeGreaterThan(1)
    expect(assessments.list.every((p) => p.productType === 4)).toBe(true)
    const all = (await post(`${M}/product/discover`, { pageIndex: 1, pageSize: 8 }, auth)).json().data.total
    expect((await search('UC1001', auth)).total).toBe(all)
    // offers and gift coupons without a login; an unknown coupon lists nothing
    expect((await search('CC05')).list.map((p) => p.productId)).toEqual(['P1002', 'P1024', 'P1064'])
    expect((await search('UC1002')).total).toBe(0)
    // a keyword narrows the coupon's products; discover takes the same filter
    expect((await search('UC1002', auth, '感统')).list.map((p) => p.name)).toEqual(['居家感统游戏视频课'])
    expect((await post(`${M}/product/discover`, { couponId: 'UC1002', pageIndex: 1, pageSize: 8 }, auth)).json().data.total).toBe(3)
  })

  it('a received offer keeps its couponId and its products', async () => {
    const auth = await login()
    await get(`${M}/coupon/receiveCoupon/CC03`, auth)
    const mine = (await post(`${M}/coupon`, { type: 0 }, auth)).json().data.find((c: { userCouponId?: string; couponId?: string }) => c.userCouponId && c.couponId === 'CC03')
    expect(JSON.parse(mine.productsRules)).toMatchObject({ scope: 2, productTypes: [2] })
    const goods = await search(mine.userCouponId, auth)
    expect(goods.total).toBeGreaterThan(0)
    expect(goods.list.every((p) => p.productType === 2)).toBe(true)
  })
})
