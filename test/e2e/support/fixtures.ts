import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { nginxSite, watchThroughNginx } from './served-by-nginx'

export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN'

/** What the mock's login page hands back (mock/routes/pages.ts). */
export const DEMO_LOGIN = { token: 'h5-demo-token', appId: 'wx0000000000mockh5', openId: 'o_h5_demo_parent_0001' }
export const LOGIN_PATH = '/mock/h5-login'
export const TABS_PATH = '/mall/api/v1/basics/productModule'
export const EXCHANGE_PATH = '/api/auth/h5/exchange'

export type FaultKind = 'latency' | 'http500' | 'code-400' | 'http401' | 'malformed' | 'wrong-shape' | 'wrong-data' | 'hang'
export interface Fault {
  path: string
  fault: FaultKind
  method?: string
  times?: number
  ms?: number
}

export interface MockControl {
  fault(rule: Fault): Promise<void>
  clearFaults(): Promise<void>
  /** Lets a waiting questionnaire pop up on entry (off by default in journeys, so it covers nothing). */
  questionnairePopups(enabled: boolean): Promise<void>
}

export interface PageProblems {
  /** Uncaught errors and console errors seen on the page so far. */
  errors: string[]
  /** The ones that are unhandled promise rejections or uncaught exceptions. */
  unhandled(): string[]
}

const loginInit = `${LOGIN_PATH}`

/** Reads a value written by Taro's storage (JSON {data} wrapper) or a plain localStorage value. */
export async function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => {
    const raw = window.localStorage.getItem(k)
    if (raw === null || raw === '') return null
    try {
      const v = JSON.parse(raw) as { data?: unknown }
      if (v && typeof v === 'object' && 'data' in v) return v.data === '' || v.data == null ? null : String(v.data)
    } catch {
      /* not JSON: a plain value */
    }
    return raw
  }, key)
}

export const isLoginAddress = (url: string | URL): boolean => new URL(url).pathname === loginInit

/** Logs in the way the external login page does: the token, appId and openId in the address. */
export async function loginThroughAddress(page: Page, path = '/pages/home/home?debug=1'): Promise<void> {
  const sep = path.includes('?') ? '&' : '?'
  const exchanged = page.waitForResponse((r) => r.url().includes(EXCHANGE_PATH))
  await page.goto(`${path}${sep}token=${DEMO_LOGIN.token}&appId=${DEMO_LOGIN.appId}&openId=${DEMO_LOGIN.openId}`)
  await exchanged
  await expect.poll(() => storedValue(page, 'studentToken')).toBeTruthy()
  await expect(page).not.toHaveURL(/token=/)
}

async function mockCall(request: APIRequestContext, method: 'POST' | 'DELETE', path: string, data?: unknown) {
  const res = await request.fetch(path, { method, data })
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`)
}

/** Which server the project's tests open the site on: the test server, or nginx with the shipped configuration. */
export interface SiteServerOption {
  siteServer: 'test-server' | 'nginx'
}

export const test = base.extend<{ mock: MockControl; problems: PageProblems; servedRight: void } & SiteServerOption>({
  siteServer: ['test-server', { option: true }],
  // the server's address is only known once the global setup has started it
  baseURL: async ({ siteServer }, provide) => {
    const url = siteServer === 'nginx' ? nginxSite().url : process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts')
    await provide(url)
  },
  // through nginx: a policy violation or a wrong header of the site fails the test
  servedRight: [async ({ page, siteServer }, provide) => (siteServer === 'nginx' ? watchThroughNginx(page, provide) : provide()), { auto: true }],
  // every test starts from fresh mock data, no faults and no questionnaire pop-up (a journey turns it on)
  mock: [
    async ({ request }, provide) => {
      await mockCall(request, 'POST', '/__mock__/reset')
      await mockCall(request, 'DELETE', '/__mock__/faults')
      await mockCall(request, 'POST', '/__mock__/questionnaire-popups', { enabled: false })
      await provide({
        fault: (rule) => mockCall(request, 'POST', '/__mock__/faults', rule),
        clearFaults: () => mockCall(request, 'DELETE', '/__mock__/faults'),
        questionnairePopups: (enabled) => mockCall(request, 'POST', '/__mock__/questionnaire-popups', { enabled }),
      })
      await mockCall(request, 'DELETE', '/__mock__/faults')
    },
    { auto: true },
  ],
  problems: async ({ page }, provide) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.name}: ${e.message}`))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`)
    })
    await provide({
      errors,
      unhandled: () => errors.filter((e) => e.startsWith('pageerror') || /unhandled|uncaught|\(in promise\)/i.test(e)),
    })
  },
})

export { expect }
