/**
 * Lists the service sends whole, with the mock's rows × 100 (MOCK_GROWTH): the mini-program draws
 * them a screenful at a time, so what the page sends to its render layer in setData does not grow
 * with rows the parent has not scrolled to. WeChat refuses a setData over 256 KB; the app's rule
 * is 64 KB (spec-rules and every-page hold each route to it at 1×).
 */
import { findAll } from './rig/node-tree'
import { Rig } from './rig/rig'

const LIMIT = 64 * 1024
let rig: Rig
afterEach(async () => rig?.close())

const withClass = (cls: string) => findAll(rig.tree(), (n) => String(n.attr.class ?? '').split(/\s+/).includes(cls))

test('cart × 100: ten rows drawn, ten more at the bottom, every setData under 64 KB; icons carry their SVG once', async () => {
  rig = await Rig.start({ growth: 100 })
  await rig.launch('pages/cart/cart')
  await rig.waitFor(() => withClass('cart-row').length >= 10, 'the first cart rows')
  await rig.settle()
  expect(withClass('cart-row')).toHaveLength(10)
  await rig.reachBottom()
  await rig.waitFor(() => withClass('cart-row').length >= 20, 'ten more cart rows')
  await rig.settle()
  expect(withClass('cart-row')).toHaveLength(20)
  expect(rig.largestSetData('pages/cart/cart').bytes).toBeLessThan(LIMIT)
  const icons = withClass('nut-icon').map(({ node }) => String(node.attr.style ?? ''))
  expect(icons.length).toBeGreaterThan(20)
  for (const style of icons) {
    expect(style.match(/-webkit-mask:\s*url\(/g)).toHaveLength(1)
    expect(style).not.toMatch(/(^|;)\s*mask:/)
  }
  expect(rig.host.errors).toEqual([])
})

test('choose-city × 100 campuses: a screenful of cities drawn, the setData under 64 KB', async () => {
  rig = await Rig.start({ growth: 100 })
  await rig.launch('pages/common/choose-city')
  await rig.waitFor(() => withClass('city-row').length > 0, 'the first cities')
  await rig.settle()
  const campuses = withClass('city-row__campus').length
  expect(campuses).toBeGreaterThan(0)
  expect(campuses).toBeLessThanOrEqual(60 + 100)
  expect(rig.largestSetData('pages/common/choose-city').bytes).toBeLessThan(LIMIT)
  expect(rig.host.errors).toEqual([])
})

test('points record × 10: twenty of its hundred records drawn, twenty more at the bottom', async () => {
  rig = await Rig.start({ growth: 10 })
  await rig.launch('pages/user/point-record')
  await rig.waitFor(() => withClass('kv-cell').length >= 20, 'the first records')
  await rig.settle()
  expect(withClass('kv-cell')).toHaveLength(20)
  await rig.reachBottom()
  await rig.waitFor(() => withClass('kv-cell').length >= 40, 'twenty more records')
  expect(rig.largestSetData('pages/user/point-record').bytes).toBeLessThan(LIMIT)
  expect(rig.host.errors).toEqual([])
})
