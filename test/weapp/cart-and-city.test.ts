/**
 * The cart and the city in the mini-program runtime: a product's detail page adds to the parent's
 * cart and the cart page shows it; the choose city page locates the parent with wx.getLocation and
 * the maps service.
 */
import { Rig } from './rig/rig'

let rig: Rig
afterEach(async () => rig?.close())

interface Listed {
  productId: string
  name: string
  productType: number
  isPointProduct?: number
  skuList?: Array<{ stock: number }>
}

test('a bound parent adds a goods product on its detail page; the cart page shows it', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  const list = (await rig.mock.inject({ method: 'POST', url: '/mall/api/v1/product/discover', payload: { pageIndex: 1, pageSize: 20, categoryType: 2 } })).json<{
    data: { list: Listed[] }
  }>().data.list
  const product = list.find((p) => p.productType === 2 && p.isPointProduct !== 1)
  if (!product) throw new Error('the mock lists no goods product bought with money')
  await rig.launch('pages/goods/goods-detail', { id: product.productId })
  await rig.waitForText(product.name)
  await rig.tap('加入购物车')
  await rig.waitFor(() => rig.host.log.requests.some((r) => r.method === 'POST' && r.url.endsWith('/mall/api/v1/cart') && r.code === 0), 'the cart add answered')
  await rig.open('pages/cart/cart')
  await rig.waitForText(product.name)
  expect(rig.text()).not.toContain('购物车还是空的')
  expect(rig.host.errors).toEqual([])
})

/** The choose city page with 重新定位 tapped, the location permission given or refused. */
async function locateOnChooseCity(locationAllowed: boolean): Promise<{ regeo?: { url: string } }> {
  rig = await Rig.start({ visitor: 'bound-parent' })
  rig.host.steer.locationAllowed = locationAllowed
  await rig.launch('pages/common/choose-city')
  await rig.waitForText('未定位')
  await rig.tap('重新定位')
  if (locationAllowed) await rig.waitFor(() => rig.host.log.requests.some((r) => r.url.includes('/v3/geocode/regeo')), 'the maps service asked')
  await rig.settle()
  return { regeo: rig.host.log.requests.find((r) => r.url.includes('/v3/geocode/regeo')) }
}

test('重新定位 on the choose city page asks wx.getLocation, then the maps service with that position', async () => {
  const { regeo } = await locateOnChooseCity(true)
  // the rig's position is Shanghai's People's Square (wgs84), sent to the maps service as lng,lat
  expect(regeo?.url).toMatch(/^https:\/\/restapi\.amap\.com\/v3\/geocode\/regeo\?/)
  expect(regeo?.url).toContain(`location=${encodeURIComponent('121.4737,31.2304')}`)
  expect(regeo?.url).toContain('coordsys=gps')
  // .env.production ships without a maps key: the service refuses it (INVALID_USER_KEY) and the
  // page stays as it was, without an error (spec §8: a failed locate is silently ignored)
  expect(rig.text()).toContain('未定位')
  expect(rig.host.errors).toEqual([])
})

test('a refused location keeps 未定位 and asks the maps service nothing', async () => {
  const { regeo } = await locateOnChooseCity(false)
  expect(regeo).toBeUndefined()
  expect(rig.text()).toContain('未定位')
  expect(rig.host.errors).toEqual([])
})
