import type { ErrorReporter, ErrorReporterDeps } from '@/services/error-report/error-reporter'

/** H5: the reporter's code is a chunk of its own, loaded after the first screen (services/error-report/deferred-reporter.ts). */
export const loadErrorReporter = (deps: ErrorReporterDeps): Promise<ErrorReporter> =>
  import(/* webpackChunkName: "error-reporter" */ '@/services/error-report/error-reporter').then((m) => m.createErrorReporter(deps))
