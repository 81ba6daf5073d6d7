import type { AppConfig } from './app-config'

/**
 * The configuration the build validated from the TARO_APP_* variables (config/app-env.ts) and wrote
 * in as `__APP_ENV__`: the app neither reads nor checks the variables itself.
 */
declare const __APP_ENV__: AppConfig

export const env: AppConfig = __APP_ENV__

/** The build's mode: 'development' for dev builds, 'production' otherwise (the QA page opens in development). */
export const buildMode: string = process.env.NODE_ENV ?? 'production'
