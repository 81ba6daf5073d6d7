import { test, expect } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/**
 * The README's start, as a newcomer runs it: `npm start` (the mock services on their own port and
 * the development build served by the dev server), then the README's address in the browser, the
 * mock's login page, and back on the storefront's home tab with the mock's data. Other ports than
 * 9527/10086 so that it can run beside a developer's own `npm start`.
 */

const ROOT = path.resolve(__dirname, '../..')
const HOST = '127.0.0.1'

/** The address the README tells a newcomer to open after `npm start`. */
function readmeAddress(): URL {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  const m = /open \*\*(http:\/\/127\.0\.0\.1:\d+\/[^*\s]*)\*\*/.exec(readme)
  if (!m) throw new Error('README.md no longer names the address to open after npm start')
  return new URL(m[1])
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, HOST, () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const sock = net.connect(port, HOST)
    sock.once('connect', () => {
      sock.destroy()
      resolve(true)
    })
    sock.once('error', () => resolve(false))
  })

const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)))

test.describe('the README start', () => {
  test('npm start, the README address, the mock login and back to the home tab with the mock data; SIGTERM frees both ports', async ({ page }) => {
    test.setTimeout(8 * 60_000)
    const readme = readmeAddress()
    expect(readme.port).toBe('10086')
    const [mockPort, storefrontPort] = [await freePort(), await freePort()]
    const storefront = `http://${HOST}:${storefrontPort}`
    const mock = `http://${HOST}:${mockPort}`

    let output = ''
    const start = spawn('npm', ['start'], {
      cwd: ROOT,
      env: { ...process.env, MOCK_PORT: String(mockPort), STOREFRONT_PORT: String(storefrontPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own group, so that a failed test can still stop everything it started
    })
    start.stdout!.on('data', (d: Buffer) => (output += d.toString()))
    start.stderr!.on('data', (d: Buffer) => (output += d.toString()))
    const startedAt = Date.now()
    try {
      // the address is printed once the dev server serves the built page, and not before
      const readyLine = `${storefront}${readme.pathname}${readme.search}`
      await expect.poll(() => output, { timeout: 6 * 60_000, intervals: [1000] }).toContain(readyLine)
      console.log(`npm start: storefront ready after ${Math.round((Date.now() - startedAt) / 1000)} s`)
      const before = output.slice(0, output.indexOf(readyLine))
      expect(before).toMatch(/编译成功|Compiled successfully/)
      const home = await fetch(`${storefront}/`, { headers: { accept: 'text/html' } })
      expect(home.status).toBe(200)

      // readable: no progress bar, no asset list, a screenful of lines
      expect(output).not.toMatch(/█|\(\d+%\)|asset js\//)
      expect(output.split('\n').length).toBeLessThan(40)

      // the README's address on the started storefront
      const loginPage = page.waitForURL((u) => u.origin === mock && u.pathname === '/mock/h5-login')
      await page.goto(`${storefront}${readme.pathname}${readme.search}`)
      await loginPage
      await page.locator('#demo-login').click()

      // back on the storefront's origin (the bug: a path on the mock's port answering a JSON 404)
      await page.waitForURL((u) => u.origin === storefront && !u.searchParams.has('token'))
      expect(new URL(page.url()).searchParams.get('debug')).toBe('1')
      await expect(page.locator('.weui-tabbar__item.weui-bar__item_on')).toContainText('首页')
      // the first category tab for this storefront (platform 2), as the mock serves it
      const tabs = (await (await fetch(`${mock}/mall/api/v1/basics/productModule`)).json()) as { data: { name: string; description: string; platformType: string }[] }
      const firstTab = tabs.data.find((t) => t.platformType.split(',').includes('2'))
      expect(firstTab).toBeTruthy()
      await expect(page.getByTestId('tab-strip-item').first()).toContainText(firstTab!.name)
      await expect(page.locator('[data-testid="module-list"] [data-testid="product-card"]').first()).toBeVisible()
      const token = await page.evaluate(() => window.localStorage.getItem('studentToken'))
      expect(token).toBeTruthy()

      // SIGTERM to `npm start` (as a supervisor or a closing terminal sends it) stops both servers
      expect(await listening(mockPort)).toBe(true)
      expect(await listening(storefrontPort)).toBe(true)
      process.kill(start.pid!, 'SIGTERM')
      await exitOf(start)
      await expect.poll(async () => [await listening(mockPort), await listening(storefrontPort)], { timeout: 15_000 }).toEqual([false, false])
    } finally {
      // whatever happened above, nothing this test started keeps running: the start script stops
      // its servers on SIGTERM; anything left of its own group is killed after a grace period
      const signal = (s: NodeJS.Signals) => {
        try {
          process.kill(-start.pid!, s)
        } catch {
          /* already gone */
        }
      }
      if (start.exitCode === null && start.signalCode === null) {
        signal('SIGTERM')
        await Promise.race([exitOf(start), new Promise((r) => setTimeout(r, 10_000))])
      }
      signal('SIGKILL')
    }
  })
})
