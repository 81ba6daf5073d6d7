import { Current } from '@tarojs/runtime'
import TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/store-context'
import { fakeDeps, type FakeDeps } from '../../unit/helpers/fake-deps'

export { fakeApi, fakeDeps } from '../../unit/helpers/fake-deps'

/** Mounts a page or component inside a StoreProvider built on fakes. */
export async function renderWithStores(Component: ComponentType, deps: FakeDeps = fakeDeps()) {
  const root = new RootStore(deps)
  const t = new TestUtils()
  const Wrapped = () => (
    <StoreProvider store={root}>
      <Component />
    </StoreProvider>
  )
  // Taro's H5 APIs (selector queries used by NutUI) look for the current page's container by id.
  const path = '/pages/under-test/page'
  document.body.innerHTML = ''
  const container = document.createElement('div')
  container.id = path
  container.className = 'taro_page'
  document.body.appendChild(container)
  ;(Current as { page: unknown }).page = { path }
  await t.mount(Wrapped, { container })
  return { t, root, deps }
}

/** Waits until the predicate holds (or fails after the timeout). */
export async function waitFor(predicate: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now()
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('waitFor: condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

export const text = (): string => document.body.textContent ?? ''
