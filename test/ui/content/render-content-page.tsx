import { getPageInstance, HOOKS_APP_ID } from '@tarojs/runtime'
import type { ComponentType } from 'react'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/store-context'
import { fakeApi, fakeDeps, mountInPage } from '../helpers/render'
import { fakeSend, type Answer } from './fake-send'

/**
 * Mounts a content page for parent U1 whose area models talk to a fake request layer (`answers`);
 * `content` fakes the root store's content api where a page also uses it.
 */
export async function renderContentPage(Page: ComponentType, answers: Record<string, Answer>, content: Record<string, jest.Mock> = {}) {
  const f = fakeSend(answers)
  const root = new RootStore(fakeDeps({ send: f.send, api: fakeApi({ content }) }))
  root.login.setIdentity({ userId: 'U1' })
  await mountInPage(() => (
    <StoreProvider store={root}>
      <Page />
    </StoreProvider>
  ))
  return { root, ...f }
}

/** Runs a page hook (usePullDownRefresh, useReachBottom, useDidShow) as the runtime does. */
function runPageHook(name: 'onPullDownRefresh' | 'onReachBottom' | 'componentDidShow'): void {
  const inst = getPageInstance(HOOKS_APP_ID) as Record<string, (() => void) | (() => void)[] | undefined> | undefined
  const hooks = inst?.[name]
  for (const fn of Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) fn()
}
/** The parent pulls the page down. */
export const pullDown = () => runPageHook('onPullDownRefresh')
/** The parent scrolls to the bottom of the page. */
export const reachBottom = () => runPageHook('onReachBottom')
/** The parent comes back to the page. */
export const showAgain = () => runPageHook('componentDidShow')
