import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'
import { motifOf, productPicture } from '../../../mock/illustrations'
import { OFF_SHELF_COURSE } from '../../../mock/seed/retired-products'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildMockApp({ seed: 20261121 })
})
afterAll(() => app.close())

const picture = async (path: string) => {
  const r = await app.inject({ method: 'GET', url: path, headers: { host: '127.0.0.1:9527' } })
  return { type: String(r.headers['content-type']), body: r.body }
}

describe('the mock storage draws what a picture shows', () => {
  it('picks a product picture by what its name says it is', () => {
    expect(motifOf('感统大龙球（75cm）', 'goods')).toBe('ball')
    expect(motifOf('语言启蒙绘本（全12册）', 'goods')).toBe('book')
    expect(motifOf('儿童益生菌粉（30袋）', 'goods')).toBe('bottle')
    expect(motifOf('注意力专项测评')).toBe('chart')
    expect(motifOf('专注力训练视频课')).toBe('play')
    expect(motifOf('一件说不出是什么的东西', 'goods')).toBe('gift')
  })

  it('serves every product picture of a list as a small drawing, the same product in the same colours', async () => {
    const list = (await (await app.inject({ method: 'POST', url: '/mall/api/v1/product/discover', payload: { pageIndex: 1, pageSize: 8 }, headers: { host: '127.0.0.1:9527' } })).json()).data.list as Array<{ pic: string; name: string }>
    expect(list.length).toBeGreaterThan(3)
    for (const p of list) {
      const path = new URL(p.pic.split(',')[0]).pathname
      const first = await picture(path)
      expect(first.type).toContain('image/svg+xml')
      expect(first.body).toMatch(/^<svg [^>]*viewBox="0 0 400 400"/)
      expect(first.body.length).toBeLessThan(6000)
      expect(first.body).not.toContain('<text')
      expect((await picture(path)).body).toBe(first.body)
    }
  })

  it('sets a banner headline in its picture, and leaves adverts (titled by the storefront) without text', async () => {
    const banners = (await (await app.inject({ method: 'GET', url: '/mall/api/v1/basics/banner/1', headers: { host: '127.0.0.1:9527' } })).json()).data as Array<{ title: string; imageUrl: string }>
    const gift = await picture(new URL(banners[0].imageUrl).pathname)
    expect(gift.body).toContain('新人专享礼包')
    for (const b of banners.slice(1)) {
      const body = (await picture(new URL(b.imageUrl).pathname)).body
      expect(body).toContain(`>${[...b.title].slice(0, 11).join('')}`)
    }
    for (const ad of ['ad-assessment', 'ad-consult']) {
      const body = (await picture(`/mock/oss/${ad}.png`)).body
      expect(body).toMatch(/^<svg /)
      expect(body).not.toContain('<text')
    }
  })

  it('keeps the pictures of a product off the shelf, drawn as what it was (the cart row of the winter course)', async () => {
    const body = (await picture(`/mock/oss/p-${OFF_SHELF_COURSE.productId}-1.png`)).body
    expect(motifOf(OFF_SHELF_COURSE.name)).toBe('puzzle')
    expect(body).toBe(productPicture(OFF_SHELF_COURSE.name, 'course', 1))
    // not the parcel an unknown name gets
    expect(body).not.toBe(productPicture(`p-${OFF_SHELF_COURSE.productId}-1`, 'goods'))
  })
})
