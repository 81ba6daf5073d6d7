import { buildMockApp } from '../../../mock/app'
import { mockAppPerTest } from '../helpers/mock-app'

const mock = mockAppPerTest(1)
const { post, get } = mock

describe('mock auth service', () => {
  it('answers 201 with openid/unionid until the phone is bound, then 0 with a token', async () => {
    const first = (await post('/api/bind/user/miniPrograms/login', { code: 'c1', appid: 'wx' })).json()
    expect(first.code).toBe(201)
    expect(first.data).toEqual({ openid: expect.any(String), unionid: expect.any(String) })
    const phone = (await post('/api/bind/user/miniPrograms/phone', { appid: 'wx', encryptedData: 'e', iv: 'i', openid: first.data.openid })).json()
    expect(phone.data.phoneNumber).toMatch(/^1\d{10}$/)
    const bind = await post('/api/bind/user/third', { appid: 'wx', dataType: 0, openid: first.data.openid, phone: phone.data.phoneNumber, source: '101', unionid: first.data.unionid, saleChannelIds: '1', userType: 1 })
    expect(bind.json().code).toBe(0)
    const second = (await post('/api/bind/user/miniPrograms/login', { code: 'c2', appid: 'wx' })).json()
    expect(second.code).toBe(0)
    expect(second.data).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 7200, scope: expect.any(String) })
  })

  it('refuses a bind without source 101 and user type 1', async () => {
    const res = (await post('/api/bind/user/third', { appid: 'wx', dataType: 0, openid: 'o', phone: '1', source: '100', unionid: 'u', saleChannelIds: '1', userType: 1 })).json()
    expect(res.code).not.toBe(0)
  })

  it('exchanges an H5 token and then answers user info with the bearer token, and -400 without it', async () => {
    const ex = (await get('/api/auth/h5/exchange?token=h5-demo-token&appId=a&openId=o')).json()
    expect(ex.code).toBe(0)
    const auth = { authorization: `Bearer ${ex.data.access_token}` }
    expect((await get('/api/user/getUserInfo', auth)).json().data.user_name).toBe('乐乐妈妈')
    expect((await get('/api/user/getUserInfo')).json().code).toBe(-400)
    expect((await get('/api/auth/h5/exchange?token=bad&appId=a&openId=o')).json().code).not.toBe(0)
  })

  it('switches organizations only to one the user belongs to', async () => {
    const ex = (await get('/api/auth/h5/exchange?token=h5-x&appId=a&openId=o')).json()
    const auth = { authorization: `Bearer ${ex.data.access_token}` }
    const orgs = (await get('/api/auth/userOrganizations', auth)).json().data
    expect(orgs.length).toBeGreaterThan(1)
    expect((await post('/api/auth/userOrganizationSet', { dataType: 1, organizationId: orgs[1].organizationId }, auth)).json().code).toBe(0)
    expect((await get('/api/user/getUserInfo', auth)).json().data.organization_id).toBe(orgs[1].organizationId)
    expect((await post('/api/auth/userOrganizationSet', { dataType: 1, organizationId: 'NOPE' }, auth)).json().code).not.toBe(0)
  })

  it('serves category tabs with mixed platform types', async () => {
    const tabs = (await get('/mall/api/v1/basics/productModule')).json().data
    expect(tabs.some((t: { platformType: string }) => !t.platformType.split(',').includes('2'))).toBe(true)
    expect(tabs.some((t: { platformType: string }) => t.platformType.split(',').includes('2'))).toBe(true)
  })

  it('reverse-geocodes with the key in the authorization header', async () => {
    const res = (await get('/maps/v3/geocode/regeo?location=114.05,22.55', { authorization: 'k' })).json()
    expect(res.regeocode.addressComponent.city).toBe('深圳市')
    expect((await get('/maps/v3/geocode/regeo?location=114.05,22.55')).json().status).toBe('0')
  })

  it('login page sends the parent back to the storefront origin it was called from, never to another host', async () => {
    const fromStorefront = { referer: 'http://127.0.0.1:10086/' }
    const way = (body: string) => /id="demo-login" href="([^"]*)"/.exec(body)?.[1] ?? ''
    const good = (await get('/mock/h5-login?redirect_uri=%2Fpages%2Fmall%2Fmall%3Fdebug%3D1', fromStorefront)).body
    expect(good).toContain('href="http://127.0.0.1:10086/pages/mall/mall?debug=1&amp;token=h5-demo-token')
    const evil = (await get('/mock/h5-login?redirect_uri=https%3A%2F%2Fevil.example', fromStorefront)).body
    expect(way(evil)).not.toContain('evil.example')
    expect(evil).toContain('href="http://127.0.0.1:10086/?token=h5-demo-token')
    const evilCaller = (await get('/mock/h5-login?redirect_uri=%2Fpages%2Fmall%2Fmall', { referer: 'https://evil.example/phish' })).body
    expect(way(evilCaller)).not.toContain('evil.example')
    expect(evilCaller).toContain('href="http://127.0.0.1:10086/pages/mall/mall?token=h5-demo-token')
  })

  it('login page returns to a configured storefront origin that is not loopback', async () => {
    const lan = await buildMockApp({ seed: 1, storefrontOrigins: ['http://192.168.1.20:10086'] })
    try {
      const res = await lan.inject({ method: 'GET', url: '/mock/h5-login?redirect_uri=%2F%3Fdebug%3D1', headers: { referer: 'http://192.168.1.20:10086/' } })
      expect(res.body).toContain('href="http://192.168.1.20:10086/?debug=1&amp;token=h5-demo-token')
    } finally {
      await lan.close()
    }
  })

  it('is deterministic and resettable', async () => {
    await post('/api/bind/user/third', { appid: 'wx', dataType: 0, openid: 'o_demo_parent_0001', phone: '1', source: '101', unionid: 'u', saleChannelIds: '1', userType: 1 })
    expect((await post('/api/bind/user/miniPrograms/login', { code: 'c', appid: 'wx' })).json().code).toBe(0)
    await post('/__mock__/reset', {})
    expect((await post('/api/bind/user/miniPrograms/login', { code: 'c', appid: 'wx' })).json().code).toBe(201)
  })
})

