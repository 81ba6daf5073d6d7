/**
 * Validates the TARO_APP_* build variables once, at build time, and turns them into the typed
 * configuration the app is built with (`__APP_ENV__`, read by src/config/env.ts). A variable that is
 * missing or malformed fails the build with every problem listed, instead of an app that fails on
 * the parent's phone. Pure: takes the raw record (and the build's version, read from package.json
 * and git by default: config/build-version.ts), returns the config or throws.
 */
import type { AppConfig, BuildVersion } from '../src/config/app-config'
import { readBuildVersion } from './build-version'

export type RawEnv = Record<string, string | undefined>

export class ConfigError extends Error {
  readonly name = 'ConfigError'
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`)
  }
}

/** An absolute http(s) URL, or a path on the page's own origin ('' is the origin itself). */
const HOST_RE = /^(https?:\/\/[^\s/?#]+)?(\/(?!\/)[^\s?#]*)?$/
/** An absolute http(s) URL, or an absolute path on the page's own origin. */
const URL_OR_PATH_RE = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/

const stripSlash = (s: string): string => s.replace(/\/+$/, '')

export function parseEnv(raw: RawEnv, build: BuildVersion = readBuildVersion()): AppConfig {
  const problems: string[] = []
  const text = (key: string, opts: { optional?: boolean; fallback?: string } = {}): string => {
    const value = (raw[key] ?? '').trim()
    if (!value && !opts.optional && opts.fallback === undefined) problems.push(`${key} is required`)
    return value || opts.fallback || ''
  }
  const host = (key: string): string => {
    const value = (raw[key] ?? '').trim()
    if (raw[key] === undefined) {
      problems.push(`${key} is required (an http(s) URL, or empty for the page's own origin)`)
      return ''
    }
    if (!HOST_RE.test(value)) problems.push(`${key} must be an http(s) URL or an absolute path, without query, got "${value}"`)
    return stripSlash(value)
  }
  const urlOrPath = (key: string): string => {
    const value = text(key)
    if (value && !URL_OR_PATH_RE.test(value)) problems.push(`${key} must be an http(s) URL or an absolute path, got "${value}"`)
    return value
  }
  const int = (key: string, fallback: number, min: number, max: number): number => {
    const value = (raw[key] ?? '').trim()
    if (!value) return fallback
    const n = Number(value)
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${key} must be a whole number from ${min} to ${max}, got "${value}"`)
      return fallback
    }
    return n
  }

  const config: AppConfig = {
    hosts: {
      auth: host('TARO_APP_AUTH_HOST'),
      app: host('TARO_APP_APP_HOST'),
      mall: host('TARO_APP_MALL_BASE'),
      schedule: host('TARO_APP_SCHEDULE_HOST'),
      management: host('TARO_APP_MANAGEMENT_HOST'),
      ruleEngine: host('TARO_APP_RULE_ENGINE_HOST'),
      openapi: host('TARO_APP_OPENAPI_HOST'),
      maps: host('TARO_APP_MAPS_HOST'),
    },
    mapsKey: text('TARO_APP_MAPS_KEY', { optional: true }),
    loginUrl: urlOrPath('TARO_APP_LOGIN_URL'),
    ossBase: stripSlash(urlOrPath('TARO_APP_OSS_BASE')),
    weappAppId: text('TARO_APP_WEAPP_APPID'),
    h5AppId: text('TARO_APP_H5_APPID'),
    saleChannelIds: text('TARO_APP_SALE_CHANNEL_IDS'),
    httpTimeoutMs: int('TARO_APP_HTTP_TIMEOUT_MS', 60_000, 1_000, 60_000),
    appScheme: text('TARO_APP_APP_SCHEME', { fallback: 'kidshealth://open' }),
    iosStoreUrl: urlOrPath('TARO_APP_IOS_STORE_URL'),
    androidMarketUrl: urlOrPath('TARO_APP_ANDROID_MARKET_URL'),
    mockCashier: (raw.TARO_APP_MOCK_CASHIER ?? '').trim() === '1',
    errorReportUrl: urlOrPath('TARO_APP_ERROR_REPORT_URL'),
    build: { version: build.version, commit: build.commit },
  }
  if (config.hosts.mall && !config.hosts.mall.endsWith('/mall/api/v1')) {
    problems.push('TARO_APP_MALL_BASE must end with /mall/api/v1')
  }
  if (!/^\d+(,\d+)*$/.test(config.saleChannelIds) && config.saleChannelIds) {
    problems.push('TARO_APP_SALE_CHANNEL_IDS must be comma-separated numbers')
  }
  if (problems.length) throw new ConfigError(problems)
  return config
}
