import { MOVED_PAGES } from '@/config/moved-pages'
import { ROUTE_PATHS, routes } from '@/config/routes'

/** Every page the app declares, at the address the spec gives it (moved pages by their spec address). */
function declaredPages(): string[] {
  const g = globalThis as { defineAppConfig?: (c: unknown) => unknown }
  g.defineAppConfig = (c) => c
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require('../../../src/app.config').default as { pages: string[]; subPackages: Array<{ root: string; pages: string[] }> }
  const specAddress = Object.fromEntries(Object.entries(MOVED_PAGES).map(([spec, pkg]) => [pkg, spec]))
  return [...config.pages, ...config.subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))].map((p) => specAddress[`/${p}`] ?? `/${p}`)
}

test('the route table has exactly the pages app.config declares', () => {
  expect([...ROUTE_PATHS].sort()).toEqual(declaredPages().sort())
  expect(new Set(ROUTE_PATHS).size).toBe(ROUTE_PATHS.length)
})

test('builders encode each value once and leave out empty ones', () => {
  expect(routes.cart()).toBe('/pages/cart/cart')
  expect(routes.goodsDetail({ id: 'P 1&2' })).toBe('/pages/goods/goods-detail?id=P%201%262')
  expect(routes.orderList()).toBe('/pages/order/order-list')
  expect(routes.orderList({ tab: 2 })).toBe('/pages/order/order-list?tab=2')
  expect(routes.courseVideo({ productId: 'C1', lessonId: undefined })).toBe('/pages/course/course-video?productId=C1')
  expect(routes.orderDetail({ orderCode: 'DD2026' })).toBe('/pages/order/order-detail?orderCode=DD2026')
  expect(routes.cart.path).toBe('/pages/cart/cart')
  expect(routes.goodsDetail.path).toBe('/pages/goods/goods-detail')
})
