/**
 * The app's reporter, for the places that catch errors but are not wired with it: the page error
 * boundary, the http layer's failure hook, the chunk-load listener. src/app-context.ts installs the
 * one reporter at start; until then (and in tests that install none) a report goes nowhere.
 */
import type { HttpError, HttpErrorKind } from '@/services/http/errors'
import type { ErrorReporter, ReportExtras, ReportSource } from './error-reporter'

let installed: ErrorReporter | null = null

export function installErrorReporter(reporter: ErrorReporter | null): void {
  installed = reporter
}

export function reportError(source: ReportSource, error: unknown, extras?: ReportExtras): void {
  installed?.report(source, error, extras)
}

/**
 * The failed service calls that are reported, by the kind of their typed error:
 * - network, timeout: the call never got an answer (the parent's network, or a service that hangs;
 *   not a call the browser cut off because the page was being left);
 * - server: an HTTP 5xx or an answer the services should never give;
 * - bad-data: an answer that is not JSON or not the shape the screens read (a contract broken).
 * Not reported, because they are expected and the parent is already told: session-invalid (the
 * session ran out; the app logs in again or sends the parent to log in), biz (the service refused
 * with a business code and its own message, shown as a toast: 库存不足, 已领完 …) and not-found
 * (a stale link to something deleted).
 */
export const REPORTED_SERVICE_FAILURES: readonly HttpErrorKind[] = ['network', 'timeout', 'server', 'bad-data']

/** The service path of a request address: no origin, no query. */
export const servicePath = (url = ''): string => url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] || '/'

/** The http layer's failure hook (services/http setupHttp `onFailure`): one report for a call that failed as above. */
export function reportServiceFailure(error: HttpError, method = 'GET'): void {
  if (!REPORTED_SERVICE_FAILURES.includes(error.kind)) return
  const path = servicePath(error.detail.url)
  reportError('service', `${error.kind}: ${method} ${path}`, {
    data: { path, method, kind: error.kind, code: error.detail.code, status: error.detail.status },
    // a browser leaving the page (a reload, the login address) cuts off the calls under way
    onlyIfStaying: error.kind === 'network',
  })
}
