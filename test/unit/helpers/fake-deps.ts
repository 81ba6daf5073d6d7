import type { AppConfig } from '@/config/app-config'
import { parseEnv } from '../../../config/app-env'
import type { Api } from '@/services/api'
import type { Send } from '@/services/http/types'
import type { CheckoutApi } from '@/shared/trade/checkout-api'
import type { AddressApi } from '@/shared/address/address-api'
import type { OrderApi } from '@/pages/order/model/order-api'
import type { RegionApi } from '@/shared/region/region-api'
import type { SearchApi } from '@/pages/common/model/search-api'
import type { ConsultationApi } from '@/pages/common/model/consultation-api'
import type { MapsApi } from '@/pages/common/model/maps-api'
import type { CartApi } from '@/shared/trade/cart-api'
import type { CheeseApi } from '@/pages/cheese/model/cheese-area'
import type { LinkApi } from '@/pages/link/model/link-area'
import type { AccountApi } from '@/pages/user/model/account-api'
import { memoryStore } from '@/platform/key-value'
import type { StoreDeps } from '@/stores/deps'

export const TEST_ENV: Record<string, string> = {
  TARO_APP_AUTH_HOST: 'https://auth.test',
  TARO_APP_APP_HOST: 'https://app.test',
  TARO_APP_MALL_BASE: 'https://mall.test/mall/api/v1',
  TARO_APP_SCHEDULE_HOST: 'https://schedule.test',
  TARO_APP_MANAGEMENT_HOST: 'https://management.test',
  TARO_APP_RULE_ENGINE_HOST: 'https://rule.test',
  TARO_APP_OPENAPI_HOST: 'https://openapi.test',
  TARO_APP_MAPS_HOST: 'https://maps.test',
  TARO_APP_MAPS_KEY: 'maps-key',
  TARO_APP_LOGIN_URL: 'https://passport.test/h5/login',
  TARO_APP_OSS_BASE: 'https://oss.test/store',
  TARO_APP_WEAPP_APPID: 'wx-weapp-test',
  TARO_APP_H5_APPID: 'wx-h5-test',
  TARO_APP_SALE_CHANNEL_IDS: '7,8',
  TARO_APP_IOS_STORE_URL: 'https://apps.test/ios',
  TARO_APP_ANDROID_MARKET_URL: 'https://market.test/android',
  TARO_APP_ERROR_REPORT_URL: 'https://app.test/api/client-errors',
}

export const testConfig = (overrides: Record<string, string> = {}): AppConfig => parseEnv({ ...TEST_ENV, ...overrides })

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : DeepPartial<T[K]> }

/** A fake service whose every call rejects unless the test provides it. */
export function fakeService<T extends object>(name: string, provided: Partial<T> = {}): T {
  return new Proxy({} as T, {
    get(_t, fn: string) {
      if (fn in provided) return (provided as Record<string, unknown>)[fn]
      return () => Promise.reject(new Error(`fake api: ${name}.${fn} not provided`))
    },
  })
}

function fakeServices<A extends object>(parts: DeepPartial<A>): A {
  return new Proxy({} as A, {
    get: (_t, area: string) => fakeService(area, (parts as Record<string, Record<string, unknown>>)[area] ?? {}),
  })
}

/** A fake shell api whose every call rejects unless the test provides it. */
export const fakeApi = (parts: DeepPartial<Api> = {}): Api => fakeServices<Api>(parts)

/** The api of the shared and area models (checkout, address, order, the common pages' …), faked the same way. */
export interface AreaApis {
  checkout: CheckoutApi
  address: AddressApi
  order: OrderApi
  region: RegionApi
  search: SearchApi
  consultation: ConsultationApi
  maps: MapsApi
  cart: CartApi
  cheese: CheeseApi
  link: LinkApi
  account: AccountApi
}
export const fakeAreaApi = (parts: DeepPartial<AreaApis> = {}): AreaApis => fakeServices<AreaApis>(parts)

export interface FakeDeps extends StoreDeps {
  storage: ReturnType<typeof memoryStore>
  session: ReturnType<typeof memoryStore>
  setNow(ms: number): void
}

export function fakeDeps(opts: { api?: Api; send?: Send; now?: number; storage?: Record<string, string> } = {}): FakeDeps {
  let now = opts.now ?? Date.UTC(2026, 10, 21, 2, 0, 0)
  return {
    api: opts.api ?? fakeApi(),
    send: opts.send ?? ((o) => Promise.reject(new Error(`fake send: ${o.method ?? 'GET'} ${o.url} not provided`))),
    config: testConfig(),
    storage: memoryStore(opts.storage),
    session: memoryStore(),
    clock: { now: () => now },
    setNow: (ms) => (now = ms),
  }
}
