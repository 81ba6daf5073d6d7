/**
 * Every route of the mini-program build, opened in the mini-program runtime by a bound parent: one
 * launch, then each route as a link into the app opens it (or tapped through from the page that
 * sets its state), with the ids of the parent's own data in the mock. Each page must show its key
 * texts, and the rig must report nothing since the page was opened: no exception or console.error,
 * no failed request, no missing wx API, no setData over 64 KB, no node the templates cannot draw.
 * The public pages are also opened by a visitor without a token. The routes come from the build's
 * app.json, so a page added without a sample in route-samples.ts fails here.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../mock/app'
import { PAGE_ENTRIES, pageFile } from '../../src/config/page-table'
import { Rig, SET_DATA_LIMIT, WEAPP_BUILD } from './rig/rig'
import { MockData, PUBLIC_ROUTES, ROUTE_SAMPLES, type Expected, type RouteSample } from './route-samples'

interface AppJson {
  pages: string[]
  subPackages?: Array<{ root: string; pages: string[] }>
}

function routesOf(root: string): string[] {
  const app = JSON.parse(readFileSync(path.join(root, 'app.json'), 'utf8')) as AppJson
  return [...app.pages, ...(app.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]
}

const ROUTES = routesOf(WEAPP_BUILD)
const BIND_PAGE = 'pages/auth/login'
/** What a page shows when it failed: ErrorState's retry and the page boundary's message. */
const NEVER = ['重新加载']

const shows = (text: string, e: Expected) => (typeof e === 'string' ? text.includes(e) : e.test(text))

// ------------------------------------------------------------------------------------ figures

interface Visit {
  route: string
  visitor: string
  ms: number
  setDataCount: number
  largestSetData: number
  requests: number
  endsOn: string
}
const visits: Visit[] = []
const payloads: Array<{ route: string; visitor: string; bytes: number; keys: string[] }> = []
const fileStart = Date.now()

function record(rig: Rig, visitor: string, route: string, from: ReturnType<Rig['mark']>, start: number): void {
  const own = rig.host.setDataLog.slice(from.setData).filter((r) => r.route === route)
  visits.push({
    route,
    visitor,
    ms: Date.now() - start,
    setDataCount: own.length,
    largestSetData: own.reduce((m, r) => Math.max(m, r.bytes), 0),
    requests: rig.host.log.requests.length - from.requests,
    endsOn: rig.page.route,
  })
}

const keepPayloads = (rig: Rig, visitor: string) => {
  for (const r of rig.host.setDataLog) payloads.push({ route: r.route, visitor, bytes: r.bytes, keys: r.keys })
}

