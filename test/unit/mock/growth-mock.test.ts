import type { FastifyInstance } from 'fastify'
import type { InviteActivity } from '../../../mock/seed/growth'
import { buildMockApp } from '../../../mock/app'
import { testPageAllowed, maskToken } from '@/pages/test/model/test-access'

let app: FastifyInstance
beforeEach(async () => {
  app = await buildMockApp({ seed: 1 })
})
afterEach(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const login = async () => {
  const ex = (await get('/api/auth/h5/exchange?token=h5-demo-token&appId=a&openId=o')).json()
  return { authorization: `Bearer ${ex.data.access_token}` }
}
const fen = (y: string) => Math.round(Number(y) * 100)

describe('mock invitation services', () => {
  it('the activity has 3 posters, 5 invite texts, a leaderboard of 30 and both award kinds, one enabled', async () => {
    const a = (await get('/mall/api/v1/invite/inviteText', await login())).json().data as InviteActivity
    expect(JSON.parse(a.poster)).toHaveLength(3)
    expect(JSON.parse(a.inviteText)).toHaveLength(5)
    expect(a.pullNewLeaderboards).toHaveLength(30)
    const counts = a.pullNewLeaderboards.map((e) => e.invitCount)
    expect([...counts].sort((x, y) => y - x)).toEqual(counts)
    const r = a.config.referralConfig!
    expect([r.invitorReferralConfig.awardType === 0, r.inviteeReferralConfig.awardType === 0].sort()).toEqual([false, true])
    expect([r.invitorReferralConfig.enable, r.inviteeReferralConfig.enable].sort()).toEqual([0, 1])
    expect(a.userId).toBe('U10001')
  })

  it('an anonymous visitor gets the activity without personal parts; the record needs login', async () => {
    const a = (await get('/mall/api/v1/invite/inviteText')).json()
    expect(a.code).toBe(0)
    expect(a.data.userId).toBeUndefined()
    expect((await get('/mall/api/v1/invite/invitationRecord')).json().code).toBe(-400)
  })

  it('the record adds up and has first purchases', async () => {
    const r = (await get('/mall/api/v1/invite/invitationRecord', await login())).json().data
    expect(r.firstPurchaseCount).toBeGreaterThan(0)
    expect(r.inviteCount).toBe(r.records.length)
    expect(r.accumulatePoints).toBe(r.friendInvitation + r.firstPurchase)
    expect(r.records.reduce((s: number, x: { points: number }) => s + x.points, 0)).toBe(r.accumulatePoints)
    const assess = (await get('/mall/api/v1/invite/inviteText?inviteType=AssessInvite', await login())).json().data
    expect(assess.activityId).toBe('ASSESS2026-11')
    expect((await get('/mall/api/v1/invite/assessInvite/invitationRecord', await login())).json().code).toBe(0)
    expect((await get('/mall/api/v1/invite/directions')).json().data.content).toContain('活动规则')
  })

  it('poster pictures come with CORS headers', async () => {
    const res = await get('/mock/poster/invite-1.png', { origin: 'http://elsewhere.test' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBeTruthy()
    expect(res.headers['content-type']).toContain('image/svg+xml')
    expect((await get('/mock/poster/nothing.png')).statusCode).toBe(404)
  })
})

describe('mock distribution and share services', () => {
  it('pages the products; a commission is below the price', async () => {
    const h = await login()
    const p1 = (await get('/mall/api/v1/distribution/peopleShare?pageIndex=1&pageSize=8', h)).json().data
    expect(p1.list).toHaveLength(8)
    expect(p1.total).toBeGreaterThan(8)
    p1.list.forEach((p: { commission: string; purchasemoney: string }) => expect(fen(p.commission)).toBeLessThan(fen(p.purchasemoney)))
  })

  it('my earnings add up; a share lists its orders', async () => {
    const h = await login()
    const m = (await get('/mall/api/v1/distribution/myShare', h)).json().data
    expect(fen(m.settledEarnings) + fen(m.pendingEarnings)).toBe(fen(m.totalEarnings))
    expect(m.shares.reduce((s: number, x: { earnings: string }) => s + fen(x.earnings), 0)).toBe(fen(m.totalEarnings))
    const d = (await get(`/mall/api/v1/distribution/share/${m.shares[0].shareId}`, h)).json().data
    expect(d.orders).toHaveLength(m.shares[0].orderCount)
    expect((await get('/mall/api/v1/distribution/share/none', h)).json().code).not.toBe(0)
  })

  it('signs a JS-SDK address with a fake signature; refuses a fragment', async () => {
    const ok = (await get(`/openapi/jssdk/sign?appId=wx1&url=${encodeURIComponent('https://shop.test/pages/activity/activity?from_user=U1')}`)).json()
    expect(ok.code).toBe(0)
    expect(ok.data).toMatchObject({ appId: 'wx1', timestamp: expect.any(Number) })
    expect(ok.data.signature).toMatch(/^[0-9a-f]{40}$/)
    expect((await get(`/openapi/jssdk/sign?appId=wx1&url=${encodeURIComponent('https://shop.test/#x')}`)).json().code).not.toBe(0)
  })

  it('short links for growth pages lead inside the storefront', async () => {
    const l = (await get('/management/api/v1/scrm/shortLink/yq2026')).json().data
    expect(l.targetUrl).toBe('/pages/activity/activity?from_user=U10001')
  })
})

describe('test page access', () => {
  it('only with debug=1 or a development build', () => {
    expect(testPageAllowed({ mode: 'production' })).toBe(false)
    expect(testPageAllowed({ pageDebug: '0', mode: 'production' })).toBe(false)
    expect(testPageAllowed({ pageDebug: '1', mode: 'production' })).toBe(true)
    expect(testPageAllowed({ entryDebug: '1', mode: 'production' })).toBe(true)
    expect(testPageAllowed({ mode: 'development' })).toBe(true)
  })
  it('masks the token', () => {
    expect(maskToken('abcdefghijklmnop')).toBe('abcd****mnop（16位）')
    expect(maskToken(null)).toBe('（无）')
  })
})
