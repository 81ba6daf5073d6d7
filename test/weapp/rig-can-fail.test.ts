/**
 * The rig reports what it is there to find. Each fault is planted into a copy of the production
 * build, and the same checks the page and journey tests use must name it:
 * a page whose onLoad throws, an `<i>` node the mini-program cannot draw (the icon fix taken out),
 * and a request to a path no service answers.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Rig, WEAPP_BUILD } from './rig/rig'

let copy: string
let rig: Rig | undefined
// a fresh copy of the build for each planted fault
beforeEach(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'weapp-planted-'))
  cpSync(WEAPP_BUILD, copy, { recursive: true })
})
afterEach(async () => {
  await rig?.close()
  rig = undefined
  rmSync(copy, { recursive: true, force: true })
})

const edit = (file: string, change: (source: string) => string) => {
  const full = path.join(copy, file)
  const before = readFileSync(full, 'utf8')
  const after = change(before)
  if (after === before) throw new Error(`nothing planted in ${file}`)
  writeFileSync(full, after)
}

/** Opens `route` on the planted copy as a bound parent and returns what the rig reports. */
async function problemsOn(route: string): Promise<string[]> {
  rig = await Rig.start({ root: copy, plants: ['no-js-exception', 'no-failed-request'] })
  await rig.launch('pages/home/home')
  const mark = rig.mark()
  await rig.open(route)
  return rig.problemsSince(mark)
}

test('the untouched build: the wallet opens with nothing to report', async () => {
  rig = await Rig.start()
  await rig.launch('pages/home/home')
  const mark = rig.mark()
  await rig.open('pages/wallet/wallet')
  expect(rig.problemsSince(mark)).toEqual([])
})

test('a page that throws in onLoad is reported as an error', async () => {
  // every page config passes through Page(): wrap it for the wallet page alone
  edit('pages/wallet/wallet.js', (s) => `(function (Page) {${s}\n})(function (config) { config.onLoad = function () { throw new Error('planted: onLoad throws') }; return Page(config) });`)
  const problems = await problemsOn('pages/wallet/wallet')
  expect(problems.some((p) => p.startsWith('error:') && p.includes('planted: onLoad throws'))).toBe(true)
})

test('an <i> node (icons without the fix) is reported as a template WeChat cannot draw', async () => {
  // the app configures NutUI's icon element at start; put NutUI's own `i` back
  edit('app.js', (s) => s.replace(/\{tag:[\w$]+\}/, '{tag:"i"}'))
  const problems = await problemsOn('pages/cart/cart')
  expect(problems.filter((p) => /^template: .*Template `tmpl_0_i` not found/.test(p)).length).toBeGreaterThan(0)
})

test('a request to a path no service answers is reported as a failed request', async () => {
  edit('pages/wallet/wallet.js', (s) => `${s}\nwx.request({ url: 'https://mall.kidshealth.example/mall/api/v1/planted/unknown-path', method: 'GET' });`)
  const problems = await problemsOn('pages/wallet/wallet')
  expect(problems).toContain('request: GET https://mall.kidshealth.example/mall/api/v1/planted/unknown-path → HTTP 404, code undefined')
})
