/** Mini-program pages as HTML pictures: units, WXSS selectors, and the node tree as escaped HTML. */
import {
  convertUnits,
  escapeHtml,
  inlineImports,
  mapSelector,
  NO_PICTURE,
  pageDocument,
  rpxToPx,
  treeToHtml,
  vhToPx,
  windowHeight,
  wxssToCss,
  type WxNode,
} from '../../../scripts/lib/weapp-html'

const node = (tag: string, attr: Record<string, unknown> = {}, ...children: Array<WxNode | string>): WxNode => ({ tag, attr, children })

describe('rpx at a 375 px wide screen', () => {
  it('is half a px, integers and decimals alike', () => {
    expect(rpxToPx('28rpx')).toBe('14px')
    expect(rpxToPx('1rpx')).toBe('0.5px')
    expect(rpxToPx('15rpx')).toBe('7.5px')
    expect(rpxToPx('0.5rpx')).toBe('0.25px')
    expect(rpxToPx('.5rpx')).toBe('0.25px')
    expect(rpxToPx('1.25rpx')).toBe('0.625px')
    expect(rpxToPx('0rpx')).toBe('0px')
  })

  it('keeps the sign of negative values (margins, translations)', () => {
    expect(rpxToPx('-16rpx')).toBe('-8px')
    expect(rpxToPx('-0.5rpx')).toBe('-0.25px')
    expect(rpxToPx('margin:-16rpx -16rpx 0 0')).toBe('margin:-8px -8px 0 0')
    expect(rpxToPx('translate(-50%,-10rpx)')).toBe('translate(-50%,-5px)')
    expect(rpxToPx('-0rpx')).toBe('0px')
  })

  it('converts every value of a declaration, inside calc() and var() fallbacks, and nothing that only looks like one', () => {
    expect(rpxToPx('0 16rpx 24rpx')).toBe('0 8px 12px')
    expect(rpxToPx('calc(140rpx + env(safe-area-inset-bottom))')).toBe('calc(70px + env(safe-area-inset-bottom))')
    expect(rpxToPx('var(--nut-icon-width,32rpx)')).toBe('var(--nut-icon-width,16px)')
    // a custom property's name that ends in a number and rpx is a name, not a length
    expect(rpxToPx('var(--gap-10rpx)')).toBe('var(--gap-10rpx)')
    expect(rpxToPx('12px 1em 50%')).toBe('12px 1em 50%')
    expect(rpxToPx('10RPX')).toBe('5px')
  })

  it('takes another ratio and turns vh into px of the page window', () => {
    expect(rpxToPx('100rpx', 1)).toBe('100px')
    expect(vhToPx('min-height:100vh', 603)).toBe('min-height:603px')
    expect(vhToPx('50vh', 553)).toBe('276.5px')
    expect(convertUnits('calc(100vh - 88rpx)', { viewportHeight: 603 })).toBe('calc(603px - 44px)')
    expect(convertUnits('100vh')).toBe('100vh')
    // the status and navigation bars (and the tab bar on tab pages) are not the page's
    expect(windowHeight(false)).toBe(603)
    expect(windowHeight(true)).toBe(553)
  })
})

