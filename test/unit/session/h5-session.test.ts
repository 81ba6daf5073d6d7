import { StorageKey } from '@/config/storage-keys'
import { h5SessionInvalidHandler, startH5Session, type H5SessionDeps } from '@/services/session/h5-session'
import { LoginStore } from '@/stores/login-store'
import { parseQuery } from '@/utils/url'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const ORIGIN = 'https://shop.test'
const oauth = { access_token: 'stu-1', refresh_token: 'r', expires_in: 7200, scope: 'server' }

function harness(opts: { href: string; wechat?: boolean; storage?: Record<string, string>; api?: Parameters<typeof fakeApi>[0] }) {
  const api = fakeApi({
    auth: {
      exchangeH5Token: jest.fn().mockResolvedValue(oauth),
      students: jest.fn().mockResolvedValue([{ studentId: 'S1', studentName: '乐乐' }]),
      ...opts.api?.auth,
    },
  })
  const deps = fakeDeps({ api, storage: opts.storage })
  const store = new LoginStore(deps)
  store.restore()
  let href = opts.href
  const nav = { replace: jest.fn(), reload: jest.fn(), dropQueryParams: jest.fn() }
  const d: H5SessionDeps = {
    store,
    api,
    config: deps.config,
    storage: deps.storage,
    session: deps.session,
    entry: () => {
      const u = new URL(href)
      return { path: u.pathname, query: parseQuery(u.search), href }
    },
    isWeChatBrowser: opts.wechat ?? true,
    origin: ORIGIN,
    nav,
    nativeLogin: jest.fn().mockResolvedValue('native-token'),
  }
  return { d, deps, store, nav, api, setHref: (h: string) => (href = h) }
}

const loginTarget = (nav: { replace: jest.Mock }) => {
  const url: string = nav.replace.mock.calls[0][0]
  const [base, search] = url.split('?')
  return { base, query: parseQuery(search ?? '') }
}