afterAll(() => {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`
  const rows = visits.map(
    (v) =>
      `  ${v.route.padEnd(58)} ${v.visitor.padEnd(12)} ${String(v.ms).padStart(5)} ms  setData ×${String(v.setDataCount).padStart(2)}, largest ${kb(v.largestSetData).padStart(8)}  requests ${String(v.requests).padStart(2)}${v.endsOn !== v.route ? `  → ${v.endsOn}` : ''}`,
  )
  const top = [...payloads].sort((a, b) => b.bytes - a.bytes).slice(0, 5)
  console.log(
    [
      `every page: ${visits.length} pages opened, ${((Date.now() - fileStart) / 1000).toFixed(1)} s for the file`,
      ...rows,
      'the five largest setData payloads:',
      ...top.map((p, i) => `  ${i + 1}. ${p.route} (${p.visitor}): ${p.bytes} bytes (${kb(p.bytes)}), keys ${p.keys.slice(0, 3).join(', ')}${p.keys.length > 3 ? ` and ${p.keys.length - 3} more` : ''}`),
    ].join('\n'),
  )
})

// ------------------------------------------------------------------------------------ a bound parent

/** Opens `route` as its sample says (the sample's steering holds for this page only) and checks it. */
async function visit(rig: Rig, route: string, sample: RouteSample): Promise<void> {
  const saved = { ...rig.host.steer }
  Object.assign(rig.host.steer, sample.steer ?? {})
  try {
    const from = rig.mark()
    const start = Date.now()
    if (sample.reach) await sample.reach(rig)
    else await rig.open(route, sample.query ?? {})
    await rig.waitForRoute(sample.endsOn ?? route)
    for (const e of sample.texts) await rig.waitForText(e)
    // a state the page leaves by itself (drawing a QR code) is over; no error state (重新加载) is shown
    for (const text of sample.absent ?? []) await rig.waitFor(() => !rig.text().includes(text), `${text} to go`)
    await rig.settle()
    record(rig, 'bound parent', route, from, start)
    for (const text of NEVER) expect(rig.text()).not.toContain(text)
    expect(rig.problemsSince(from)).toEqual([])
    expect(rig.host.setDataLog.slice(from.setData).some((r) => r.route === route)).toBe(true)
    expect(rig.largestSetData(route).bytes).toBeLessThanOrEqual(SET_DATA_LIMIT)
    await sample.check?.(rig)
  } finally {
    Object.assign(rig.host.steer, saved)
  }
}

describe('a bound parent opens every route of app.json', () => {
  let rig: Rig
  let mock: MockData
  beforeAll(async () => {
    rig = await Rig.start()
    mock = await MockData.login(rig.mock)
  })
  afterAll(async () => {
    if (!rig) return
    keepPayloads(rig, 'bound parent')
    await rig.close()
  })

  test('app.json and the samples name the same routes', () => {
    expect(ROUTES.length).toBeGreaterThan(0)
    expect(ROUTES.filter((r) => !ROUTE_SAMPLES[r])).toEqual([])
    // the samples name H5's own pages too (the every-route e2e opens them); the mini-program has none of them
    const h5Only = PAGE_ENTRIES.filter(([, entry]) => entry.h5Only).map(([, entry]) => pageFile(entry))
    expect(ROUTES.filter((r) => h5Only.includes(r))).toEqual([])
    expect(Object.keys(ROUTE_SAMPLES).filter((r) => !ROUTES.includes(r))).toEqual(h5Only)
    expect(PUBLIC_ROUTES.filter((r) => !ROUTES.includes(r))).toEqual([])
  })

  test.each(ROUTES)('%s', async (route) => {
    const sampleOf = ROUTE_SAMPLES[route]
    if (!sampleOf) throw new Error(`no sample for ${route}: add one to test/weapp/route-samples.ts`)
    const sample = await sampleOf(mock)
    if (!rig.host.stack.length) {
      // the client starts once, on the app's first page: for that page the launch is its opening
      if (route === ROUTES[0] && !sample.reach) return visit(rig, route, { ...sample, reach: (r) => r.launch(route, sample.query ?? {}).then(() => undefined) })
      await rig.launch(ROUTES[0])
    }
    await visit(rig, route, sample)
  })
})

// ------------------------------------------------------------------------------------ no token

describe('a visitor without a token opens the public pages', () => {
  // the samples read the demo parent's data, and the visitor's own mock has nobody bound to read it
  // with: a second mock of the same seed serves the same ids and texts
  let reference: FastifyInstance
  let mock: MockData
  beforeAll(async () => {
    reference = await buildMockApp({})
    mock = await MockData.bindDemoParent(reference)
  })
  afterAll(async () => reference?.close())

  /** spec §2: no login redirect on these; a shared link to one opens without the binding page */
  const EXEMPT = ['pages/public/page', 'pages/goods/goods-detail', 'pages/public/wechat']

  test.each(PUBLIC_ROUTES)('%s: drawn with its content for a visitor whose phone is not bound', async (route) => {
    const rig = await Rig.start({ visitor: 'unbound' })
    try {
      const sample = await ROUTE_SAMPLES[route](mock)
      const from = rig.mark()
      const start = Date.now()
      // a shared link: the mini-program starts on the page itself
      await rig.launch(route, sample.query ?? {})
      const publicPage = rig.host.stack[0]
      expect(publicPage.route).toBe(route)
      const drawn = () => rig.host.render(publicPage)
      for (const e of sample.texts) await rig.waitFor(() => shows(rig.text(drawn().tree), e), `${String(e)} on ${route}`)
      // the launch login answers 201 (no phone bound)
      expect(rig.host.log.requests.find((r) => r.url.endsWith('/api/bind/user/miniPrograms/login'))?.code).toBe(201)
      if (EXEMPT.includes(route)) {
        // the page stays on its own: no binding page over it
        await rig.settle(300)
        expect(rig.host.stack.map((p) => p.route)).toEqual([route])
      } else {
        // any other page: the binding page opens over it, after the page drew itself
        await rig.waitForRoute(BIND_PAGE)
        await rig.settle()
        expect(rig.host.stack.map((p) => p.route)).toEqual([route, BIND_PAGE])
        const firstBind = rig.host.setDataLog.findIndex((r) => r.route === BIND_PAGE)
        expect(rig.host.setDataLog.slice(from.setData, firstBind).some((r) => r.route === route)).toBe(true)
      }
      record(rig, 'no token', route, from, start)

      for (const text of sample.absent ?? []) await rig.waitFor(() => !rig.text(drawn().tree).includes(text), `${text} to go`)
      for (const text of NEVER) expect(rig.text(drawn().tree)).not.toContain(text)
      expect([...rig.problemsSince(from), ...new Set(drawn().warnings.map((w) => `template on ${route}: ${w}`))]).toEqual([])
      expect(rig.largestSetData(route).bytes).toBeLessThanOrEqual(SET_DATA_LIMIT)
      // a sample's own `check` reads the top page, which may be the binding page here
      if (sample.check) throw new Error(`${route}: a public sample's check would read the top page; check the public page's tree here`)
    } finally {
      keepPayloads(rig, 'no token')
      await rig.close()
    }
  })
})
