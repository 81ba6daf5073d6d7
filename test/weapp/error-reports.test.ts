/**
 * Error reports from the production mini-program: an exception planted in a page (a copy of the
 * build whose wallet page throws in onLoad) reaches WeChat's App.onError and gives exactly one
 * report at the mock's collector, sent when the app is hidden or, left alone, when it is idle; the
 * same line goes to WeChat's real-time log. A failed service call is one report with its path and
 * status; a collector that fails costs one request, no retry, nothing on screen.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Rig, WEAPP_BUILD } from './rig/rig'
import type { ErrorReport } from '../../src/services/error-report/error-reporter'

/** A report as the mock keeps it: as sent, with when it arrived. */
type Stored = ErrorReport & { receivedAt: string }

const { version } = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { version: string }
const PLANTED = 'planted: the wallet throws on open'
/** The reporter's wait for an idle moment (IDLE_SEND_MS) and some room. */
const IDLE_WAIT_MS = 4000

let copy: string | undefined
let rig: Rig | undefined
afterEach(async () => {
  await rig?.close()
  rig = undefined
  if (copy) rmSync(copy, { recursive: true, force: true })
  copy = undefined
})

/** A copy of the build whose wallet page throws at the end of its onLoad, as a bug in the page would. */
function plantedBuild(): string {
  copy = mkdtempSync(path.join(os.tmpdir(), 'weapp-error-report-'))
  cpSync(WEAPP_BUILD, copy, { recursive: true })
  const file = path.join(copy, 'pages/wallet/wallet.js')
  const source = readFileSync(file, 'utf8')
  // the page loads as always, then its onLoad throws
  writeFileSync(
    file,
    `(function (Page) {${source}\n})(function (config) { var load = config.onLoad; config.onLoad = function () { load.apply(this, arguments); throw new Error('${PLANTED}') }; return Page(config) });`,
  )
  return copy
}

async function collected(r: Rig): Promise<Stored[]> {
  const res = await r.mock.inject({ method: 'GET', url: '/mock/error-reports' })
  return res.json<{ data: { reports: Stored[] } }>().data.reports
}

const reportRequests = (r: Rig) => r.host.log.requests.filter((q) => q.url.includes('/api/client-errors'))
const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms))

test('an exception planted in a page gives exactly one report, sent when the app is hidden, and a real-time log line', async () => {
  rig = await Rig.start({ root: plantedBuild(), plants: ['no-js-exception', 'no-failed-request'] })
  await rig.launch('pages/home/home')
  await rig.open('pages/wallet/wallet')
  expect(rig.host.errors.some((e) => e.includes(PLANTED))).toBe(true)

  rig.host.hide()
  await rig.waitFor(() => reportRequests(rig!).some((q) => q.status === 200), 'the report sent on hide')
  // nothing more comes when the page is idle afterwards
  await sleep(IDLE_WAIT_MS)
  const reports = await collected(rig)
  expect(reports).toHaveLength(1)
  expect(reports[0]).toMatchObject({
    source: 'error',
    message: PLANTED,
    route: '/pages/wallet/wallet',
    version,
    commit: expect.stringMatching(/^([0-9a-f]{4,40}|unknown)$/),
    platform: 'mini-program',
    time: expect.any(Number),
  })
  expect(reports[0].stack).toContain(PLANTED)
  expect(reports[0].stack.length).toBeLessThanOrEqual(2000)
  expect(reportRequests(rig)).toHaveLength(1)
  expect(rig.host.log.realtime).toEqual([`error [error] ${PLANTED} @ /pages/wallet/wallet (${version} ${reports[0].commit}, mini-program)`])
  expect(rig.host.log.toasts).toEqual([])
})

test('left alone, the report is sent when the app is idle: still exactly one', async () => {
  rig = await Rig.start({ root: plantedBuild(), plants: ['no-js-exception', 'no-failed-request'] })
  await rig.launch('pages/home/home')
  await rig.open('pages/wallet/wallet')
  await rig.waitFor(() => reportRequests(rig!).some((q) => q.status === 200), 'the report sent when idle', IDLE_WAIT_MS + 6000)
  await sleep(IDLE_WAIT_MS)
  expect((await collected(rig)).map((r) => r.message)).toEqual([PLANTED])
})

test('a failed service call is one report with its path and HTTP status; a collector that fails is not retried and shows nothing', async () => {
  rig = await Rig.start({ plants: ['no-failed-request'] })
  await rig.launch('pages/home/home')
  await rig.fault({ path: '/mall/api/v1/order/query', fault: 'http500', times: 1 })
  await rig.open('pages/order/order-list')
  await rig.waitForText('服务器繁忙，请稍候再试!')
  rig.host.hide()
  await rig.waitFor(() => reportRequests(rig!).length === 1 && reportRequests(rig!)[0].status, 'the report sent')
  const [report] = await collected(rig)
  expect(report).toMatchObject({ source: 'service', message: 'server: POST /mall/api/v1/order/query', route: '/pages/order/order-list', data: { path: '/mall/api/v1/order/query', method: 'POST', kind: 'server', status: 500 } })
  expect(await collected(rig)).toHaveLength(1)

  // the collector now fails: the next report is one request that fails, never sent again or reported
  rig.host.show()
  await rig.fault({ path: '/mock/error-reports', method: 'POST', fault: 'http500' })
  await rig.fault({ path: '/mall/api/v1/order/query', fault: 'http500', times: 1 })
  await rig.tap('重新加载')
  const toasts = rig.host.log.toasts.length
  rig.host.hide()
  await rig.waitFor(() => reportRequests(rig!).length === 2 && reportRequests(rig!)[1].status, 'the second report sent')
  await sleep(IDLE_WAIT_MS)
  expect(reportRequests(rig).map((q) => q.status)).toEqual([200, 500])
  expect(await collected(rig)).toHaveLength(1)
  expect(rig.host.log.toasts).toHaveLength(toasts)
  expect(rig.host.errors).toEqual([])
})
