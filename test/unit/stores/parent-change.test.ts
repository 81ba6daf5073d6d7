import { currentStudent } from '@/shared/student/current-student'
import { autorun, toJS } from 'mobx'
import type { CartItem } from '@/shared/trade/cart-api'
import type { OrderSummary } from '@/services/api/order-query-calls'
import type { UserInfo } from '@/services/api/user-calls'
import { SessionKey, StorageKey } from '@/config/storage-keys'
import { orderArea } from '@/pages/order/model/order-area'
import { SEARCH_HISTORY_KEY } from '@/pages/common/model/search-history'
import { walletArea } from '@/pages/wallet/model/wallet-area'
import { accountArea } from '@/pages/user/model/account-store'
import { mallArea } from '@/pages/mall/model/mall-store'
import { installSession } from '@/platform/session'
import { HttpError } from '@/services/http/errors'
import type { HttpRequestOptions } from '@/services/http/types'
import { h5SessionInvalidHandler, type H5SessionDeps } from '@/services/session/h5-session'
import { defineArea } from '@/stores/area-registry'
import { PARENT_STORAGE_KEYS } from '@/stores/parent-scope'
import { RootStore } from '@/stores/root-store'
import { parseQuery } from '@/utils/url'
import { cartArea } from '@/shared/trade/cart-store'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { login: async () => ({ code: 'wx-code' }), navigateTo: () => undefined, getLaunchOptionsSync: () => ({ path: 'pages/home/home' }) },
}))

/**
 * Two parents on one phone. Parent A logs in and fills the shell stores and two area models; the
 * session ends and the next login is B's (another parent: nothing of A's may be seen) or A's again
 * (the same parent: nothing may flash empty). The services answer by the token a call is sent with,
 * after the login gate, as the request layer does.
 */
interface Parent {
  id: string
  info: UserInfo
  wallet: { balance: string; point: number }
  cart: CartItem[]
  orders: OrderSummary[]
  pendingOrders: number
}

const order = (orderId: string, orderCode: string): OrderSummary => ({
  orderId,
  orderCode,
  status: 2,
  createTime: '2026-11-20 09:00:00',
  lines: [],
  payMoney: '66.00',
  point: 0,
  hasGoods: false,
  received: false,
})

const parent = (id: string, name: string, balance: string, cartId: string, orderCode: string, pendingOrders: number): Parent => ({
  id,
  info: { user_id: id, organization_id: `ORG-${id}`, user_name: name, avatar: '', phone: '13800000000' },
  wallet: { balance, point: pendingOrders * 100 },
  cart: [{ cartId, productId: `P-${cartId}`, productName: `${name}的课程`, payType: 0, money: '99.00', amount: 1, isEffective: 1 }],
  orders: [order(`O-${orderCode}`, orderCode)],
  pendingOrders,
})

const A = parent('U-A', '王妈妈', '321.45', 'CART-A', 'DD-A-001', 3)
const B = parent('U-B', '李爸爸', '12.00', 'CART-B', 'DD-B-001', 1)
/** What only A's data holds: none of it may be seen by B. */
const A_MARKS = [A.id, A.info.user_name, 'CART-A', 'DD-A-001', '321.45', 32145]

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms))
const settle = () => tick(30)