describe('WXSS selectors', () => {
  it('maps page to body', () => {
    expect(mapSelector('page')).toBe('body')
    expect(mapSelector(':root,page')).toBe(':root,body')
    expect(mapSelector('page .a')).toBe('body .a')
  })

  it('maps components to the element drawn for them, with the specificity of a type selector', () => {
    expect(mapSelector('view')).toBe('div:where([data-wx="view"])')
    expect(mapSelector('.a text')).toBe('.a span:where([data-wx="text"])')
    expect(mapSelector('button::after')).toBe('div:where([data-wx="button"])::after')
    expect(mapSelector('scroll-view>view.b')).toBe('div:where([data-wx="scroll-view"])>div:where([data-wx="view"]).b')
    expect(mapSelector('.x:not(image)')).toBe('.x:not(img:where([data-wx="image"]))')
  })

  it('leaves classes, ids, attributes, pseudo-classes and strings alone', () => {
    const kept = ['.view-box', '#text', '.a.b>.c~.d+.e', '[class*=view]', '[data-x="page view"]', '.a:first-child', '.a:nth-child(2n+1)', '.a::before', '*']
    for (const s of kept) expect(mapSelector(s)).toBe(s)
  })

  it('makes HTML and unknown type selectors match nothing, as WeChat prefixes every type with wx-', () => {
    expect(mapSelector('.image-view__img img')).toBe('.image-view__img wx-img')
    expect(mapSelector('input,textarea')).toBe('div:where([data-wx="input"]),div:where([data-wx="textarea"])')
    expect(mapSelector('taro-view-core')).toBe('wx-taro-view-core')
  })

  it('converts a sheet: selectors, rpx, vh, keyframe steps untouched, imports dropped', () => {
    const css = wxssToCss(
      '@import "./a.wxss";page{font-size:28rpx}view .t{margin:-8rpx 0;min-height:100vh}@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
      { viewportHeight: 603 },
    )
    expect(css).toBe('body{font-size:14px}div:where([data-wx="view"]) .t{margin:-4px 0;min-height:603px}@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}')
  })

  it('inlines @import chains where they stand, relative to the importing file, once per chain', () => {
    const files: Record<string, string> = {
      'app.wxss': '@import "./app-origin.wxss";@import "./common.wxss";',
      'app-origin.wxss': '.o{}',
      'common.wxss': '.c{}@import "./app.wxss";',
      'pages/cart/cart.wxss': '@import "./sub-common/x.wxss";.cart{}@import "/common.wxss";',
      'pages/cart/sub-common/x.wxss': '.x{}@import "../../../app-origin.wxss";',
    }
    const read = (f: string) => files[f]
    expect(inlineImports('app.wxss', read)).toBe('.o{}.c{}')
    // common.wxss → app.wxss → common.wxss again is a cycle: the inner one is left out
    expect(inlineImports('pages/cart/cart.wxss', read)).toBe('.x{}.o{}.cart{}.c{}.o{}')
    expect(inlineImports('missing.wxss', read)).toContain('not found')
  })
})

