import { parseEnv, type AppConfig } from './parse-env'

/*
 * Each variable is named literally: the build replaces `process.env.TARO_APP_X` by its value,
 * so the names must not be computed.
 */
const raw = {
  TARO_APP_AUTH_HOST: process.env.TARO_APP_AUTH_HOST,
  TARO_APP_APP_HOST: process.env.TARO_APP_APP_HOST,
  TARO_APP_MALL_BASE: process.env.TARO_APP_MALL_BASE,
  TARO_APP_SCHEDULE_HOST: process.env.TARO_APP_SCHEDULE_HOST,
  TARO_APP_MANAGEMENT_HOST: process.env.TARO_APP_MANAGEMENT_HOST,
  TARO_APP_RULE_ENGINE_HOST: process.env.TARO_APP_RULE_ENGINE_HOST,
  TARO_APP_OPENAPI_HOST: process.env.TARO_APP_OPENAPI_HOST,
  TARO_APP_MAPS_HOST: process.env.TARO_APP_MAPS_HOST,
  TARO_APP_MAPS_KEY: process.env.TARO_APP_MAPS_KEY,
  TARO_APP_LOGIN_URL: process.env.TARO_APP_LOGIN_URL,
  TARO_APP_OSS_BASE: process.env.TARO_APP_OSS_BASE,
  TARO_APP_WEAPP_APPID: process.env.TARO_APP_WEAPP_APPID,
  TARO_APP_H5_APPID: process.env.TARO_APP_H5_APPID,
  TARO_APP_SALE_CHANNEL_IDS: process.env.TARO_APP_SALE_CHANNEL_IDS,
  TARO_APP_HTTP_TIMEOUT_MS: process.env.TARO_APP_HTTP_TIMEOUT_MS,
  TARO_APP_APP_SCHEME: process.env.TARO_APP_APP_SCHEME,
  TARO_APP_IOS_STORE_URL: process.env.TARO_APP_IOS_STORE_URL,
  TARO_APP_ANDROID_MARKET_URL: process.env.TARO_APP_ANDROID_MARKET_URL,
  TARO_APP_MOCK_CASHIER: process.env.TARO_APP_MOCK_CASHIER,
}

export const env: AppConfig = parseEnv(raw)

/** The build's mode: 'development' for dev builds, 'production' otherwise (the QA page opens in development). */
export const buildMode: string = process.env.NODE_ENV ?? 'production'