describe('startH5Session', () => {
  it('outside WeChat without a pass goes to the open-in-WeChat page and marks login ready', async () => {
    const h = harness({ href: `${ORIGIN}/pages/home/home`, wechat: false })
    await startH5Session(h.d)
    expect(h.nav.replace).toHaveBeenCalledWith(`${ORIGIN}/pages/public/wechat`)
    expect(h.store.ready).toBe(true)
  })

  it('without a token goes to the external login address with every parameter and the way back', async () => {
    const h = harness({
      href: `${ORIGIN}/pages/mall/mall?debug=1&couponId=C9&facevalue=50&from_user=D3&organization_id=ORG7`,
      wechat: false,
    })
    await startH5Session(h.d)
    const { base, query } = loginTarget(h.nav)
    expect(base).toBe('https://passport.test/h5/login')
    expect(query).toEqual({
      sale_channel_ids: '7,8',
      from_params: 'C9_50',
      from_user: 'D3',
      organization_id: 'ORG7',
      redirect_uri: '/pages/mall/mall?debug=1&couponId=C9&facevalue=50&from_user=D3&organization_id=ORG7',
    })
    expect(h.deps.storage.get(StorageKey.couponId)).toBe('C9')
    expect(h.deps.storage.get(StorageKey.distributorId)).toBe('D3')
  })

  it('takes sale channel ids from storage before configuration', async () => {
    const h = harness({ href: `${ORIGIN}/`, storage: { [StorageKey.saleChannelIds]: '42' } })
    await startH5Session(h.d)
    expect(loginTarget(h.nav).query.sale_channel_ids).toBe('42')
  })

  it('exchanges a complete token from the address, stores the student token and drops the one-time parameters', async () => {
    const h = harness({ href: `${ORIGIN}/pages/home/home?token=h5-t&appId=wxa&openId=o1` })
    const decision = await startH5Session(h.d)
    expect(decision.kind).toBe('exchange')
    expect(h.api.auth.exchangeH5Token).toHaveBeenCalledWith({ kind: 'exchange', token: 'h5-t', appId: 'wxa', openId: 'o1' })
    expect(h.deps.storage.get(StorageKey.studentToken)).toBe('stu-1')
    expect(h.deps.storage.get(StorageKey.h5Token)).toBe('h5-t')
    expect(h.deps.storage.get(StorageKey.h5AppId)).toBe('wxa')
    expect(h.deps.storage.get(StorageKey.h5OpenId)).toBe('o1')
    expect(h.deps.storage.get(StorageKey.studentId)).toBe('S1')
    expect(h.nav.dropQueryParams).toHaveBeenCalledWith(['token', 'appId', 'openId'])
    expect(h.nav.replace).not.toHaveBeenCalled()
    expect(h.store.hasSession()).toBe(true)
  })

  it('a login that finds no student goes to the login address with sale channel ids and from_params (spec §8)', async () => {
    const h = harness({
      href: `${ORIGIN}/pages/course/course-list?token=h5-t&appId=wxa&openId=o1&couponId=C9&facevalue=50`,
      api: { auth: { students: jest.fn().mockResolvedValue([]) } },
    })
    expect((await startH5Session(h.d)).kind).toBe('exchange')
    const { base, query } = loginTarget(h.nav)
    expect(base).toBe('https://passport.test/h5/login')
    expect(query).toMatchObject({ sale_channel_ids: '7,8', from_params: 'C9_50' })
    expect(h.store.ready).toBe(true)
  })

  it('no student on an exempt page, or a student lookup that failed, keeps the parent where they are', async () => {
    const exempt = harness({
      href: `${ORIGIN}/pages/goods/goods-detail?id=P1&token=h5-t&appId=wxa&openId=o1`,
      api: { auth: { students: jest.fn().mockResolvedValue([]) } },
    })
    await startH5Session(exempt.d)
    expect(exempt.nav.replace).not.toHaveBeenCalled()
    const failed = harness({
      href: `${ORIGIN}/pages/course/course-list?token=h5-t&appId=wxa&openId=o1`,
      api: { auth: { students: jest.fn().mockRejectedValue(new Error('network')) } },
    })
    await startH5Session(failed.d)
    expect(failed.nav.replace).not.toHaveBeenCalled()
    expect(failed.store.hasSession()).toBe(true)
  })

  it('goes to login when the exchange is refused', async () => {
    const h = harness({
      href: `${ORIGIN}/pages/home/home?token=bad&appId=wxa&openId=o1`,
      api: { auth: { exchangeH5Token: jest.fn().mockRejectedValue(new Error('登录凭证无效')) } },
    })
    await startH5Session(h.d)
    expect(loginTarget(h.nav).base).toBe('https://passport.test/h5/login')
    expect(h.store.ready).toBe(true)
  })

  it('stays logged in on reload: a stored student token means no redirect', async () => {
    const h = harness({ href: `${ORIGIN}/pages/home/home`, storage: { [StorageKey.studentToken]: 'stu-1' } })
    expect((await startH5Session(h.d)).kind).toBe('logged-in')
    expect(h.nav.replace).not.toHaveBeenCalled()
  })

  it.each(['/pages/public/page', '/pages/goods/goods-detail'])('does not redirect %s to login', async (path) => {
    const h = harness({ href: `${ORIGIN}${path}?id=1` })
    await startH5Session(h.d)
    expect(h.nav.replace).not.toHaveBeenCalled()
  })

  it('asks the native shell to log in instead of redirecting, and stores what it returns', async () => {
    const h = harness({ href: `${ORIGIN}/pages/home/home?platform=android`, wechat: false })
    await startH5Session(h.d)
    await new Promise((r) => setImmediate(r))
    expect(h.nav.replace).not.toHaveBeenCalled()
    expect(h.d.nativeLogin).toHaveBeenCalledTimes(1)
    expect(h.deps.storage.get(StorageKey.studentToken)).toBe('native-token')
  })

  it('remembers debug=1 for the browser session so later pages without it still open', async () => {
    const h = harness({ href: `${ORIGIN}/pages/home/home?debug=1`, wechat: false, storage: { [StorageKey.studentToken]: 's' } })
    await startH5Session(h.d)
    h.setHref(`${ORIGIN}/pages/mall/mall`)
    h.store.markReady()
    expect((await startH5Session(h.d)).kind).toBe('logged-in')
  })

  describe('organization switch', () => {
    const orgs = [
      { organizationId: 'ORG001', organizationName: '总部' },
      { organizationId: 'ORG002', organizationName: '南山' },
    ]
    const storage = { [StorageKey.studentToken]: 's', [StorageKey.currentOrganizationId]: 'ORG001' }

    it('switches and reloads when the source organization is one of the user’s', async () => {
      const set = jest.fn().mockResolvedValue(null)
      const h = harness({
        href: `${ORIGIN}/pages/home/home?source_organization_id=ORG002`,
        storage,
        api: { auth: { userOrganizations: jest.fn().mockResolvedValue(orgs), userOrganizationSet: set } },
      })
      await startH5Session(h.d)
      expect(set).toHaveBeenCalledWith({ dataType: 1, organizationId: 'ORG002' })
      expect(h.deps.storage.get(StorageKey.currentOrganizationId)).toBe('ORG002')
      expect(h.nav.reload).toHaveBeenCalled()
    })

    it('goes to login when the organization is not found', async () => {
      const set = jest.fn()
      const h = harness({
        href: `${ORIGIN}/pages/home/home?source_organization_id=ORG999`,
        storage,
        api: { auth: { userOrganizations: jest.fn().mockResolvedValue(orgs), userOrganizationSet: set } },
      })
      await startH5Session(h.d)
      expect(set).not.toHaveBeenCalled()
      expect(loginTarget(h.nav).base).toBe('https://passport.test/h5/login')
    })

    it('does nothing when the source organization is the current one', async () => {
      const list = jest.fn()
      const h = harness({ href: `${ORIGIN}/pages/home/home?source_organization_id=ORG001`, storage, api: { auth: { userOrganizations: list } } })
      await startH5Session(h.d)
      expect(list).not.toHaveBeenCalled()
      expect(h.nav.reload).not.toHaveBeenCalled()
    })
  })
})

