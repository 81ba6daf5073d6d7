/**
 * A page's clean-up runs in the turn it unloads in, before any timer: React's work runs in a
 * microtask in the mini-program (config/weapp/scheduler-turn.js), not in a 0 ms timer that would fire
 * on the next page. The assessment form's submit bar listens to the keyboard while the form is open.
 */
import { Rig } from './rig/rig'
import { MockData, ROUTE_SAMPLES } from './route-samples'

let rig: Rig
afterEach(async () => rig?.close())

test('the assessment form stops listening to the keyboard in the turn it is unloaded', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  const sample = await ROUTE_SAMPLES['pages/assessment/assessment-detail'](await MockData.login(rig.mock))
  await rig.launch('pages/assessment/assessment-detail', sample.query ?? {})
  await rig.waitForText('提交测评')
  expect(rig.host.keyboardListening).toBe(1)

  // the page leaves for good (reLaunch unloads it): its listener goes with it in the same turn
  const opening = rig.host.reLaunch('/pages/cart/cart')
  for (let i = 0; i < 20; i += 1) await Promise.resolve()
  expect(rig.host.keyboardListening).toBe(0)
  await opening
  await rig.waitForRoute('pages/cart/cart')
  expect(rig.host.errors).toEqual([])
})
