import { buildMockApp } from '../../../mock/app'
import { checkedGrowth, growthFromEnv, type DataGrowth } from '../../../mock/data-growth'
import { demoAuth, NOTICE_QUERY } from './mock-lists'

describe('the growth switch', () => {
  it('reads MOCK_GROWTH: unset or empty is 1; 1, 10 and 100 are taken', () => {
    expect(growthFromEnv({})).toBe(1)
    expect(growthFromEnv({ MOCK_GROWTH: '' })).toBe(1)
    expect(growthFromEnv({ MOCK_GROWTH: '1' })).toBe(1)
    expect(growthFromEnv({ MOCK_GROWTH: '10' })).toBe(10)
    expect(growthFromEnv({ MOCK_GROWTH: ' 100 ' })).toBe(100)
  })

  it.each(['2', '1000', '0', '-10', '10.0', '1e2', 'ten', '10x'])('refuses MOCK_GROWTH=%s, naming the values it takes', (text) => {
    expect(() => growthFromEnv({ MOCK_GROWTH: text })).toThrow(`MOCK_GROWTH must be 1, 10 or 100 (got "${text}")`)
  })

  it('refuses another growth given in code', async () => {
    expect(checkedGrowth(undefined)).toBe(1)
    expect(() => checkedGrowth(50)).toThrow('growth must be 1, 10 or 100 (got 50)')
    await expect(buildMockApp({ growth: 3 as DataGrowth })).rejects.toThrow('growth must be 1, 10 or 100')
  })

  it('health reports the growth, and a reset rebuilds the data with the same growth', async () => {
    const app = await buildMockApp({ seed: 3, growth: 10 })
    try {
      expect((await app.inject({ method: 'GET', url: '/__mock__/health' })).json()).toEqual({ ok: true, seed: 3, growth: 10 })
      const total = async () => (await app.inject({ method: 'POST', url: NOTICE_QUERY, headers: await demoAuth(app), payload: { pageIndex: 1, pageSize: 10, type: 2 } })).json().data.total
      expect(await total()).toBe(100)
      await app.inject({ method: 'POST', url: '/__mock__/reset' })
      expect((await app.inject({ method: 'GET', url: '/__mock__/health' })).json().growth).toBe(10)
      expect(await total()).toBe(100)
    } finally {
      await app.close()
    }
    const plain = await buildMockApp({ seed: 3 })
    expect((await plain.inject({ method: 'GET', url: '/__mock__/health' })).json()).toEqual({ ok: true, seed: 3, growth: 1 })
    await plain.close()
  })
})
