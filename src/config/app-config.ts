/**
 * The storefront's configuration, as the build validated it from the TARO_APP_* variables
 * (config/app-env.ts); `env` (./env.ts) is the one instance the app reads.
 */

export interface ServiceHosts {
  /** Auth service (/api/auth, /api/bind). */
  auth: string
  /** App service (/api/user, /api/article, /api/talkCard). */
  app: string
  /** Mall service base, ends with /mall/api/v1. */
  mall: string
  /** Scheduling service (/schedulingsystem/api/v1). */
  schedule: string
  /** Management service (/management/api/v1). */
  management: string
  /** Rule engine (/rule_engine_backend). */
  ruleEngine: string
  /** Open API (/openapi). */
  openapi: string
  /** Maps reverse geocoding service. */
  maps: string
}

export interface AppConfig {
  hosts: ServiceHosts
  mapsKey: string
  /** External H5 login address. */
  loginUrl: string
  /** Object-storage folder for named images: `${ossBase}/${name}.png`. */
  ossBase: string
  weappAppId: string
  h5AppId: string
  /** Default sale channel ids, comma-separated. */
  saleChannelIds: string
  httpTimeoutMs: number
  appScheme: string
  iosStoreUrl: string
  androidMarketUrl: string
  /** Payments go to the local simulated cashier (mock services only). */
  mockCashier: boolean
  /** Where the app's error reports go (POST, batched; see services/error-report). */
  errorReportUrl: string
  /** The version the app was built from, stamped at build time. */
  build: BuildVersion
}

/** package.json's version and the git commit of the build ('unknown' without git). */
export interface BuildVersion {
  version: string
  commit: string
}

/** The build's version as people read it out: `0.1.0 (3f2a9c1)`. */
export const buildVersionText = (build: BuildVersion): string => `${build.version} (${build.commit})`

/** A named image in the object-storage folder. */
export const ossImage = (config: Pick<AppConfig, 'ossBase'>, name: string): string => `${config.ossBase}/${name}.png`
