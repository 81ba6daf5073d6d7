import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'
import { createContext } from '../../../mock/context'
import { absolutePics, productCatalogue, toListItem } from '../../../mock/seed/products'
import { createState } from '../../../mock/state'
import { ProductType } from '@types-api/api/product'

const catalogueFor = (seed: number) => {
  const state = createState(seed)
  return productCatalogue(createContext(() => state))
}

describe('mock product catalogue', () => {
  it('is deterministic for a seed and shared within one state', () => {
    expect(catalogueFor(7)).toEqual(catalogueFor(7))
    const state = createState(7)
    const ctx = createContext(() => state)
    expect(productCatalogue(ctx)).toBe(productCatalogue(ctx))
  })

  it('covers every product type, with point products and at least 40 products', () => {
    const list = catalogueFor(20261121)
    expect(list.length).toBeGreaterThanOrEqual(40)
    for (const t of Object.values(ProductType)) expect(list.some((p) => p.productType === t)).toBe(true)
    const points = list.filter((p) => p.isPointProduct === 1)
    expect(points.length).toBeGreaterThan(0)
    expect(points.every((p) => (p.point ?? 0) > 0)).toBe(true)
    expect(new Set(list.map((p) => p.productId)).size).toBe(list.length)
  })

  it('gives yuan strings with 2 decimals and comma-separated picture paths', () => {
    for (const p of catalogueFor(3)) {
      expect(p.originalmoney).toMatch(/^\d+\.\d{2}$/)
      expect(p.purchasemoney).toMatch(/^\d+\.\d{2}$/)
      expect(p.pic.split(',').every((u) => u.startsWith('/mock/oss/p-'))).toBe(true)
      expect([0, 1]).toContain(p.teachingMethod)
    }
  })

  it('makes pictures absolute for the request origin', () => {
    expect(absolutePics('/mock/oss/a.png,https://x/b.png', 'http://127.0.0.1:9527')).toBe(
      'http://127.0.0.1:9527/mock/oss/a.png,https://x/b.png',
    )
    const item = toListItem(catalogueFor(1)[0], 'http://h')
    expect(item.pic.startsWith('http://h/mock/oss/')).toBe(true)
    expect(item).not.toHaveProperty('moduleCodes')
  })

  it('serves the named pictures it points at', async () => {
    const app: FastifyInstance = await buildMockApp({ seed: 1 })
    const res = await app.inject({ method: 'GET', url: catalogueFor(1)[0].pic.split(',')[0] })
    expect(res.statusCode).toBe(200)
    await app.close()
  })
})
