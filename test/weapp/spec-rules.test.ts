/**
 * Rules of the spec (§2, §3, §7, §9) checked where they reach a parent: in the requests the
 * production mini-program build sends and in the styles WeChat's compiler took. Each would notice
 * the rule breaking in the build itself, not only in a unit.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { columnLength } from './column-length'
import { findByText } from './rig/node-tree'
import { Rig, WEAPP_BUILD } from './rig/rig'

let rig: Rig
beforeAll(async () => {
  rig = await Rig.start()
  await rig.launch('pages/home/home')
})
afterAll(async () => rig?.close())

/** Requests sent while `act` runs. */
async function sentDuring(act: () => Promise<unknown>) {
  const from = rig.host.log.requests.length
  await act()
  return rig.host.log.requests.slice(from).map((r) => ({ ...r, path: new URL(r.url).pathname, query: new URL(r.url).searchParams }))
}

test('home: module lists are Module_* codes, 8 to a page; the full-width banners are Module_FullPic', async () => {
  const modules = rig.host.log.requests.filter((r) => r.url.includes('/basics/modulePage/'))
  expect(modules.length).toBeGreaterThan(0)
  for (const m of modules) expect(new URL(m.url).pathname).toMatch(/\/basics\/modulePage\/Module_[A-Za-z]+$/)
  const code = (m: { url: string }) => new URL(m.url).pathname.split('/').pop()
  // a GET's parameters go out in the address (or as data, which the mini-program adds to it)
  const pageSize = (m: { url: string; data?: unknown }) => Number(new URL(m.url).searchParams.get('pageSize') ?? (m.data as { pageSize?: number } | undefined)?.pageSize)
  const lists = modules.filter((m) => code(m) !== 'Module_FullPic')
  expect(lists.length).toBeGreaterThan(0)
  expect(lists.map(pageSize)).toEqual(lists.map(() => 8))
  expect(modules.some((m) => code(m) === 'Module_FullPic')).toBe(true)
})

test('orders: POST order/query?version=6.1.0, 4 to a page; tabs filter by status 2, 1, -1 and none for 全部', async () => {
  const opened = await sentDuring(() => rig.open('pages/order/order-list'))
  const first = opened.find((r) => r.path.endsWith('/order/query'))
  expect(first?.method).toBe('POST')
  expect(first?.query.get('version')).toBe('6.1.0')
  expect(first?.data).toMatchObject({ pageIndex: 1, pageSize: 4 })
  expect((first?.data as Record<string, unknown>).status).toBeUndefined()
  for (const [tab, status] of [['待付款', 2], ['已完成', 1], ['已取消', -1]] as const) {
    const sent = await sentDuring(() => rig.tap(tab))
    const q = sent.find((r) => r.path.endsWith('/order/query'))
    expect({ tab, version: q?.query.get('version'), status: (q?.data as { status?: number }).status }).toEqual({ tab, version: '6.1.0', status })
  }
})

test('orders: pull-down asks for page 1 again and keeps the rows on screen until it arrives', async () => {
  await rig.open('pages/order/order-list')
  const codes = rig.text().match(/DD2026\d{8}/g) ?? []
  expect(codes.length).toBeGreaterThan(0)
  await rig.fault({ path: '/mall/api/v1/order/query', fault: 'latency', ms: 600, times: 1 })
  const from = rig.host.log.requests.length
  rig.host.call(rig.page, 'onPullDownRefresh')
  await rig.waitFor(() => rig.pending() > 0, 'the refresh request')
  for (const code of codes) expect(rig.text()).toContain(code)
  await rig.settle()
  const again = rig.host.log.requests.slice(from).filter((r) => r.url.includes('/order/query'))
  expect(again.map((r) => (r.data as { pageIndex: number }).pageIndex)).toEqual([1])
  for (const code of codes) expect(rig.text()).toContain(code)
})

