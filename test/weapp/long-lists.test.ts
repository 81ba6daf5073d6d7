/**
 * Lists the service sends whole, with the mock's rows × 100 (MOCK_GROWTH): the mini-program draws
 * them a screenful at a time, so what the page sends to its render layer in setData does not grow
 * with rows the parent has not scrolled to. WeChat refuses a setData over 256 KB; the app's rule
 * is 64 KB (spec-rules and every-page hold each route to it at 1×).
 */
import { CART_ROWS_DRAWN, CITY_LIST_DRAWN, POINT_RECORDS_DRAWN } from '../../src/config/page-sizes'
import { findAll } from './rig/node-tree'
import { Rig } from './rig/rig'

const LIMIT = 64 * 1024
let rig: Rig
afterEach(async () => rig?.close())

const withClass = (cls: string) => findAll(rig.tree(), (n) => String(n.attr.class ?? '').split(/\s+/).includes(cls))

/** Opens `route`: `step` rows of class `rowClass` drawn, `step` more after the bottom is reached, every setData under the limit. */
async function drawsByScreenfuls(route: string, rowClass: string, step: number): Promise<void> {
  await rig.launch(route)
  for (const rows of [step, 2 * step]) {
    if (rows > step) await rig.reachBottom()
    await rig.waitFor(() => withClass(rowClass).length >= rows, `${rows} rows of ${route}`)
    await rig.settle()
    expect(withClass(rowClass)).toHaveLength(rows)
  }
  expect(rig.largestSetData(route).bytes).toBeLessThan(LIMIT)
}

test('cart × 100: ten rows drawn, ten more at the bottom, every setData under 64 KB; covers drawn by the app\'s image; icons carry their SVG once', async () => {
  rig = await Rig.start({ growth: 100 })
  await drawsByScreenfuls('pages/cart/cart', 'cart-row', CART_ROWS_DRAWN)
  // covers are the app's image (spec's loading, fade and error states), not NutUI's Image, whose
  // placeholder icon put a 2 KB SVG into every row's setData
  expect(withClass('cart-row__pic').filter(({ node }) => String(node.attr.class).includes('image-view'))).toHaveLength(2 * CART_ROWS_DRAWN)
  expect(withClass('nut-image')).toHaveLength(0)
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
  expect(campuses).toBeLessThanOrEqual(CITY_LIST_DRAWN + 100)
  expect(rig.largestSetData('pages/common/choose-city').bytes).toBeLessThan(LIMIT)
  expect(rig.host.errors).toEqual([])
})

test('points record × 10: twenty of its hundred records drawn, twenty more at the bottom', async () => {
  rig = await Rig.start({ growth: 10 })
  await drawsByScreenfuls('pages/user/point-record', 'kv-cell', POINT_RECORDS_DRAWN)
  expect(rig.host.errors).toEqual([])
})
