/**
 * H5: pages load on demand (spec §2, §9). Taro's H5 router keeps one loader per page
 * (`config.routes[i].load`, written into the app's entry by Taro's H5 loader); on each navigation it
 * calls the page's loader and waits for the page's code before it draws anything, so without help
 * a slow page leaves the previous one (or, at start, a blank screen) standing with no sign of life.
 * guardPageLoaders wraps every loader before the router is created (config/index.ts adds the call to
 * the entry, after the routes and before createRouter): the page's wait shows only after
 * LAZY_PAGE_DELAY_MS, so a fast chunk never flashes it, and the error with 重新加载 after
 * LAZY_PAGE_TIMEOUT_MS or as soon as the code fails to load. 重新加载 calls the page's loader again;
 * whichever load arrives first is the page. webpack's own timeout for a chunk is 120 s
 * (config/index.ts): until then a retry joins the request still under way, after it fails the retry
 * fetches the chunk anew. The mini-program loads its pages itself (lazy-page exists on H5 only).
 */
import Taro from '@tarojs/taro'
import { reportError } from '@/services/error-report/report-error'
import { hidePageLoadPanels, showPageLoadError, showPageLoading } from './page-load-panel.h5'

/** A page's code that takes longer than this shows the page's wait (spec §9: lazy page delay 200 ms). */
export const LAZY_PAGE_DELAY_MS = 200
/** A page's code that has not arrived after this shows the error with 重新加载 (spec §2: timeout 60000 ms). */
export const LAZY_PAGE_TIMEOUT_MS = 60_000

/** What the screen shows for a page on its way. */
export interface PageLoadView {
  loading(): void
  error(retry: () => void): void
  hide(): void
}

const panels: PageLoadView = { loading: showPageLoading, error: showPageLoadError, hide: hidePageLoadPanels }

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
}

const globalTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
}

export interface PageLoadGuard {
  /** The page's code from `start`, with the wait, the timeout and 重新加载 (which calls `start` again). */
  guard<T>(start: () => Promise<T>): Promise<T>
  /** The parent went elsewhere: the panels of the load under way go, its timers show nothing more. */
  cancel(): void
}

export function createPageLoadGuard(view: PageLoadView, timers: Timers = globalTimers): PageLoadGuard {
  // only the latest navigation's load draws on the screen
  let latest = 0
  return {
    cancel() {
      latest += 1
      view.hide()
    },
    guard<T>(start: () => Promise<T>): Promise<T> {
      const load = (latest += 1)
      const shown = () => load === latest
      return new Promise<T>((resolve) => {
        let arrived = false
        let attempts = 0
        let delay: unknown
        let timeout: unknown
        const stopTimers = () => {
          timers.clearTimeout(delay)
          timers.clearTimeout(timeout)
        }
        const retry = () => attempt(true)
        const fail = () => {
          stopTimers()
          if (shown()) view.error(retry)
        }
        // the first load shows its wait after the delay; 重新加载 shows it at once (it was asked for)
        function attempt(again: boolean): void {
          if (arrived || !shown()) return
          const mine = (attempts += 1)
          stopTimers()
          if (again) view.loading()
          else delay = timers.setTimeout(() => shown() && view.loading(), LAZY_PAGE_DELAY_MS)
          timeout = timers.setTimeout(fail, LAZY_PAGE_TIMEOUT_MS)
          let code: Promise<T>
          try {
            code = Promise.resolve(start())
          } catch (e) {
            code = Promise.reject(e)
          }
          code.then(
            (page) => {
              if (arrived) return
              arrived = true
              stopTimers()
              if (shown()) view.hide()
              resolve(page)
            },
            // an earlier attempt that fails after 重新加载 started a new one leaves the new one's wait alone
            () => {
              if (!arrived && mine === attempts) fail()
            },
          )
        }
        attempt(false)
      })
    },
  }
}

/**
 * The name under which a page's code exports its settings (title, pull-down refresh …): the build
 * moves them out of the entry into the page (config/webpack/page-settings.js, SETTINGS_EXPORT).
 */
export const PAGE_SETTINGS_EXPORT = 'taroPageConfig'

/** One page of Taro's H5 router: `load` starts the page's code and answers [code, context, params]. */
export interface RouterPage {
  load?: (...args: unknown[]) => unknown
}

/** The page's settings go onto its route as its code arrives: the router reads them from there next. */
function takeSettings(route: RouterPage, page: unknown): unknown {
  const settings = page && typeof page === 'object' ? (page as Record<string, unknown>)[PAGE_SETTINGS_EXPORT] : undefined
  if (settings && typeof settings === 'object') Object.assign(route, settings)
  return page
}

/**
 * Wraps each page's loader in `routes` (Taro's `config.routes`, before createRouter reads them):
 * the wait, the error and 重新加载 as above (a page's code that failed to load is reported), and the
 * page's settings copied onto its route when its code arrives. Takes the panels away when the router
 * moves on (back, another tab) before the page arrived.
 */
export function guardPageLoaders(routes: RouterPage[], view: PageLoadView = panels): PageLoadGuard {
  const guard = createPageLoadGuard(view)
  Taro.eventCenter.on('__taroRouterChange', () => guard.cancel())
  for (const route of routes) {
    const load = route.load
    if (typeof load !== 'function') continue
    route.load = (...args: unknown[]) => {
      const first = load(...args)
      if (!Array.isArray(first)) return first
      const [code, ...rest] = first as [Promise<unknown>, ...unknown[]]
      let again = false
      const reported = (attempt: Promise<unknown>): Promise<unknown> => {
        Promise.resolve(attempt).then(undefined, (error: unknown) => reportError('chunk', error))
        return attempt
      }
      const start = (): Promise<unknown> => {
        if (!again) {
          again = true
          return reported(code)
        }
        return reported((load(...args) as [Promise<unknown>])[0])
      }
      return [guard.guard(start).then((page) => takeSettings(route, page)), ...rest]
    }
  }
  return guard
}
