import { declareService, noData, sends } from '@/services/http/declare'

/**
 * The mock's stand-in for WeChat's phone grant, for development builds only: nothing imports this
 * module but the login flow src/platform/demo-parent.ts loads when the build has
 * TARO_APP_DEMO_PARENT_BIND=1, so no other build carries it.
 */
const auth = declareService('auth', { rule: 'auth', skipLoginWait: true })

export interface DemoParentBindRequest {
  /** the WeChat identity the first login answered 201 for */
  openid: string
}

/** POST /mock/weapp-demo-bind: the mock binds the identity waiting on the binding page as the demo parent. */
export const demoParentBind = auth.post('/mock/weapp-demo-bind', noData, { body: sends<DemoParentBindRequest>, skipAuth: true })
