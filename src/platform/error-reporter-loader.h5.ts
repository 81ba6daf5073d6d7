import type { ErrorReporter } from '@/services/error-report/error-reporter'
import type { ReporterSettings } from './platform-error-reporter'

/**
 * H5: the reporter's code, with how it sends and places a report, is a chunk of its own, loaded
 * after the first screen (services/error-report/deferred-reporter.ts).
 */
export const loadErrorReporter = (settings: ReporterSettings): Promise<ErrorReporter> =>
  import(/* webpackChunkName: "error-reporter" */ './platform-error-reporter').then((m) => m.platformErrorReporter(settings))
