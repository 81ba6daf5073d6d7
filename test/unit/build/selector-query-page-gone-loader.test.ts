/** The build step that keeps Taro's H5 selector query from throwing when its page has no container yet. */
import { readFileSync } from 'node:fs'
import path from 'node:path'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const rewrite = require('../../../config/webpack/selector-query-page-gone-loader.js') as (this: { resourcePath: string }, source: string) => string
const run = (source: string) => rewrite.call({ resourcePath: 'selectorQuery.js' }, source)
const taroH5 = (file: string) => readFileSync(path.resolve(__dirname, '../../../node_modules/@tarojs/taro-h5/dist', file), 'utf8')

describe('selector-query-page-gone loader', () => {
  it.each(['api/wxml/selectorQuery.js', 'index.esm.js'])("rewrites the container lookup of Taro's %s", (file) => {
    const out = run(taroH5(file))
    expect(out).not.toContain('(findDOM(component) || document)')
    expect(out).toContain('(containerOrNone(component) || document)')
  })

  it('a lookup that throws (no container for the page) gives the document; one that finds the container gives it', () => {
    // the rewritten lookup, with findDOM standing for Taro's
    const lookup = new Function('findDOM', 'component', 'document', run('return (findDOM(component) || document)')) as (
      findDOM: (component: unknown) => unknown,
      component: unknown,
      document: unknown,
    ) => unknown
    const document = { id: 'document' }
    const container = { id: 'page' }
    const missing = () => {
      throw new Error('在已加载页面中没有找到对应的容器元素。')
    }
    expect(lookup(missing, undefined, document)).toBe(document)
    expect(lookup(() => container, undefined, document)).toBe(container)
  })

  it('fails the build when the line it rewrites is not there', () => {
    expect(() => run('const container = findDOM(c)')).toThrow(/Taro's selector query changed/)
  })
})
