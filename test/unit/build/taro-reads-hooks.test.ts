/**
 * @tarojs/taro's entry reads `hooks` from the runtime in a form webpack can follow
 * (config/weapp/taro-reads-hooks-loader.js), so the runtime's unused exports are left out.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../config/weapp/taro-reads-hooks-loader.js') as (source: string) => string
const entry = readFileSync(path.resolve(__dirname, '../../../node_modules/@tarojs/taro/index.js'), 'utf8')

/** Runs the entry with stand-ins for the runtime and the API; answers what it exports and what it asked. */
function run(code: string) {
  const calls: unknown[][] = []
  const hooks = { isExist: (name: string) => name === 'initNativeApi', call: (...args: unknown[]) => calls.push(args) }
  const taro = { request: () => 'request' }
  const required: string[] = []
  const module = { exports: {} as Record<string, unknown> }
  const require = (name: string) => {
    required.push(name)
    if (name === '@tarojs/runtime') return { hooks, other: 1 }
    if (name === '@tarojs/api') return { default: taro }
    throw new Error(name)
  }
  runInNewContext(code, { require, module, exports: module.exports })
  return { exported: module.exports, calls, required, taro }
}

describe("@tarojs/taro's entry, read by the loader", () => {
  it('reads hooks as require(…).hooks: one export webpack can name', () => {
    const out = loader(entry)
    expect(out).toContain("const hooks = require('@tarojs/runtime').hooks")
    expect(out).not.toContain('const { hooks }')
  })

  it('does what Taro 4.2.1 wrote: the same export, the native API set up once with the same object', () => {
    const before = run(entry)
    const after = run(loader(entry))
    expect(after.required).toEqual(before.required)
    expect(after.calls).toEqual([['initNativeApi', after.taro]])
    expect(before.calls).toEqual([['initNativeApi', before.taro]])
    expect(after.exported).toBe(after.taro)
    expect((after.exported as { default: unknown }).default).toBe(after.taro)
  })

  it('fails the build when the entry has another shape', () => {
    expect(() => loader("const runtime = require('@tarojs/runtime')")).toThrow(/no longer takes hooks/)
    expect(() => loader(`${entry}\n${entry}`)).toThrow(/no longer takes hooks/)
  })
})