describe('H5 session-invalid policy (-400 / 401)', () => {
  it('clears storage and goes to login', () => {
    const h = harness({ href: `${ORIGIN}/pages/mall/mall`, storage: { [StorageKey.studentToken]: 's', other: 'x' } })
    h.store.restore()
    h.d.session.set('student_token', 's')
    h5SessionInvalidHandler(h.d)()
    expect(h.deps.storage.dump()).toEqual({})
    expect(h.deps.session.dump()).toEqual({})
    expect(h.store.studentToken).toBeNull()
    expect(loginTarget(h.nav).query.redirect_uri).toBe('/pages/mall/mall')
  })

  it('does nothing while a token is in the address', () => {
    const h = harness({ href: `${ORIGIN}/pages/mall/mall?token=h5-x`, storage: { [StorageKey.studentToken]: 's' } })
    h5SessionInvalidHandler(h.d)()
    expect(h.nav.replace).not.toHaveBeenCalled()
    expect(h.deps.storage.get(StorageKey.studentToken)).toBe('s')
  })

  it('redirects once when several calls fail together', () => {
    const h = harness({ href: `${ORIGIN}/pages/mall/mall` })
    const handler = h5SessionInvalidHandler(h.d)
    handler()
    handler()
    expect(h.nav.replace).toHaveBeenCalledTimes(1)
  })

  it('inside the native shell asks the shell to log in rather than leaving the page', () => {
    const h = harness({ href: `${ORIGIN}/pages/mall/mall` })
    h.d.session.set('from_app_platform', 'ios')
    h5SessionInvalidHandler(h.d)()
    expect(h.nav.replace).not.toHaveBeenCalled()
    expect(h.d.nativeLogin).toHaveBeenCalled()
  })
})
