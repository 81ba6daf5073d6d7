import { createErrorReporter, type ErrorReporter, type ErrorReporterDeps } from '@/services/error-report/error-reporter'

/** The mini-program: the reporter ships with the app, ready at once (H5 loads it later: error-reporter-loader.h5.ts). */
export const loadErrorReporter = (deps: ErrorReporterDeps): Promise<ErrorReporter> => Promise.resolve(createErrorReporter(deps))