describe('the node tree as HTML', () => {
  it('draws components as elements with their class, style and id, texts as text', () => {
    const tree = node(
      'wx-page',
      {},
      node('wx-view', { class: 'card', style: 'padding:24rpx', id: '_A', 'data-sid': '_A', bindtap: 'eh' }, node('wx-text', { class: 'card__name' }, '乐乐妈妈')),
    )
    expect(treeToHtml(tree)).toBe('<div data-wx="view" id="_A" class="card" style="padding:12px"><span data-wx="text" class="card__name">乐乐妈妈</span></div>')
  })

  it('escapes text and attribute values', () => {
    const tree = node('wx-view', { class: 'a" onclick="x', style: 'content:"<b>"' }, '<img src=x onerror=alert(1)> & "quoted" \'single\'')
    const html = treeToHtml(tree)
    expect(html).toBe(
      '<div data-wx="view" class="a&quot; onclick=&quot;x" style="content:&quot;&lt;b&gt;&quot;">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot; &#39;single&#39;</div>',
    )
    expect(escapeHtml('<>&"\'')).toBe('&lt;&gt;&amp;&quot;&#39;')
  })

  it('maps image modes to object-fit and draws src through the resolver', () => {
    const html = treeToHtml(node('wx-image', { class: 'pic', mode: 'aspectFill', src: 'http://localhost:80/mock/oss/a.png' }), { src: (s) => `resolved:${s}` })
    expect(html).toBe('<img data-wx="image" class="pic" style="object-fit:cover" src="resolved:http://localhost:80/mock/oss/a.png" alt>')
    expect(treeToHtml(node('wx-image', { mode: 'widthFix', style: 'width:100%' }))).toContain('style="width:100%;object-fit:fill;height:auto"')
    expect(treeToHtml(node('wx-image', { mode: 'aspectFit' }))).toContain('object-fit:contain')
    // a picture that cannot be drawn leaves an empty box
    expect(treeToHtml(node('wx-image', { src: '/mock/oss/p.png' }), { src: () => '' })).toContain(`src="${NO_PICTURE}"`)
  })

  it('shows an empty input its placeholder, a filled one its value', () => {
    expect(treeToHtml(node('wx-input', { placeholder: '请填写收货人姓名', placeholderClass: 'nut-input-placeholder', value: '' }))).toBe(
      '<div data-wx="input"><span class="nut-input-placeholder" style="">请填写收货人姓名</span></div>',
    )
    expect(treeToHtml(node('wx-input', { placeholder: 'p', value: 'a<b' }))).toBe('<div data-wx="input"><span>a&lt;b</span></div>')
    expect(treeToHtml(node('wx-input', { value: '123', password: true }))).toContain('<span>•••</span>')
  })

  it('shows the current swiper item only, with its dots', () => {
    const html = treeToHtml(
      node('wx-swiper', { current: 1, indicatorDots: true, indicatorActiveColor: '#00C094' }, node('wx-swiper-item', {}, 'one'), node('wx-swiper-item', {}, 'two')),
    )
    expect(html).toContain('<div data-wx="swiper-item" hidden>one</div><div data-wx="swiper-item">two</div>')
    expect(html.match(/__wx-swiper-dot"/g)).toHaveLength(2)
    expect(html).toContain('background:#00C094')
  })

  it("decodes a text's entities only when it asks to, then escapes them again", () => {
    expect(treeToHtml(node('wx-text', { decode: true }, 'a&nbsp;&lt;b&gt;'))).toBe('<span data-wx="text">a\u00a0&lt;b&gt;</span>')
    expect(treeToHtml(node('wx-text', {}, 'a&nbsp;b'))).toBe('<span data-wx="text">a&amp;nbsp;b</span>')
  })

  it('keeps of rich-text only the tags and attributes WeChat draws', () => {
    const html = treeToHtml(node('wx-rich-text', { nodes: '<p class="x" onclick="evil()">hi <script>alert(1)</script><img src="/a.png" onerror="x"></p>' }))
    expect(html).toBe('<div data-wx="rich-text"><p class="x">hi alert(1)<img src="/a.png"></p></div>')
    const fromNodes = treeToHtml(node('wx-rich-text', { nodes: [{ name: 'span', attrs: { style: 'font-size:28rpx', onclick: 'x' }, children: [{ type: 'text', text: '<b>' }] }] }))
    expect(fromNodes).toBe('<div data-wx="rich-text"><span style="font-size:14px">&lt;b&gt;</span></div>')
  })
})

describe('the page document', () => {
  it('draws the title, the page and the tab bar, escaped', () => {
    const html = pageDocument({
      body: '<div data-wx="view">x</div>',
      css: 'body{color:red}',
      nav: { title: '我的 <钱包>', background: '#00C094', textStyle: 'white', back: false },
      tabBar: { color: '#999', selectedColor: '#00C094', background: '#fff', borderStyle: 'white', items: [{ text: '首页', selected: false }, { text: '我的', icon: 'data:image/png;base64,AA==', selected: true }] },
    })
    expect(html).toContain('<span class="__wx-title">我的 &lt;钱包&gt;</span>')
    expect(html).toContain('<div class="__wx-frame"><div data-wx="view">x</div></div>')
    expect(html).toContain('<div class="__wx-tab __wx-tab--on"><img src="data:image/png;base64,AA==" alt=""><span>我的</span></div>')
    expect(html).toContain('min-height:553px')
    expect(html).toContain('body{color:red}')
    expect(html).not.toContain('<span class="__wx-back">')
  })
})
