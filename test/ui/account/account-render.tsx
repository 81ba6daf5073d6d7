import type { ComponentType } from 'react'
import type { Api } from '@/services/api'
import type { Send } from '@/services/http/types'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/store-context'
import type { AccountApi } from '@/pages/user/model/account-api'
import { fakeAreaApi, fakeDeps, mountInPage, provideAreas } from '../helpers/render'

type Handler = (data: unknown) => unknown
/** Answers deps.send by `METHOD /path` (mall and app hosts stripped) with {code 0, data}; a thrown error rejects. */
export function routeSend(routes: Record<string, Handler>): jest.Mock {
  return jest.fn(async (o: Parameters<Send>[0]) => {
    const path = o.url.replace(/^https:\/\/[^/]+(\/mall\/api\/v1)?/, '').split('?')[0]
    const key = `${o.method ?? 'GET'} ${path}`
    const handler = routes[key]
    if (!handler) throw new Error(`no fake for ${key}`)
    return { code: 0, msg: 'ok', data: await handler(o.data) }
  })
}

/**
 * Mounts a page on a shell restored from storage with a logged-in parent U1 (as at launch). The
 * account pages' own calls are the given fakes, or without them go through `send`.
 */
export async function renderLoggedIn(Page: ComponentType, opts: { api?: Api; account?: Partial<AccountApi>; send?: jest.Mock; loggedIn?: boolean } = {}) {
  const deps = fakeDeps({ api: opts.api, send: opts.send as unknown as Send, storage: opts.loggedIn === false ? {} : { studentToken: 'stu' } })
  const root = new RootStore(deps)
  if (opts.account) provideAreas(root, { account: fakeAreaApi({ account: opts.account }).account })
  root.login.restore()
  if (opts.loggedIn !== false) root.login.setIdentity({ userId: 'U1' })
  root.login.markReady()
  await mountInPage(() => (
    <StoreProvider store={root}>
      <Page />
    </StoreProvider>
  ))
  return { root, deps }
}

export const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null
export const allByTestId = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[]
