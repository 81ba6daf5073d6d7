import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import { Builder, By, error as webdriverError, until, type WebDriver, type WebElement } from 'selenium-webdriver'
import { DEMO_LOGIN } from '../../e2e/support/fixtures'
import { goodsProduct, type MockData } from '../../weapp/route-samples'
import type { OwnNetwork } from './own-network'

/**
 * WebKit as parents on iPhones meet it (WeChat's browser on iOS is WKWebView): WebKitGTK's
 * MiniBrowser driven through WebDriver (Debian's webkit2gtk-driver), under Xvfb when there is no
 * display. Installed by scripts/ensure-browser.sh like Chromium.
 */
const DRIVER = '/usr/bin/WebKitWebDriver'
const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'].find(existsSync)

export const webkitAvailable = (): boolean => existsSync(DRIVER) && Boolean(MINIBROWSER)

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitForDriver(host: string, port: number, ms: number): Promise<void> {
  const end = Date.now() + ms
  for (;;) {
    try {
      const res = await fetch(`http://${host}:${port}/status`)
      if (res.ok) return
    } catch {
      /* not listening yet */
    }
    if (Date.now() > end) throw new Error(`WebKitWebDriver did not answer on port ${port}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export interface WebKit {
  driver: WebDriver
  close(): Promise<void>
}

/**
 * Sizes the window and waits until the page is laid out at that width: the window takes its new
 * size a moment after setRect answers (one run read the old 375 px right after asking for 390).
 * Throws when it is still another width after 5 s.
 */
export async function resizeWindow(driver: WebDriver, size: { width: number; height: number }): Promise<void> {
  await driver.manage().window().setRect(size)
  const width = () => driver.executeScript<number>('return window.innerWidth')
  const until = Date.now() + 5_000
  while ((await width()) !== size.width && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
  const laidOut = await width()
  if (laidOut !== size.width) throw new Error(`WebKit lays the page out ${laidOut} px wide, not the ${size.width} px asked for`)
}

/**
 * Starts WebKitWebDriver (under xvfb-run without a display) and a MiniBrowser session at a phone's
 * width; with `network`, inside that network of its own (own-network.ts), driven through its control link.
 * Full screen: MiniBrowser's toolbar would hold its window at 447 px or wider, and the page would be laid
 * out wider than the phone; without it the page is as wide as the window asked for (375 → 375, 390 → 390).
 */
export async function startWebKit(size = { width: 375, height: 812 }, network?: Pick<OwnNetwork, 'exec' | 'driverHost'>): Promise<WebKit> {
  if (!webkitAvailable()) throw new Error('WebKitGTK is not installed: run scripts/ensure-browser.sh')
  const port = await freePort()
  const host = network?.driverHost ?? '127.0.0.1'
  const driverCommand = [DRIVER, `--port=${port}`, ...(network ? ['--host=all'] : [])]
  const displayed = process.env.DISPLAY ? driverCommand : ['xvfb-run', '-a', '-s', '-screen 0 1280x1024x24', ...driverCommand]
  const [command, ...args] = [...(network?.exec ?? []), ...displayed]
  const child: ChildProcess = spawn(command, args, { stdio: 'ignore', detached: !process.env.DISPLAY })
  await waitForDriver(host, port, 20_000)
  const driver = await new Builder()
    .usingServer(`http://${host}:${port}`)
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] } })
    .build()
  await resizeWindow(driver, size)
  return {
    driver,
    close: async () => {
      await driver.quit().catch(() => undefined)
      // xvfb-run starts its own process group: end it whole
      if (child.pid) {
        try {
          process.kill(process.env.DISPLAY ? child.pid : -child.pid, 'SIGTERM')
        } catch {
          /* already gone */
        }
      }
    },
  }
}

/** The errors the page's probe kept (scripts/serve-h5.ts ERROR_PROBE): uncaught, unhandled, console.error. */
export async function pageErrors(driver: WebDriver): Promise<string[]> {
  return (await driver.executeScript<string[] | null>('return window.__pageErrors || null')) ?? ['no error probe on the page']
}

/** The page's visible text. */
export const bodyText = async (driver: WebDriver): Promise<string> => (await driver.findElement(By.css('body')).getText()).trim()

/** Waits until the page shows `text` (in any element), then returns the innermost element with it. */
export async function waitForText(driver: WebDriver, text: string, ms = 10_000): Promise<WebElement> {
  const literal = text.includes("'") ? `concat('${text.split("'").join(`', "'", '`)}')` : `'${text}'`
  const xpath = `//*[contains(normalize-space(.), ${literal}) and not(*[contains(normalize-space(.), ${literal})])]`
  return driver.wait(until.elementLocated(By.xpath(xpath)), ms, `the page did not show ${text}`)
}

