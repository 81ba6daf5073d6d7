import { PAGE_ENTRIES, pageAddress } from '@/config/page-table'
import { routePaths, routes, type RouteName } from '@/config/routes'

test('there is a builder for each page of the table, at its address', () => {
  const names = PAGE_ENTRIES.map(([name]) => name)
  expect(Object.keys(routes).sort()).toEqual([...names].sort())
  for (const [name, entry] of PAGE_ENTRIES) expect([name, routes[name as RouteName].path]).toEqual([name, pageAddress(entry)])
  expect(new Set(routePaths()).size).toBe(routePaths().length)
})

test('a moved page is built at its spec address', () => {
  expect(routes.giftBag()).toBe('/pages/home/gift-bag')
  expect(routes.homeCourse.path).toBe('/pages/home/course')
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