function phone() {
  const deps = fakeDeps()
  const tokens = new Map<string, Parent>()
  /** who the next mini-program login is; null: a WeChat user whose phone is not bound (code 201) */
  let next: Parent | null = A
  let issued = 0
  const issue = (p: Parent) => {
    issued += 1
    const token = `token-${p.id}-${issued}`
    tokens.set(token, p)
    return token
  }
  /** The parent of the token a call is sent with, after the login gate, answered a moment later. */
  const answer = async <T>(read: (p: Parent) => T): Promise<T> => {
    await root.login.whenReady()
    const p = tokens.get(root.login.studentToken ?? '')
    await tick(2)
    if (!p) throw new HttpError('session-invalid', '登录已失效', { code: -400 })
    return read(p)
  }
  /** The next call of a held kind answers only when the hold is released. */
  const holds: Record<'cart' | 'userInfo', Promise<void> | null> = { cart: null, userInfo: null }
  const held = async <T>(name: keyof typeof holds, call: Promise<T>): Promise<T> => {
    const wait = holds[name]
    holds[name] = null
    const value = await call
    if (wait) await wait
    return value
  }
  deps.api = fakeApi({
    auth: {
      miniProgramLogin: async () =>
        next
          ? { access_token: issue(next), refresh_token: 'r', expires_in: 7200, scope: 'server' }
          : { openid: 'OPEN-X', unionid: 'UNION-X' },
      students: async () => [{ studentId: `S-${tokens.get(root.login.studentToken ?? '')?.id}`, studentName: '乐乐' }],
      userOrganizations: () => answer((p) => [{ organizationId: p.info.organization_id ?? '', organizationName: `${p.info.user_name}的机构` }, { organizationId: 'ORG-2', organizationName: '南山分院' }]),
      userOrganizationSet: () => answer(() => undefined),
    },
    user: {
      getUserInfo: () => held('userInfo', answer((p) => ({ ...p.info }))),
      getUserWallet: (userId: string) =>
        answer((p) => {
          if (userId !== p.id) throw new Error('not your wallet')
          return { ...p.wallet }
        }),
    },
    content: { pendingQuestionnaire: (userId: string) => answer(() => ({ eventId: `EV-${userId}`, questionnaireId: 'Q1', title: `${userId}的问卷` })) },
  })
  // the calls the area models make themselves: the cart, the order list, and the account pages'
  // figures (the count of orders waiting for payment asks for one row of status 2)
  const ok = <T>(read: (p: Parent) => T) => answer((p) => ({ code: 0, data: read(p) }))
  deps.send = ((o: HttpRequestOptions) => {
    const body = (o.data ?? {}) as { status?: number; pageSize?: number }
    if (o.url.endsWith('/mall/api/v1/cart') && (o.method ?? 'GET') === 'GET') return held('cart', ok((p) => p.cart.map((i) => ({ ...i }))))
    if (o.url.includes('/order/query')) return ok((p) => (body.status === 2 && body.pageSize === 1 ? { dataList: [], totalCount: p.pendingOrders } : { dataList: p.orders, totalCount: p.orders.length }))
    if (o.url.endsWith('/coupon/rights')) return ok(() => [])
    if (o.url.endsWith('/coupon')) return ok(() => [])
    if (o.url.includes('/message/queryMessage')) return ok(() => ({ courseUnRead: 0, sysUnRead: 0 }))
    return Promise.reject(new Error(`send ${o.url}`))
  }) as typeof deps.send
  const root = new RootStore(deps)
  root.init(parseQuery('distributionSaleConfigId=SC-A&from_user=SALES-A&id=P-CART-A'))
  const session = installSession(root)
  return {
    root,
    deps,
    session,
    nextLogin: (p: Parent | null) => (next = p),
    /** The native shell logs in and answers this parent's token. */
    shellToken: (p: Parent) => issue(p),
    hold: (name: keyof typeof holds) => {
      let release!: () => void
      holds[name] = new Promise<void>((r) => (release = r))
      return release
    },
  }
}

type Phone = ReturnType<typeof phone>

/** A logs in, chooses an organization, searches, and opens the cart, 我的, the wallet and the orders. */
async function parentAUsesThePhone(h: Phone) {
  await h.session.start()
  expect(h.root.login.hasSession()).toBe(true)
  const { root, deps } = h
  await root.areas.get(accountArea).figures.load()
  await root.areas.get(accountArea).switchOrganization('ORG-2')
  deps.storage.set(StorageKey.couponId, 'COUPON-A')
  deps.storage.set(SEARCH_HISTORY_KEY, JSON.stringify(['感统训练']))
  // the phone's: where it is and the banner closed today
  root.city.select({ name: '深圳', cid: '440300' })
  root.appBanner.close()
  await root.areas.get(cartArea).load()
  await root.pendingQuestionnaire.check()
  const wallet = root.areas.get(walletArea)
  const orders = root.areas.get(orderArea)
  await Promise.all([wallet.wallet.load(), orders.list.reload(), root.areas.get(accountArea).figures.load()])
  expect(root.areas.get(cartArea).lines.map((l) => l.cartId)).toEqual(['CART-A'])
  expect(root.areas.get(accountArea).figures.value).toMatchObject({ walletFen: 32145, pendingOrders: 3, points: 300 })
  expect(wallet.wallet.value?.balance).toBe('321.45')
  expect(orders.list.list.items.map((o) => o.orderCode)).toEqual(['DD-A-001'])
  expect(root.pendingQuestionnaire.pending?.eventId).toBe('EV-U-A')
  expect(root.login.organizationId).toBe('ORG-2')
  return { wallet, orders, cart: root.areas.get(cartArea), account: root.areas.get(accountArea) }
}

