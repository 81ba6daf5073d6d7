import type { ErrorReporter } from '@/services/error-report/error-reporter'
import { platformErrorReporter, type ReporterSettings } from './platform-error-reporter'

/** The mini-program: the reporter ships with the app, ready at once (H5 loads it later: error-reporter-loader.h5.ts). */
export const loadErrorReporter = (settings: ReporterSettings): Promise<ErrorReporter> => Promise.resolve(platformErrorReporter(settings))
