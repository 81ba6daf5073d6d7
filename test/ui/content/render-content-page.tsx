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

export { pullDown, reachBottom, showAgain } from '../helpers/page-hooks'
