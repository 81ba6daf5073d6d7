/**
 * The H5 build's compressed copies (config/plugins/h5-precompress.js): each text file of 1 KB or
 * more gets a .br and a .gz that unpack to its bytes; pictures, small files and the copies
 * themselves get none; and the plugin writes them only for a finished one-off H5 build.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('../../../config/plugins/h5-precompress.js') as ((ctx: FakeCtx) => void) & { precompressFolder: (folder: string) => string[] }

type Finish = (result: { error?: unknown; stats?: { hasErrors(): boolean }; isWatch: boolean }) => void
interface FakeCtx {
  paths: { outputPath: string }
  onBuildFinish(fn: Finish): void
}

let dist: string
const write = (name: string, data: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true })
  fs.writeFileSync(path.join(dist, name), data)
}
const script = 'function storefront(){return "儿童健康商城"}\n'.repeat(200)

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-precompress-'))
  write('index.html', `<!doctype html><html><head><title>儿童健康商城</title></head><body>${'<div></div>'.repeat(200)}</body></html>`)
  write('js/app.0123abcd.js', script)
  write('css/app.0123abcd.css', '.a{color:#00c094}\n'.repeat(100))
  write('js/tiny.0123abcd.js', 'var a=1')
  write('static/images/tab.png', Buffer.alloc(4096, 7))
})
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

test('each text file of 1 KB or more gets a .br and a .gz that unpack to its bytes; pictures and small files none', () => {
  const written = plugin.precompressFolder(dist).map((f) => path.relative(dist, f)).sort()
  expect(written).toEqual(['css/app.0123abcd.css.br', 'css/app.0123abcd.css.gz', 'index.html.br', 'index.html.gz', 'js/app.0123abcd.js.br', 'js/app.0123abcd.js.gz'])
  const read = (name: string) => fs.readFileSync(path.join(dist, name))
  expect(zlib.brotliDecompressSync(read('js/app.0123abcd.js.br')).toString()).toBe(script)
  expect(zlib.gunzipSync(read('js/app.0123abcd.js.gz')).toString()).toBe(script)
  expect(read('js/app.0123abcd.js.br').length).toBeLessThan(read('js/app.0123abcd.js.gz').length)
  // run again (a copy is not compressed again)
  expect(plugin.precompressFolder(dist)).toHaveLength(6)
  expect(fs.existsSync(path.join(dist, 'js/app.0123abcd.js.br.gz'))).toBe(false)
})

describe('the plugin', () => {
  const finish = (result: Parameters<Finish>[0], env = 'h5') => {
    const before = process.env.TARO_ENV
    process.env.TARO_ENV = env
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined)
    try {
      let hook: Finish | undefined
      plugin({ paths: { outputPath: dist }, onBuildFinish: (fn) => (hook = fn) })
      hook!(result)
    } finally {
      process.env.TARO_ENV = before
      log.mockRestore()
    }
    return fs.existsSync(path.join(dist, 'index.html.br'))
  }
  const stats = (errors: boolean) => ({ hasErrors: () => errors })

  test('writes the copies after a finished one-off H5 build', () => expect(finish({ stats: stats(false), isWatch: false })).toBe(true))
  test('not for a watch build, a failed build or the mini-program', () => {
    expect(finish({ stats: stats(false), isWatch: true })).toBe(false)
    expect(finish({ stats: stats(true), isWatch: false })).toBe(false)
    expect(finish({ error: new Error('x'), isWatch: false })).toBe(false)
    expect(finish({ stats: stats(false), isWatch: false }, 'weapp')).toBe(false)
  })
})
