interface El {
  nodeName: string
  tagName: string
  attrs: Record<string, string>
  setAttribute(name: string, value: string): void
}
const html: { transformElement?: (el: El) => El } = {}
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { options: { html } } }))
// Taro's node and its HTML parser: the build leaves innerHTML to this module (config/index.ts)
const mockInstalled: Record<string, PropertyDescriptor & ThisType<unknown>> = {}
const mockExtend = jest.fn((name: string, descriptor: PropertyDescriptor) => {
  mockInstalled[name] = descriptor
})
jest.mock('@tarojs/runtime', () => ({ TaroNode: { extend: (name: string, d: PropertyDescriptor) => mockExtend(name, d) } }))
const mockSetInnerHTML = jest.fn((_node: unknown, _html: string) => undefined)
jest.mock('@tarojs/runtime/dist/dom-external/inner-html/html.js', () => ({ setInnerHTML: (node: unknown, h: string) => mockSetInnerHTML(node, h) }))

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

  it("gives every node Taro's innerHTML, once: setting it runs the parser on that node, reading it gives ''", () => {
    prepareRichHtml()
    expect(mockExtend).toHaveBeenCalledTimes(1)
    expect(mockExtend.mock.calls[0][0]).toBe('innerHTML')
    const node = { id: 'n1' }
    mockInstalled.innerHTML.set!.call(node, '<p>段落</p>')
    expect(mockSetInnerHTML).toHaveBeenCalledWith(node, '<p>段落</p>')
    expect(mockInstalled.innerHTML.get!.call(node)).toBe('')
  })

  it('a <span> becomes a text node, as every other inline tag does (WeChat draws no span component in a page)', () => {
    const out = html.transformElement!(element('span'))
    expect([out.nodeName, out.tagName]).toEqual(['text', 'TEXT'])
  })

  it('images keep their proportions at the full width and load lazily; other nodes stay as they are', () => {
    expect(html.transformElement!(element('image')).attrs).toEqual({ mode: 'widthFix', 'lazy-load': 'true' })
    expect(html.transformElement!(element('view'))).toMatchObject({ nodeName: 'view', attrs: {} })
  })
})
