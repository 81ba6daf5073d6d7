/**
 * The reporter's browser side: the window's uncaught errors and rejections are reported (chunk-load
 * failures are left to chunk-error.h5), hiding the page sends what waits, a hidden page's batch goes
 * by beacon and an idle one by fetch with keepalive, and the page says where it runs.
 */
import { renderHook } from '@testing-library/react'
import type { ErrorReporter, ReportBatch } from '@/services/error-report/error-reporter'
import { useErrorCatch } from '@/platform/error-report.h5'
import { reportSender, whereNow } from '@/platform/report-sending.h5'

const batch: ReportBatch = { reports: [], dropped: 0 }

test('uncaught errors and rejections are reported, chunk failures are not (their panel reports them); leaving is told; hiding sends', () => {
  const calls: string[] = []
  const reporter: ErrorReporter = {
    report: (source, error) => void calls.push(`${source}: ${(error as Error)?.message ?? String(error)}`),
    send: (moment) => void calls.push(`send ${moment}`),
    leaving: () => void calls.push('leaving'),
  }
  renderHook(() => useErrorCatch(reporter))
  renderHook(() => useErrorCatch(reporter)) // once for the page's life

  window.dispatchEvent(new ErrorEvent('error', { error: new Error('planted'), message: 'planted' }))
  const rejection = new Event('unhandledrejection') as Event & { reason?: unknown }
  rejection.reason = new Error('nobody caught me')
  window.dispatchEvent(rejection)
  const chunk = new Event('unhandledrejection') as Event & { reason?: unknown }
  chunk.reason = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })
  window.dispatchEvent(chunk)
  window.dispatchEvent(new Event('beforeunload'))
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))

  expect(calls).toEqual(['error: planted', 'rejection: nobody caught me', 'leaving', 'send hidden'])
})

test('a hidden page’s batch goes by beacon as plain text; an idle one, or a refused beacon, by fetch with keepalive', async () => {
  const beacon = jest.fn().mockReturnValue(true)
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 })
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
  const g = globalThis as { fetch?: unknown }
  const saved = g.fetch
  g.fetch = fetchMock
  try {
    const send = reportSender('/mock/error-reports')
    await send(batch, 'hidden')
    expect(beacon).toHaveBeenCalledTimes(1)
    expect(beacon.mock.calls[0][0]).toBe('/mock/error-reports')
    expect((beacon.mock.calls[0][1] as Blob).type).toBe('text/plain;charset=utf-8')
    expect(fetchMock).not.toHaveBeenCalled()

    await send(batch, 'idle')
    expect(fetchMock).toHaveBeenCalledWith('/mock/error-reports', expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(batch) }))

    beacon.mockReturnValue(false)
    await send(batch, 'hidden')
    expect(fetchMock).toHaveBeenCalledTimes(2)

    fetchMock.mockResolvedValue({ ok: false, status: 503 })
    await expect(send(batch, 'idle')).rejects.toThrow('503')
  } finally {
    g.fetch = saved
  }
})

test('where the page runs: a plain browser, WeChat’s browser, the app shell', () => {
  const ua = jest.spyOn(window.navigator, 'userAgent', 'get')
  ua.mockReturnValue('Mozilla/5.0 Chrome/120')
  expect(whereNow()).toEqual({ route: '/', platform: 'browser' })
  ua.mockReturnValue('Mozilla/5.0 MicroMessenger/8.0.47')
  expect(whereNow().platform).toBe('wechat-browser')
  window.sessionStorage.setItem('from_app_platform', 'ios')
  expect(whereNow().platform).toBe('app-shell')
  window.sessionStorage.clear()
  ua.mockRestore()
})