describe('mock fault switches', () => {
  const tabs = '/mall/api/v1/basics/productModule'
  it.each([
    ['http500', 500, null],
    ['http401', 401, null],
    ['code-400', 200, -400],
  ])('%s answers as it says', async (fault, status, code) => {
    await post('/__mock__/faults', { path: tabs, fault })
    const res = await get(tabs)
    expect(res.statusCode).toBe(status)
    if (code !== null) expect(res.json().code).toBe(code)
  })

  it('malformed JSON and wrong shapes', async () => {
    await post('/__mock__/faults', { path: tabs, fault: 'malformed', times: 1 })
    const broken = (await get(tabs)).body
    expect(() => JSON.parse(broken)).toThrow()
    expect((await get(tabs)).json().code).toBe(0)
    await post('/__mock__/faults', { path: tabs, fault: 'wrong-shape' })
    expect((await get(tabs)).json()).toBe('unexpected')
  })

  it('latency delays the answer', async () => {
    await post('/__mock__/faults', { path: tabs, fault: 'latency', ms: 120 })
    const t0 = Date.now()
    expect((await get(tabs)).json().code).toBe(0)
    expect(Date.now() - t0).toBeGreaterThanOrEqual(100)
  })

  it('matches by method and by regular expression, and clears', async () => {
    await post('/__mock__/faults', { path: '/basics\\/product.*/', fault: 'http500', method: 'POST' })
    expect((await get(tabs)).statusCode).toBe(200)
    await mock.app.inject({ method: 'DELETE', url: '/__mock__/faults' })
    await post('/__mock__/faults', { path: '/basics\\/product.*/', fault: 'http500' })
    expect((await get(tabs)).statusCode).toBe(500)
    await mock.app.inject({ method: 'DELETE', url: '/__mock__/faults' })
    expect((await get(tabs)).statusCode).toBe(200)
  })

  it('refuses an unknown fault', async () => {
    expect((await post('/__mock__/faults', { path: tabs, fault: 'explode' })).statusCode).toBe(400)
  })
})
