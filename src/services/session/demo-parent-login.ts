import { demoParentBind } from '@/services/api/demo-parent-calls'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { loginWeapp, type WeappSessionDeps } from './weapp-session'

/**
 * Development builds only (loaded by src/platform/demo-parent.ts): the mock binds the WeChat
 * identity waiting on the binding page as the demo parent, in place of WeChat's phone grant, and
 * the mini-program logs in again, now answered with a token.
 */
export async function bindDemoParentAndLogin(d: WeappSessionDeps, send: Send): Promise<'logged-in' | 'needs-phone' | 'failed'> {
  const identity = d.store.pendingIdentity
  if (!identity) throw new Error('请先完成微信登录')
  await createCall(send, d.config.hosts)(demoParentBind, { openid: identity.openid })
  return loginWeapp(d)
}
