/**
 * A second look at the long tasks before the largest paint, measured rather than simulated.
 *
 * Lighthouse (simulated throttling) loads the page at full speed while tracing, then counts every
 * traced task 4× as long: a 13 ms task under the tracer becomes a 52 ms "long task". Here the same
 * Chromium loads the page again with its CPU really slowed 4× and Lighthouse's mobile network and
 * screen (DevTools throttling), no tracer, and the page's own PerformanceObserver reports the tasks
 * of 50 ms or more and the largest paint.
 */
import { chromium } from '@playwright/test'
import { throttling, screenEmulationMetrics } from 'lighthouse/core/config/constants.js'
import { longestTaskBefore, type ObservedTasks } from './bench-figures'
import { pageMainThread, tracedLongTasks, type TraceEvent, type TracedTask } from './task-anatomy'

// strings, not functions: under tsx a function sent into the page carries esbuild's helpers
const OBSERVE = `(() => {
  const seen = { tasks: [], lcp: null };
  window.__benchObserved = seen;
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) seen.tasks.push({ startMs: e.startTime, durationMs: e.duration }) }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((l) => { const all = l.getEntries(); const last = all[all.length - 1]; if (last) seen.lcp = last.startTime }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch (e) { seen.error = String(e) }
})()`
const READ = 'JSON.stringify(window.__benchObserved ?? null)'

export interface SlowCpuOptions {
  /** keep the storage an earlier visit left (a returning parent); otherwise start from empty storage */
  keepStorage: boolean
  /** the path the page must end on (a redirect to a login page is a failed measure) */
  expectPath: string
  /**
   * Also record a Chromium trace of the load and return what each long task before the largest
   * paint is made of. The tracer adds its own cost, so the benchmark's figures come from untraced passes.
   */
  trace?: boolean
}

/** The trace categories that name the work inside a task (script, style, layout, text shaping, paint, GC). */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading', 'blink.user_timing']

/** Loads `url` once in the Chromium on `port` at 4× slower CPU; the long tasks before its largest paint. */
export async function longTasksAtSlowCpu(port: number, url: string, opts: SlowCpuOptions): Promise<ObservedTasks & { traced?: TracedTask[] }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const origin = new URL(url).origin
    if (!opts.keepStorage) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,session_storage,cookies' })
    const net = throttling.mobileSlow4G
    const screen = screenEmulationMetrics.mobile
    await cdp.send('Network.enable')
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: net.requestLatencyMs,
      downloadThroughput: (net.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (net.uploadThroughputKbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: net.cpuSlowdownMultiplier })
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor, mobile: screen.mobile })
    await page.addInitScript({ content: OBSERVE })
    const events: TraceEvent[] = []
    let traceDone: Promise<void> | null = null
    if (opts.trace) {
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])))
      traceDone = new Promise((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
      await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: TRACE_CATEGORIES } })
    }
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForLoadState('networkidle', { timeout: 120_000 })
    // the largest paint of a picture that fades in lands after the network is quiet
    await page.waitForTimeout(1500)
    const path = new URL(page.url()).pathname
    if (path !== opts.expectPath) throw new Error(`slow-CPU pass ended on ${page.url()}, not ${opts.expectPath}`)
    const seen = JSON.parse((await page.evaluate(READ)) as string) as { tasks: { startMs: number; durationMs: number }[]; lcp: number | null; error?: string } | null
    if (!seen || seen.error) throw new Error(`slow-CPU pass: the page could not observe its tasks (${seen?.error ?? 'no observer'})`)
    const observed = longestTaskBefore(seen.tasks, seen.lcp)
    if (!traceDone) {
      await page.close()
      return observed
    }
    await cdp.send('Tracing.end')
    await traceDone
    await page.close()
    // the address as loaded (the trace names the navigation by it), before any in-app redirect
    const thread = pageMainThread(events, url)
    if (!thread) throw new Error(`slow-CPU pass: the trace has no navigation to ${url}`)
    return { ...observed, traced: tracedLongTasks(events, thread, seen.lcp) }
  } finally {
    await browser.close()
  }
}