/** Everything the shell and the two areas hold for whoever is logged in now, as text. */
function whatThePhoneHolds(root: RootStore): string {
  return JSON.stringify(
    toJS({
      cart: root.areas.get(cartArea).lines,
      figures: root.areas.get(accountArea).figures.value,
      organizations: root.areas.get(accountArea).organizations.value,
      points: root.areas.get(accountArea).pointRecords.value,
      pending: root.pendingQuestionnaire.pending,
      wallet: root.areas.get(walletArea).wallet.value,
      orders: root.areas.get(orderArea).list.list.items,
      user: [root.login.userId, root.login.userInfo, root.login.organizationId, root.login.studentId],
    }),
  )
}

function expectNoneOfA(root: RootStore) {
  const held = whatThePhoneHolds(root)
  for (const mark of A_MARKS) expect(held).not.toContain(String(mark))
}

/** B opens the same pages: B's own data, never A's. */
async function parentBUsesThePhone(root: RootStore) {
  await Promise.all([root.areas.get(cartArea).load(), root.areas.get(accountArea).figures.load(), root.areas.get(walletArea).wallet.load(), root.areas.get(orderArea).list.reload()])
  expect(root.areas.get(cartArea).lines.map((l) => l.cartId)).toEqual(['CART-B'])
  expect(root.areas.get(accountArea).figures.value).toMatchObject({ walletFen: 1200, pendingOrders: 1 })
  expect(root.areas.get(walletArea).wallet.value?.balance).toBe('12.00')
  expect(root.areas.get(orderArea).list.list.items.map((o) => o.orderCode)).toEqual(['DD-B-001'])
  expectNoneOfA(root)
}

const sessionInvalid = new HttpError('session-invalid', '登录已失效', { code: -400 })

function nativeShell(h: Phone, token: () => string) {
  h.deps.session.set(SessionKey.fromApp, 'ios')
  const d: H5SessionDeps = {
    store: h.root.login,
    api: h.deps.api,
    config: h.deps.config,
    storage: h.deps.storage,
    session: h.deps.session,
    entry: () => ({ path: '/pages/user/user-info', query: parseQuery('platform=ios'), href: 'https://shop.test/pages/user/user-info?platform=ios' }),
    isWeChatBrowser: false,
    origin: 'https://shop.test',
    nav: { replace: jest.fn(), reload: jest.fn(), dropQueryParams: jest.fn() },
    nativeLogin: async () => token(),
  }
  return h5SessionInvalidHandler(d)
}

