import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'
import type { DataGrowth } from '../../../mock/data-growth'
import { COMMENTS, demoAuth, NOTICE_QUERY, ORDER_QUERY, POINT_RECORDS, readMockLists, type MockLists } from './mock-lists'

type Row = Record<string, unknown>
const SEED = 7
/** Only Date is frozen: the seed's times follow the clock, so the data is then the same on every run. */
const ONLY_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const
const frozenAt = (utcMs: number) => jest.useFakeTimers({ now: utcMs, doNotFake: [...ONLY_DATE] })

const fen = (yuan: unknown) => Math.round(Number(yuan) * 100)
const ids = (rows: Row[], key: string) => rows.map((r) => String(r[key]))
const unique = (values: string[]) => new Set(values).size === values.length
const newestFirst = (times: string[]) => times.every((t, i) => i === 0 || times[i - 1] >= t)
const campusCounts = (l: MockLists) => l.cities.map((c) => c.campusList.length)
const rowCounts = (l: MockLists) => ({
  orders: l.orders.length,
  notices: l.notices.length,
  pointRecords: l.pointRecords.length,
  cart: l.cart.length,
  comments: l.comments.length,
  campuses: campusCounts(l).reduce((a, b) => a + b, 0),
})

async function listsAt(growth: DataGrowth, seed = SEED): Promise<{ app: FastifyInstance; lists: MockLists; auth: Record<string, string> }> {
  const app = await buildMockApp({ seed, growth })
  const auth = await demoAuth(app)
  return { app, auth, lists: await readMockLists(app, auth) }
}

describe('the long lists at growth 1 are the ordinary seed', () => {
  afterEach(() => jest.useRealTimers())

  // sha256 (first 16 hex) of each list as the services answer it, recorded from the seed before the
  // growth switch existed (clock at 2026-11-21 02:30 UTC), the cart again once the demo parent's cart
  // was seeded with lines to buy; a change to growth 1's data fails here
  const RECORDED: Record<number, Record<keyof MockLists, string>> = {
    20261121: {
      orders: '9472f4de8039cd40',
      orderDetails: '289888a0b794ff27',
      notices: '823768679576b261',
      pointRecords: 'b98f45fbcb113598',
      cart: 'c58e3111c337bd3d',
      comments: '011214920cf431ff',
      cities: '138e9a98eef89eeb',
    },
    7: {
      orders: 'b7de8259a250b6cf',
      orderDetails: 'a63370e3d4b4bd16',
      notices: '823768679576b261',
      pointRecords: 'b98f45fbcb113598',
      cart: 'e1116fd829005022',
      comments: 'e712a4d4dd17ba7c',
      cities: 'd58da4100322d8c2',
    },
  }

  it.each([20261121, 7])('seed %d: every list byte for byte as before', async (seed) => {
    frozenAt(Date.UTC(2026, 10, 21, 2, 30))
    for (const growth of [undefined, 1] as const) {
      const app = await buildMockApp({ seed, growth })
      const lists = await readMockLists(app, await demoAuth(app))
      await app.close()
      const hashes = Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 16)]))
      expect(hashes).toEqual(RECORDED[seed])
    }
  })
})

