/**
 * A window that changes size (an iPad turned on its side, PC WeChat's window dragged taller, for a
 * mini-program that is `resizable`, which app.config.ts explains this one is not): a page laid out
 * from the window's size lays itself out again.
 * The choose-city page's A–Z list is as tall as the window leaves under the page's top block.
 */
import { attr, findAll } from './rig/node-tree'
import { Rig } from './rig/rig'

let rig: Rig
afterEach(async () => rig?.close())

/** The A–Z list's height as the page set it (its inline style, less the offline notice's line then), px; null before it is drawn. */
function listHeight(): number | null {
  const list = findAll(rig.tree(), (n) => attr(n, 'class').split(/\s+/).includes('choose-city__list'))[0]
  const m = list ? /height:\s*(?:calc\()?(\d+(?:\.\d+)?)px/.exec(attr(list.node, 'style')) : null
  return m ? Number(m[1]) : null
}

test('choose-city: after the window is resized the A–Z list fills the new height, and stops listening when the page goes', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  await rig.launch('pages/common/choose-city')
  await rig.waitFor(() => listHeight() !== null, 'the A–Z list drawn')
  const clientWindow = rig.host.steer.window!
  // an iPhone 8's window: 603 px under the navigation bar, 170 of them the page's top block
  expect(listHeight()).toBe(603 - 170)
  expect(clientWindow.listening).toBeGreaterThan(0)

  clientWindow.resize(1024, 704)
  await rig.waitFor(() => listHeight() === 704 - 170, 'the list as tall as the resized window leaves')
  clientWindow.resize(768, 960)
  await rig.waitFor(() => listHeight() === 960 - 170, 'the list as tall as the window turned upright leaves')
  expect(rig.text()).toContain('A')

  // the page left for good (reLaunch unloads it): its listener goes with it in the same turn, before
  // any timer (React's work runs in a microtask: config/weapp/scheduler-turn.js), not in a timer
  // that fires on the next page
  const opening = rig.host.reLaunch('/pages/cart/cart')
  for (let i = 0; i < 20; i += 1) await Promise.resolve()
  expect(clientWindow.listening).toBe(0)
  await opening
  await rig.waitForRoute('pages/cart/cart')
  expect(rig.host.errors).toEqual([])
})
