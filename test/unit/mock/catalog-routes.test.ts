import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildMockApp({ seed: 20261121 })
})
afterAll(() => app.close())

const M = '/mall/api/v1'
const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:9527' } })).json()
const post = async (url: string, payload: object) =>
  (await app.inject({ method: 'POST', url, payload, headers: { host: '127.0.0.1:9527' } })).json()

describe('mock catalog routes', () => {
  it('pages a home module 8 at a time with a total, pictures on the request origin', async () => {
    const p1 = await get(`${M}/basics/modulePage/Module_Recommend?pageIndex=1&pageSize=8&organization_id=ORG001`)
    expect(p1.code).toBe(0)
    expect(p1.data.list).toHaveLength(8)
    expect(p1.data.total).toBeGreaterThan(8)
    expect(p1.data.list[0].pic).toMatch(/^http:\/\/127\.0\.0\.1:9527\/mock\/oss\/p-/)
    const p2 = await get(`${M}/basics/modulePage/Module_Recommend?pageIndex=2&pageSize=8`)
    const ids1 = p1.data.list.map((p: { productId: string }) => p.productId)
    expect(p2.data.list.some((p: { productId: string }) => ids1.includes(p.productId))).toBe(false)
    expect((await get(`${M}/basics/modulePage/Module_Nope`)).code).not.toBe(0)
  })

  it('narrows a module by the filters', async () => {
    const all = (await get(`${M}/basics/modulePage/Module_Lesson?pageIndex=1&pageSize=100`)).data
    const online = (await get(`${M}/basics/modulePage/Module_Lesson?pageIndex=1&pageSize=100&teachingMethod=1`)).data
    const offline = (await get(`${M}/basics/modulePage/Module_Lesson?pageIndex=1&pageSize=100&teachingMethod=0`)).data
    expect(online.total + offline.total).toBe(all.total)
    expect(online.total).toBeGreaterThan(0)
    const level = (await get(`${M}/basics/modulePage/Module_Lesson?pageIndex=1&pageSize=100&courseLevels=1`)).data
    expect(level.total).toBeLessThan(all.total)
  })

  it('answers the basics: regions, two-level indications, SHIFT_LEVEL, categories, banners, ads, gift', async () => {
    expect((await get(`${M}/basics/region`)).data[0]).toEqual({ regionId: expect.any(String), regionName: expect.stringMatching(/市$/) })
    expect((await get(`${M}/basics/indicationTwo`)).data[0].children.length).toBeGreaterThan(0)
    expect((await get(`${M}/basics/dict?dictKey=SHIFT_LEVEL`)).data.map((d: { label: string }) => d.label)).toContain('初级')
    expect((await get(`${M}/product/productCategory/1`)).data[0].categoryName).toBe('语言训练')
    expect((await get(`${M}/product/productCategory/2`)).data[0].categoryName).toBe('康复器材')
    expect((await get(`${M}/basics/banner/1`)).data.length).toBeGreaterThan(1)
    expect((await get(`${M}/basics/advertising/Module_advertising`)).data.length).toBeGreaterThan(0)
    expect((await get(`${M}/basics/newUserGift`)).data.enabled).toBe(1)
  })

  it('discovers courses or goods by category, and point products separately', async () => {
    const goods = (await post(`${M}/product/discover`, { pageIndex: 1, pageSize: 100, categoryType: 2 })).data
    expect(goods.total).toBeGreaterThan(0)
    expect(goods.list.some((p: { isPointProduct: number }) => p.isPointProduct === 1)).toBe(true)
    const one = (await post(`${M}/product/discover`, { pageIndex: 1, pageSize: 100, categoryType: 1, categoryId: 'C101' })).data
    expect(one.total).toBeLessThan(100)
    const points = (await post(`${M}/point/discover`, { pageIndex: 1, pageSize: 6, sort: 1 })).data
    expect(points.list.every((p: { isPointProduct: number }) => p.isPointProduct === 1)).toBe(true)
    const pts = points.list.map((p: { point: number }) => p.point)
    expect([...pts].sort((a, b) => a - b)).toEqual(pts)
  })

  it('searches by keyword, grouped by type, and pages one group', async () => {
    const found = (await post(`${M}/search`, { keyword: '感统', pageIndex: 1, pageSize: 8 })).data
    expect(found.total).toBeGreaterThan(0)
    expect(found.list[0].name + found.list[0].description).toContain('感统')
    const groups = (await post(`${M}/groupSearch`, { keyword: '感统' })).data
    expect(groups.length).toBeGreaterThan(1)
    expect(groups[0]).toMatchObject({ typeName: expect.any(String), total: expect.any(Number) })
    const more = (await post(`${M}/moreSearch`, { keyword: '感统', productType: groups[0].productType, pageIndex: 1, pageSize: 8 })).data
    expect(more.total).toBe(groups[0].total)
    expect((await post(`${M}/search`, { keyword: '不存在的商品xyz', pageIndex: 1, pageSize: 8 })).data).toEqual({ list: [], total: 0 })
  })
})
