import type * as DemoParentLogin from '@/services/session/demo-parent-login'
import type * as DemoParentButton from './demo-parent-button'

/**
 * 以演示家长身份绑定: how QA gets past the binding page in WeChat DevTools, where the tourist app id
 * (or an app id without the capability) never gets WeChat's phone grant. Only a build whose mode
 * sets TARO_APP_DEMO_PARENT_BIND=1 (.env.development; `.env` sets 0 for every other mode) has it:
 * webpack folds each condition below, so in any other build both are null and neither the button
 * nor its call to the mock is in the bundle (test/weapp/no-development-code.test.ts).
 */
export type DemoParentButtonModule = typeof DemoParentButton
export type DemoParentLoginModule = typeof DemoParentLogin

export const loadDemoParentButton: (() => Promise<DemoParentButtonModule>) | null =
  process.env.TARO_APP_DEMO_PARENT_BIND === '1' ? () => import('./demo-parent-button') : null

export const loadDemoParentLogin: (() => Promise<DemoParentLoginModule>) | null =
  process.env.TARO_APP_DEMO_PARENT_BIND === '1' ? () => import('@/services/session/demo-parent-login') : null
