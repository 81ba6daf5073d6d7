import type { FastifyInstance } from 'fastify'
import { seedArticles } from '../../../mock/seed/articles'

type Headers = Record<string, string>
type Row = Record<string, unknown>
interface Envelope<T> {
  code: number
  data: T
}

/** The demo parent's H5 token exchange. */
export async function demoAuth(app: FastifyInstance): Promise<Headers> {
  const ex = (await app.inject({ method: 'GET', url: '/api/auth/h5/exchange?token=h5-demo-token&appId=a&openId=o' })).json<Envelope<{ access_token: string }>>()
  return { authorization: `Bearer ${ex.data.access_token}` }
}

async function call<T>(app: FastifyInstance, method: 'GET' | 'POST', url: string, auth: Headers, payload?: object): Promise<T> {
  const body = (await app.inject({ method, url, headers: auth, payload })).json<Envelope<T>>()
  if (body.code !== 0) throw new Error(`${method} ${url}: code ${body.code}`)
  return body.data
}

/** Every page of a list, asked for `size` at a time until the total is reached. */
async function allPages(fetchPage: (index: number) => Promise<{ list: Row[]; total: number }>): Promise<Row[]> {
  const rows: Row[] = []
  for (let index = 1; ; index += 1) {
    const page = await fetchPage(index)
    rows.push(...page.list)
    if (!page.list.length || rows.length >= page.total) return rows
  }
}

export const ORDER_QUERY = '/mall/api/v1/order/query?version=6.1.0'
export const NOTICE_QUERY = '/mall/api/v1/message/queryMessage'
export const POINT_RECORDS = '/api/user/getPointsRecord?userId=U10001'
export const COMMENTS = '/api/article/findAPPCommentList'
export const REPLIES = '/api/article/findAPPCommentSonList'

export interface MockLists {
  orders: Row[]
  /** each order's detail (money totals included), newest first */
  orderDetails: Row[]
  notices: Row[]
  pointRecords: Row[]
  cart: Row[]
  /** top-level comments of every article, each followed by its replies */
  comments: Row[]
  cities: { name: string; campusList: Row[] }[]
}

/** The six lists the growth switch multiplies, read through the services the way the storefront reads them. */
export async function readMockLists(app: FastifyInstance, auth: Headers): Promise<MockLists> {
  const orders = await allPages(async (pageIndex) => {
    const d = await call<{ dataList: Row[]; totalCount: number }>(app, 'POST', ORDER_QUERY, auth, { pageIndex, pageSize: 50, query: '' })
    return { list: d.dataList, total: d.totalCount }
  })
  const orderDetails: Row[] = []
  for (const o of orders) orderDetails.push(await call<Row>(app, 'GET', `/mall/api/v1/order/${String(o.orderId)}?version=6.1.0`, auth))
  const notices: Row[] = []
  for (const type of [1, 2]) notices.push(...(await allPages((pageIndex) => call(app, 'POST', NOTICE_QUERY, auth, { pageIndex, pageSize: 50, type }))))
  const pointRecords = await allPages((index) => call(app, 'GET', `${POINT_RECORDS}&start=${(index - 1) * 100}&limit=100`, auth))
  const cart = await call<Row[]>(app, 'GET', '/mall/api/v1/cart', auth)
  const comments: Row[] = []
  for (const a of seedArticles()) {
    const tops = await allPages((index) => call(app, 'POST', COMMENTS, auth, { parentArticleId: a.parentArticleId, start: (index - 1) * 50, limit: 50 }))
    for (const top of tops) {
      comments.push(top)
      if (Number(top.sonCount) > 0) comments.push(...(await allPages((index) => call(app, 'POST', REPLIES, auth, { parentCommentId: top.commentId, start: (index - 1) * 50, limit: 50 }))))
    }
  }
  const cities = await call<{ name: string; campusList: Row[] }[]>(app, 'GET', '/mall/api/v1/basics/region/city', auth)
  return { orders, orderDetails, notices, pointRecords, cart, comments, cities }
}