describe('another parent on the same phone', () => {
  it('mini-program: after -400 the login is B’s; B sees none of A’s cart, figures, wallet, orders or questionnaire, and the area models are new', async () => {
    const h = phone()
    const a = await parentAUsesThePhone(h)
    const mall = h.root.areas.get(mallArea)
    const seen: string[][] = []
    const stop = autorun(() => seen.push(h.root.areas.get(cartArea).lines.map((l) => l.cartId)))

    h.nextLogin(B)
    await expect(h.session.onSessionInvalid(sessionInvalid)).resolves.toBe(true)
    await settle()

    const { root } = h
    expect(root.login.userId).toBe('U-B')
    expect(root.areas.get(cartArea)).not.toBe(a.cart)
    expect(root.areas.get(accountArea)).not.toBe(a.account)
    expect(root.areas.get(cartArea).lines).toEqual([])
    expect(root.areas.get(cartArea).items.ready).toBe(false)
    expect(root.areas.get(accountArea).figures.value).toBeNull()
    expect(root.pendingQuestionnaire.pending).toBeNull()
    expect(root.areas.has(walletArea)).toBe(false)
    expect(root.areas.has(orderArea)).toBe(false)
    const wallet = root.areas.get(walletArea)
    const orders = root.areas.get(orderArea)
    expect(wallet).not.toBe(a.wallet)
    expect(orders).not.toBe(a.orders)
    expect(wallet.wallet.value).toBeNull()
    expect(orders.list.list.items).toEqual([])
    // the mall holds what everyone sees: it stays
    expect(root.areas.get(mallArea)).toBe(mall)
    expectNoneOfA(root)
    // what showed the cart drew the new, empty one
    expect(seen[seen.length - 1]).toEqual([])
    stop()

    await root.pendingQuestionnaire.check()
    expect(root.pendingQuestionnaire.pending?.eventId).toBe('EV-U-B')
    await parentBUsesThePhone(root)
  })

  it('drops A’s storage (organization, coupon, sales person, referral, searches) and keeps the phone’s (city, recent cities, banner date)', async () => {
    const h = phone()
    await parentAUsesThePhone(h)
    const { storage } = h.deps
    const phoneKeys = [StorageKey.cityCurrent, StorageKey.cityCommon, StorageKey.fixedOpenAppDate]
    const phoneBefore = phoneKeys.map((k) => storage.get(k))
    for (const k of [StorageKey.currentOrganizationId, StorageKey.couponId, StorageKey.distributorId, StorageKey.distributionSale, SEARCH_HISTORY_KEY]) {
      expect(storage.get(k)).not.toBeNull()
    }

    h.nextLogin(B)
    await h.session.onSessionInvalid(sessionInvalid)
    await settle()

    const left = storage.dump()
    for (const k of PARENT_STORAGE_KEYS) expect(left[k]).toBeUndefined()
    expect(h.root.login.organizationId).toBeNull()
    expect(phoneKeys.map((k) => storage.get(k))).toEqual(phoneBefore)
    expect(h.root.city.city?.name).toBe('深圳')
    expect(h.root.city.latelyCities.map((c) => c.name)).toEqual(['深圳'])
    expect(h.root.appBanner.closedOn).not.toBeNull()
    // B's own session is in place
    expect(storage.get(StorageKey.studentToken)).toMatch(/^token-U-B-/)
    // B's student is looked up when a learning page first asks for it (A's is not kept meanwhile)
    expect(storage.get(StorageKey.studentId)).toBeNull()
    await expect(currentStudent(h.root)).resolves.toMatchObject({ studentId: 'S-U-B' })
    expect(storage.get(StorageKey.studentId)).toBe('S-U-B')
    const held = JSON.stringify(left)
    for (const mark of ['ORG-2', 'COUPON-A', 'SALES-A', 'SC-A', '感统训练', 'token-U-A']) expect(held).not.toContain(mark)
  })

  it('native shell: the LOGIN after -400 answers B’s token; B sees none of A’s data', async () => {
    const h = phone()
    const a = await parentAUsesThePhone(h)
    const invalid = nativeShell(h, () => h.shellToken(B))
    await expect(invalid()).resolves.toBe(true)
    await settle()
    expect(h.root.login.userId).toBe('U-B')
    expect(h.root.areas.get(cartArea)).not.toBe(a.cart)
    expect(h.root.areas.get(walletArea)).not.toBe(a.wallet)
    expectNoneOfA(h.root)
    await parentBUsesThePhone(h.root)
  })

  it('an answer still on its way for A lands in a store nobody shows', async () => {
    const h = phone()
    const a = await parentAUsesThePhone(h)
    const release = h.hold('cart')
    const late = a.cart.load()
    await tick(10)
    h.nextLogin(B)
    await h.session.onSessionInvalid(sessionInvalid)
    await settle()
    release()
    await late
    expect(h.root.areas.get(cartArea).lines).toEqual([])
    expectNoneOfA(h.root)
  })

  it('A’s profile answered after B logged in is not taken for B’s', async () => {
    const h = phone()
    await parentAUsesThePhone(h)
    const release = h.hold('userInfo')
    const late = h.root.login.fetchUserInfo()
    await tick(10)
    await nativeShell(h, () => h.shellToken(B))()
    await settle()
    expect(h.root.login.userId).toBe('U-B')
    const cart = h.root.areas.get(cartArea)
    release()
    expect((await late).user_id).toBe('U-A')
    await settle()
    expect(h.root.login.userId).toBe('U-B')
    expect(h.root.login.userInfo?.user_id).toBe('U-B')
    expect(h.root.areas.get(cartArea)).toBe(cart)
    expectNoneOfA(h.root)
  })

  it('a session that ends with nobody logged in again (the phone is not bound) keeps nothing of A’s', async () => {
    const h = phone()
    const a = await parentAUsesThePhone(h)
    h.nextLogin(null)
    await expect(h.session.onSessionInvalid(sessionInvalid)).resolves.toBe(false)
    await settle()
    expect(h.root.login.hasSession()).toBe(false)
    expect(h.root.areas.get(cartArea)).not.toBe(a.cart)
    expect(h.root.areas.has(walletArea)).toBe(false)
    expect(h.root.login.organizationId).toBeNull()
    expect(h.deps.storage.get(StorageKey.couponId)).toBeNull()
    expectNoneOfA(h.root)
  })
})

