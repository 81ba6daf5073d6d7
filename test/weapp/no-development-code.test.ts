/**
 * The production build (dist/weapp after `npm run build:weapp`; WEAPP_DIST for another) carries no
 * development-only code: not the binding page's 以演示家长身份绑定, not its call to the mock
 * (/mock/weapp-demo-bind), no address of the mock's pages. demo-parent-bind.test.ts shows the same
 * scan finds them in the development build.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { DEMO_PARENT_BIND_PATH, DEMO_PARENT_BUTTON_TEXT, DEVELOPMENT_ONLY, developmentTraces } from '../../scripts/lib/development-traces'
import { WEAPP_BUILD } from './rig/rig'

test('the production build has no trace of the demo parent or the mock', () => {
  expect(existsSync(path.join(WEAPP_BUILD, 'app.json'))).toBe(true)
  expect(DEVELOPMENT_ONLY).toEqual(expect.arrayContaining([DEMO_PARENT_BUTTON_TEXT, DEMO_PARENT_BIND_PATH]))
  expect(developmentTraces(WEAPP_BUILD)).toEqual([])
})
