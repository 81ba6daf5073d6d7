/** base.wxml keeps every binding a script of the build can set, and only those. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { trimBaseTemplate } = require('../../../config/weapp/trim-base-template.js') as {
  trimBaseTemplate: (wxml: string, scripts: { text: string; runtime?: boolean }[]) => { wxml: string; removed: Map<string, Set<string>> }
}

const SCROLL =
  '<template name="tmpl_0_66">\n  <scroll-view scroll-y="{{xs.b(i.p35,!1)}}" lower-threshold="{{xs.b(i.p10,50)}}" refresher-enabled="{{xs.b(i.p17,false)}}" ' +
  'bindscrolltolower="eh" bindrefresherrefresh="eh" bindtap="eh" style="{{i.st}}" class="{{i.cl}}" id="{{i.uid||i.sid}}" data-sid="{{i.sid}}">\n' +
  '    <template is="{{xs.a(c, item.nn, l)}}" data="{{i:item,c:c+1,l:xs.f(l,item.nn)}}" wx:for="{{i.cn}}" wx:key="sid" />\n  </scroll-view>\n</template>'
const RUNTIME = { text: 'ScrollView:{"refresher-enabled":v,"lower-threshold":"50",bindRefresherRefresh:g}', runtime: true }

const attrsOf = (wxml: string, tag: string): string[] => [...(wxml.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? '').matchAll(/\s([^\s=>/]+)="/g)].map((m) => m[1])

describe('trimBaseTemplate', () => {
  test('a binding no script names is dropped; the element, its loop and its identity stay', () => {
    const { wxml, removed } = trimBaseTemplate(SCROLL, [RUNTIME, { text: 'x.createElement(S,{scrollY:!0,onScrollToLower:f})' }])
    expect(attrsOf(wxml, 'scroll-view')).toEqual(['scroll-y', 'bindscrolltolower', 'bindtap', 'style', 'class', 'id', 'data-sid'])
    expect(wxml).toContain('<template is="{{xs.a(c, item.nn, l)}}" data="{{i:item,c:c+1,l:xs.f(l,item.nn)}}" wx:for="{{i.cn}}" wx:key="sid" />')
    expect([...(removed.get('scroll-view') ?? [])]).toEqual(['lower-threshold', 'refresher-enabled', 'bindrefresherrefresh'])
  })

  test('an attribute is kept by its camelCase prop name, or by its dashed name outside Taro’s runtime', () => {
    const byCamel = trimBaseTemplate(SCROLL, [RUNTIME, { text: 'p.lowerThreshold=80' }]).wxml
    expect(attrsOf(byCamel, 'scroll-view')).toContain('lower-threshold')
    const byDashed = trimBaseTemplate(SCROLL, [RUNTIME, { text: 'e.setAttribute("refresher-enabled",!0)' }]).wxml
    expect(attrsOf(byDashed, 'scroll-view')).toContain('refresher-enabled')
    // the runtime's own table names every attribute; that alone keeps none
    expect(attrsOf(trimBaseTemplate(SCROLL, [RUNTIME]).wxml, 'scroll-view')).not.toContain('refresher-enabled')
    // a longer name that merely contains the prop's name does not keep it
    expect(attrsOf(trimBaseTemplate(SCROLL, [RUNTIME, { text: 'o.lowerThresholdPx=1' }]).wxml, 'scroll-view')).not.toContain('lower-threshold')
  })

  test('an event is kept by its handler in any letter case, its capture form, or its name as a string', () => {
    const keeps = (text: string) => attrsOf(trimBaseTemplate(SCROLL, [RUNTIME, { text }]).wxml, 'scroll-view').includes('bindrefresherrefresh')
    expect(keeps('{onRefresherRefresh:h}')).toBe(true)
    expect(keeps('{onrefresherrefresh:h}')).toBe(true)
    expect(keeps('{onRefresherRefreshCapture:h}')).toBe(true)
    expect(keeps('el.addEventListener("refresherrefresh",h)')).toBe(true)
    expect(keeps('{onRefresher:h}')).toBe(false)
  })

  test('bindtap stays with no handler anywhere: React’s onClick arrives as tap', () => {
    expect(attrsOf(trimBaseTemplate(SCROLL, [RUNTIME]).wxml, 'scroll-view')).toContain('bindtap')
  })

  test('a template not written the way it expects fails the build, naming itself', () => {
    const noProps = '<template name="tmpl_0_3"><view style="{{i.st}}" class="{{i.cl}}" bindtap="eh" id="{{i.uid||i.sid}}" data-sid="{{i.sid}}"></view></template>'
    expect(() => trimBaseTemplate(noProps, [RUNTIME])).toThrow(/^trim-base-template: no prop binding/)
    const noTemplates = '<view hover-class="{{xs.b(i.p1,\'none\')}}" bindtap="eh"></view>'
    expect(() => trimBaseTemplate(noTemplates, [RUNTIME])).toThrow(/^trim-base-template: no component template/)
    const noTap = '<template name="tmpl_0_3"><view hover-class="{{xs.b(i.p1,\'none\')}}" bindtouchstart="eh"></view></template>'
    expect(() => trimBaseTemplate(noTap, [RUNTIME])).toThrow(/^trim-base-template: no tap binding/)
  })
})