describe('the same parent logging in again', () => {
  it('mini-program: a re-login after -400 keeps the cart, the figures and the area models on screen, never empty', async () => {
    const h = phone()
    const a = await parentAUsesThePhone(h)
    const seen: Array<{ cart: number; walletFen: number | null | undefined; wallet: string | number | undefined; orders: number }> = []
    const stop = autorun(() =>
      seen.push({
        cart: h.root.areas.get(cartArea).lines.length,
        walletFen: h.root.areas.get(accountArea).figures.value?.walletFen,
        wallet: h.root.areas.get(walletArea).wallet.value?.balance,
        orders: h.root.areas.get(orderArea).list.list.items.length,
      }),
    )

    h.nextLogin(A)
    await expect(h.session.onSessionInvalid(sessionInvalid)).resolves.toBe(true)
    await settle()
    // the refused requests run again with the new token and answer A's data
    await Promise.all([h.root.areas.get(cartArea).load(), h.root.areas.get(accountArea).figures.load()])
    stop()

    expect(h.root.login.hasSession()).toBe(true)
    expect(h.root.login.userId).toBe('U-A')
    expect(h.root.areas.get(cartArea)).toBe(a.cart)
    expect(h.root.areas.get(accountArea)).toBe(a.account)
    expect(h.root.areas.get(walletArea)).toBe(a.wallet)
    expect(h.root.areas.get(orderArea)).toBe(a.orders)
    expect(seen.every((s) => s.cart === 1 && s.walletFen === 32145 && s.wallet === '321.45' && s.orders === 1)).toBe(true)
    expect(h.root.login.organizationId).toBe('ORG-2')
    expect(h.deps.storage.get(StorageKey.currentOrganizationId)).toBe('ORG-2')
    expect(h.deps.storage.get(StorageKey.couponId)).toBe('COUPON-A')
    expect(h.deps.storage.get(SEARCH_HISTORY_KEY)).not.toBeNull()
  })

  it('native shell: the LOGIN answers a new token of the same parent; nothing is dropped', async () => {
    const h = phone()
    const a = await parentAUsesThePhone(h)
    const invalid = nativeShell(h, () => h.shellToken(A))
    await expect(invalid()).resolves.toBe(true)
    await settle()
    expect(h.root.login.userId).toBe('U-A')
    expect(h.root.areas.get(cartArea)).toBe(a.cart)
    expect(h.root.areas.get(cartArea).lines.map((l) => l.cartId)).toEqual(['CART-A'])
    expect(h.root.areas.get(walletArea)).toBe(a.wallet)
    expect(h.root.areas.get(accountArea).figures.value?.walletFen).toBe(32145)
  })
})

describe('organization switch', () => {
  it('builds the area models anew (they hold the organization’s data) and keeps the cart and the account', async () => {
    const h = phone()
    const a = await parentAUsesThePhone(h)
    await h.root.areas.get(accountArea).switchOrganization(A.info.organization_id ?? '')
    expect(h.root.areas.has(walletArea)).toBe(false)
    expect(h.root.areas.get(orderArea)).not.toBe(a.orders)
    expect(h.root.areas.get(cartArea)).toBe(a.cart)
    expect(h.root.areas.get(accountArea)).toBe(a.account)
    expect(h.root.login.userId).toBe('U-A')
  })
})

describe('parent storage keys', () => {
  it('name the search history by the search page’s key and leave the phone’s keys alone', () => {
    expect(PARENT_STORAGE_KEYS).toContain(SEARCH_HISTORY_KEY)
    for (const k of [StorageKey.cityCurrent, StorageKey.cityCommon, StorageKey.fixedOpenAppDate, StorageKey.saleChannelIds]) {
      expect(PARENT_STORAGE_KEYS).not.toContain(k)
    }
  })
})

describe('area registry clear', () => {
  it('builds each model anew on its next use and lets what showed the old one draw again', () => {
    let made = 0
    const area = defineArea('sample', () => ({ n: ++made }))
    const root = new RootStore(fakeDeps())
    const drawn: number[] = []
    const stop = autorun(() => drawn.push(root.areas.get(area).n))
    root.areas.clear()
    stop()
    expect(drawn).toEqual([1, 2])
    expect(root.areas.get(area).n).toBe(2)
  })
})