describe.each([10, 100] as const)('growth %d', (growth) => {
  let base: MockLists
  let grown: Awaited<ReturnType<typeof listsAt>>
  beforeAll(async () => {
    // a fixed day: the seed's check-ins are this month's days before today, none on the 1st, and the
    // grown record's size follows them
    frozenAt(Date.UTC(2026, 10, 21, 2, 30))
    const plain = await listsAt(1)
    base = plain.lists
    await plain.app.close()
    grown = await listsAt(growth)
  }, 60_000)
  afterAll(async () => {
    jest.useRealTimers()
    await grown.app.close()
  })

  it(`holds ${growth} times the rows of every list, each city's campuses included`, () => {
    const counts = rowCounts(base)
    expect(rowCounts(grown.lists)).toEqual(Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, n * growth])))
    expect(campusCounts(grown.lists)).toEqual(campusCounts(base).map((n) => n * growth))
  })

  it('gives every row its own id and keeps the seeded rows first', () => {
    const l = grown.lists
    expect(unique(ids(l.orders, 'orderId'))).toBe(true)
    expect(unique(ids(l.orders, 'orderCode'))).toBe(true)
    expect(unique(ids(l.notices, 'messageId'))).toBe(true)
    expect(unique(ids(l.pointRecords, 'recordId'))).toBe(true)
    expect(unique(ids(l.cart, 'cartId'))).toBe(true)
    expect(unique(ids(l.comments, 'commentId'))).toBe(true)
    expect(unique(l.cities.flatMap((c) => ids(c.campusList, 'campusId')))).toBe(true)
    expect(unique(l.cities.flatMap((c) => ids(c.campusList, 'name')))).toBe(true)
    // the seeded notices, campuses and comments are still there as they were
    expect(l.notices.filter((n) => base.notices.some((b) => b.messageId === n.messageId))).toEqual(base.notices)
    expect(l.cities.map((c, i) => c.campusList.slice(0, base.cities[i].campusList.length))).toEqual(base.cities.map((c) => c.campusList))
    expect(l.comments.filter((c) => base.comments.some((b) => b.commentId === c.commentId))).toEqual(base.comments)
  })

  it('keeps every list newest first, with server-format times', () => {
    const l = grown.lists
    const serverTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
    const times = (rows: Row[]) => rows.map((r) => String(r.createTime))
    for (const rows of [l.orders, l.pointRecords, l.notices]) expect(times(rows).every((t) => serverTime.test(t))).toBe(true)
    expect(newestFirst(times(l.orders))).toBe(true)
    expect(newestFirst(times(l.pointRecords))).toBe(true)
    // the seeded notices (two a day, as they were) come first; the older ones after them
    for (const type of [1, 2]) {
      const seeded = base.notices.filter((n) => n.type === type).length
      const rows = times(l.notices.filter((n) => n.type === type))
      expect(rows.slice(seeded)).toEqual([...rows.slice(seeded)].sort().reverse())
      expect(rows.slice(seeded).every((t) => t < rows.slice(0, seeded).sort()[0])).toBe(true)
    }
    for (const articleId of new Set(l.comments.map((c) => String(c.parentArticleId)))) {
      const tops = l.comments.filter((c) => c.parentArticleId === articleId && !c.parentCommentId)
      expect(newestFirst(times(tops))).toBe(true)
    }
    // a reply comes after the comment it answers
    const byId = new Map(l.comments.map((c) => [c.commentId, c]))
    for (const reply of l.comments.filter((c) => c.parentCommentId)) expect(String(reply.createTime) > String(byId.get(reply.parentCommentId)?.createTime)).toBe(true)
  })

  it("adds up every order's lines to its totals, in fen", () => {
    for (const o of grown.lists.orderDetails) {
      const lines = o.lines as Row[]
      const total = lines.reduce((s, l) => s + (l.payType === 0 ? fen(l.money) * Number(l.amount) : 0), 0)
      expect(fen(o.totalMoney)).toBe(total)
      expect(fen(o.payMoney)).toBe(Math.max(0, total - fen(o.couponMoney) - fen(o.promotionMoney)) + fen(o.freight) - fen(o.walletMoney))
      expect(o.point).toBe(lines.reduce((s, l) => s + (l.payType === 1 ? Number(l.point) * Number(l.amount) : 0), 0))
      for (const l of lines) expect(String(l.money)).toMatch(/^\d+\.\d{2}$/)
    }
  })

  it('adds up the points record to the purse, and fills the cart with products of the catalogue', async () => {
    expect(grown.lists.pointRecords.reduce((s, r) => s + Number(r.point), 0)).toBe(6000)
    const cart = grown.lists.cart
    expect(cart.filter((c) => !c.isEffective).map((c) => c.cartId)).toEqual(['CART-OLD-1'])
    for (const c of cart.filter((x) => x.isEffective)) {
      const product = (await grown.app.inject({ method: 'GET', url: `/mall/api/v1/product/${String(c.productId)}` })).json().data as { skuList: { skuId: string; purchasemoney: string; originalmoney?: string; stock: number }[] }
      const sku = product.skuList.find((k) => k.skuId === c.skuId)
      expect(sku).toBeDefined()
      expect(c.money).toBe(sku?.purchasemoney)
      expect(Number(c.amount)).toBeLessThanOrEqual(sku?.stock ?? 0)
      if (sku?.originalmoney && fen(sku.originalmoney) > 0) expect(fen(sku.originalmoney)).toBeGreaterThan(fen(sku.purchasemoney))
    }
    expect(unique(cart.map((c) => `${String(c.productId)}|${String(c.skuId)}|${String(c.campusId)}`))).toBe(true)
  })

  it('still answers page-sized pages', async () => {
    const { app, auth } = grown
    const post = async (url: string, payload: object) => (await app.inject({ method: 'POST', url, headers: auth, payload })).json().data
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: auth })).json().data
    expect((await post(ORDER_QUERY, { pageIndex: 2, pageSize: 4, query: '' })).dataList).toHaveLength(4)
    expect((await post(ORDER_QUERY, { pageIndex: 1, pageSize: 10_000, query: '' })).dataList.length).toBeLessThanOrEqual(50)
    expect((await post(NOTICE_QUERY, { pageIndex: 3, pageSize: 10, type: 1 })).list).toHaveLength(10)
    expect((await post(NOTICE_QUERY, { pageIndex: 1, pageSize: 10_000, type: 1 })).list.length).toBeLessThanOrEqual(50)
    expect((await get(`${POINT_RECORDS}&start=0&limit=100`)).list).toHaveLength(100)
    expect((await get(`${POINT_RECORDS}&start=0&limit=10000`)).list.length).toBeLessThanOrEqual(100)
    expect((await post(COMMENTS, { parentArticleId: 'A1001', start: 10, limit: 10 })).list).toHaveLength(10)
    expect((await post(COMMENTS, { parentArticleId: 'A1001', start: 0, limit: 10_000 })).list.length).toBeLessThanOrEqual(50)
  })
})

describe('the same seed and growth give the same data', () => {
  afterEach(() => jest.useRealTimers())

  it('at growth 10', async () => {
    frozenAt(Date.UTC(2026, 10, 26, 9, 0))
    const a = await listsAt(10)
    const b = await listsAt(10)
    await Promise.all([a.app.close(), b.app.close()])
    expect(JSON.stringify(b.lists)).toBe(JSON.stringify(a.lists))
  })
})
