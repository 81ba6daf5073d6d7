import { Current } from '@tarojs/runtime'
import TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/store-context'
import { AddressModel, addressArea } from '@/shared/address/address-area'
import { TradeModel, tradeArea } from '@/shared/trade/trade-area'
import { OrderModel, orderArea } from '@/pages/order/model/order-area'
import { buildCommonModel, commonArea } from '@/pages/common/model/common-area'
import { cheeseArea } from '@/pages/cheese/model/cheese-area'
import { CartStore, cartArea } from '@/shared/trade/cart-store'
import { linkArea, linkModel } from '@/pages/link/model/link-area'
import { AccountStore, accountArea } from '@/pages/user/model/account-store'
import { fakeDeps, type AreaApis, type FakeDeps } from '../../unit/helpers/fake-deps'

export { fakeApi, fakeAreaApi, fakeDeps } from '../../unit/helpers/fake-deps'

/** Builds the shared and area models on the given fake apis, as their pages would find them. */
export function provideAreas(root: RootStore, apis: Partial<AreaApis>): void {
  const ctx = { deps: root.deps, shell: root }
  if (apis.checkout) root.areas.provide(tradeArea, new TradeModel(ctx, apis.checkout))
  if (apis.address) root.areas.provide(addressArea, new AddressModel(ctx, apis.address))
  if (apis.order) root.areas.provide(orderArea, new OrderModel(ctx, apis.order))
  if (apis.region || apis.search || apis.consultation || apis.maps) root.areas.provide(commonArea, buildCommonModel(ctx, apis.region, apis.search, apis.consultation, apis.maps))
  if (apis.cheese) root.areas.provide(cheeseArea, apis.cheese)
  if (apis.cart) root.areas.provide(cartArea, new CartStore(root.deps, apis.cart))
  if (apis.link) root.areas.provide(linkArea, linkModel(apis.link))
  if (apis.account) root.areas.provide(accountArea, new AccountStore(root.deps, root.login, apis.account))
}

/**
 * Mounts a component the way Taro's H5 runtime shows a page: inside a page container whose id is
 * the current page's path (Taro's selector queries, used by NutUI, look for it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test library types props as Record<any, any>
export async function mountInPage<P extends Record<string, any>>(Component: ComponentType<P>, props?: P, path = '/pages/under-test/page') {
  const t = new TestUtils()
  document.body.innerHTML = ''
  const container = document.createElement('div')
  container.id = path
  container.className = 'taro_page'
  document.body.appendChild(container)
  ;(Current as { page: unknown }).page = { path }
  await t.mount(Component, { props, container })
  return t
}

/** Mounts a page or component inside a StoreProvider built on fakes. */
export async function renderWithStores(Component: ComponentType, deps: FakeDeps = fakeDeps(), areaApis: Partial<AreaApis> = {}) {
  const root = new RootStore(deps)
  provideAreas(root, areaApis)
  const Wrapped = () => (
    <StoreProvider store={root}>
      <Component />
    </StoreProvider>
  )
  const t = await mountInPage(Wrapped)
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

/** The tab of a page's tab strip (components/tab-strip) that reads `title`. */
export const stripTab = (title: string) => [...document.querySelectorAll('[data-testid="tab-strip-item"]')].find((el) => el.textContent?.includes(title)) as HTMLElement
