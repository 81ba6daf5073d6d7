interface El {
  nodeName: string
  tagName: string
  attrs: Record<string, string>
  setAttribute(name: string, value: string): void
}
const html: { transformElement?: (el: El) => El } = {}
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { options: { html } } }))

import { prepareRichHtml } from '@/platform/rich-html'

const element = (tag: string): El => ({
  nodeName: tag,
  tagName: tag.toUpperCase(),
  attrs: {},
  setAttribute(name, value) {
    this.attrs[name] = value
  },
})

describe('server HTML in the mini-program (platform/rich-html)', () => {
  beforeAll(() => prepareRichHtml())

  it('a <span> becomes a text node, as every other inline tag does (WeChat draws no span component in a page)', () => {
    const out = html.transformElement!(element('span'))
    expect([out.nodeName, out.tagName]).toEqual(['text', 'TEXT'])
  })

  it('images keep their proportions at the full width and load lazily; other nodes stay as they are', () => {
    expect(html.transformElement!(element('image')).attrs).toEqual({ mode: 'widthFix', 'lazy-load': 'true' })
    expect(html.transformElement!(element('view'))).toMatchObject({ nodeName: 'view', attrs: {} })
  })
})