/**
 * A finger on the middle of the element: the tap lands on what is drawn there (a label inside a
 * NutUI button or cell) and reaches the element's handler the way a real tap does. Like Playwright's
 * click, it waits until the element has stopped moving (a page still sliding in or laying out).
 */
export async function pressElement(driver: WebDriver, el: WebElement, what = 'the element'): Promise<void> {
  await driver.wait(until.elementIsVisible(el), 10_000)
  let last = ''
  await driver.wait(
    async () => {
      const now = JSON.stringify(await el.getRect())
      const still = now === last
      last = now
      if (!still) await driver.sleep(100)
      return still
    },
    10_000,
    `${what} did not stop moving`,
  )
  await driver.actions({ async: true }).move({ origin: el }).click().perform()
}

/** Presses the first element matching `css`, once it is there (pressElement). */
export async function press(driver: WebDriver, css: string): Promise<void> {
  const el = await driver.wait(until.elementLocated(By.css(css)), 10_000, `no ${css} on the page`)
  await pressElement(driver, el, css)
}

/**
 * Waits until the page has stored `key` in its localStorage. A login goes through more than one
 * address: a question asked while the page is being left finds no frame and is asked again on the
 * next page, not taken as a failure.
 */
export async function waitForStored(driver: WebDriver, key: string, ms: number, message: string): Promise<void> {
  await driver.wait(
    async () => {
      try {
        return Boolean(await driver.executeScript('return localStorage.getItem(arguments[0])', key))
      } catch (e) {
        if (e instanceof webdriverError.NoSuchFrameError) return false
        throw e
      }
    },
    ms,
    message,
  )
}

/**
 * Logs in the way the external login page does: the token, appId and openId in the address. What an
 * earlier test stored on the origin goes first: its token died with the mock's reset.
 */
export async function loginThroughAddress(driver: WebDriver, baseURL: string): Promise<void> {
  await driver.get(`${baseURL}/mock/h5-login`)
  await driver.executeScript('localStorage.clear(); sessionStorage.clear()')
  const q = new URLSearchParams({ debug: '1', token: DEMO_LOGIN.token, appId: DEMO_LOGIN.appId, openId: DEMO_LOGIN.openId })
  await driver.get(`${baseURL}/pages/home/home?${q}`)
  await waitForStored(driver, 'studentToken', 15_000, 'no student token after the address login')
}

/** Waits until the address matches. */
export async function waitForUrl(driver: WebDriver, pattern: RegExp, ms = 15_000): Promise<string> {
  await driver.wait(async () => pattern.test(await driver.getCurrentUrl()), ms, `the address did not become ${pattern}`)
  return driver.getCurrentUrl()
}

/** How far the page is wider than the screen (0 when it fits). */
export async function overflowPx(driver: WebDriver): Promise<number> {
  return driver.executeScript<number>('var d = document.scrollingElement || document.documentElement; return Math.max(0, d.scrollWidth - window.innerWidth)')
}

/** Opens a page and waits until it has drawn something other than its loading text. */
export async function open(driver: WebDriver, url: string): Promise<void> {
  await driver.get(url)
  await driver.wait(async () => {
    const text = await bodyText(driver).catch(() => '')
    const frames = await driver.executeScript<number>('return document.querySelectorAll("iframe[title]").length')
    return (text.length > 0 && !/^\s*加载中…?\s*$/.test(text)) || frames > 0
  }, 15_000, `${url} drew nothing`)
  await driver.sleep(400)
}

/** Buy now on the demo goods: the checkout page, its draft made by the goods page. */
export async function buyNow(driver: WebDriver, baseURL: string, mock: MockData): Promise<void> {
  const p = await goodsProduct(mock)
  await open(driver, `${baseURL}/pages/goods/goods-detail?id=${p.productId}`)
  await press(driver, '[data-testid="buy-now"]')
  await waitForUrl(driver, /order-confirm/)
  await waitForText(driver, '提交订单')
}

/** The pages reached only by tapping through (test/e2e/support/reach.ts in Chromium): the checkout and its coupon choice. */
export async function reachInWebKit(driver: WebDriver, baseURL: string, route: string, mock: MockData): Promise<void> {
  if (!['pages/order/order-confirm', 'pages/coupon/coupon-select'].includes(route)) throw new Error(`no way to reach ${route} in WebKit`)
  await buyNow(driver, baseURL, mock)
  if (route === 'pages/coupon/coupon-select') {
    await press(driver, '[data-testid="coupon-cell"]')
    await waitForUrl(driver, /coupon-select/)
  }
}