test('page sizes of §9: point records start 0 limit 100, notices 10, point goods 6, rank 20, article limit 3, student schedule 1000', async () => {
  const records = (await sentDuring(() => rig.open('pages/user/point-record'))).find((r) => r.path.endsWith('/api/user/getPointsRecord'))
  expect([records?.query.get('start'), records?.query.get('limit'), records?.query.get('userId')]).toEqual(['0', '100', 'U10001'])
  const notices = (await sentDuring(() => rig.open('pages/notice/notice-list'))).find((r) => r.path.endsWith('/message/queryMessage'))
  expect(notices?.data).toMatchObject({ pageIndex: 1, pageSize: 10 })
  const goods = (await sentDuring(() => rig.open('pages/point/point-mall'))).find((r) => r.path.endsWith('/point/discover'))
  expect(goods?.data).toMatchObject({ pageIndex: 1, pageSize: 6 })
  const rank = (await sentDuring(() => rig.open('pages/point/point-rank'))).find((r) => /Ranking/.test(r.path))
  expect(rank?.data).toMatchObject({ pageIndex: 1, pageSize: 20 })
  const articles = (await sentDuring(() => rig.open('pages/article/article-list'))).find((r) => r.path.endsWith('/api/article/getListArticle'))
  expect([articles?.query.get('parentArticleTypeId'), articles?.query.get('start'), articles?.query.get('limit')]).toEqual(['1', '0', '3'])
  const schedule = (await sentDuring(() => rig.open('pages/course/course-list'))).find((r) => r.path.endsWith('/ost/student/scheduling'))
  expect(schedule?.data).toMatchObject({ pageIndex: 1, pageSize: 1000 })
})

test('toasts show for 2000 ms (§9)', async () => {
  // its own journey: the two failed answers it plants are declared to the audit, and no other test's
  const drill = await Rig.start({ plants: ['no-failed-request'] })
  try {
    await drill.launch('pages/home/home')
    await drill.open('pages/order/order-list')
    await drill.fault({ path: '/mall/api/v1/order/query', fault: 'http500', times: 1 })
    drill.host.call(drill.page, 'onPullDownRefresh')
    await drill.settle()
    const from = drill.host.log.toastCalls.length
    await drill.open('pages/cart/cart')
    await drill.fault({ path: '/mall/api/v1/cart', method: 'DELETE', fault: 'http500', times: 1 })
    await drill.tap('删除')
    await drill.settle(300)
    const shown = drill.host.log.toastCalls.slice(from)
    expect(shown.length).toBeGreaterThan(0)
    for (const t of shown) expect({ title: t.title, duration: t.duration }).toEqual({ title: t.title, duration: 2000 })
  } finally {
    await drill.close()
  }
})

/** Every rule WeChat's style compiler received for `selector` (the build's .wxss files). */
function wxssRules(selector: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (name.endsWith('.wxss')) {
        const css = readFileSync(full, 'utf8')
        const re = new RegExp(`(^|[}\\s,])${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`, 'g')
        let m: RegExpExecArray | null
        while ((m = re.exec(css))) out.push(m[2])
      }
    }
  }
  walk(WEAPP_BUILD)
  return out
}

test('the user centre has the green header; the week calendar box is 88 rpx; the empty state is drawn in #666666', async () => {
  expect(wxssRules('.user__header').join(';')).toMatch(/background:linear-gradient\(180deg,#00c094/i)
  const day = wxssRules('.week-calendar__day')
  expect(day.length).toBeGreaterThan(0)
  // 88 rpx, capped at the column in a window wider than a phone
  expect(columnLength(88)).toBe('min(88rpx,57px)')
  for (const r of day) expect(r).toContain(`height:${columnLength(88)}`)
  for (const r of day) expect(r).toContain(`width:${columnLength(88)}`)
  // an empty list in the running build: a search that finds nothing
  await rig.open('pages/common/search')
  await rig.type('搜索', '没有这个东西zz')
  await rig.confirm('搜索', '没有这个东西zz')
  await rig.waitForText('没有找到相关内容')
  const [hit] = findByText(rig.tree(), '没有找到相关内容')
  const styled = [hit.node, ...[...hit.ancestors].reverse()].find((n) => /color:/.test(String(n.attr.style ?? '')))
  expect(String(styled?.attr.style)).toMatch(/color:\s*#666666/i)
})
