/**
 * Turns what a mini-program page draws (the node tree of WeChat's template engine plus the page's
 * WXSS) into one static HTML document a browser can take a picture of, as a phone shows the page:
 * status and navigation bar on top, the page, and the tab bar at the bottom on tab pages.
 *
 * Components become plain HTML elements (view → div, text → span, image → img …) marked with
 * `data-wx="<component>"`; WXSS type selectors are rewritten the way WeChat's style compiler does
 * (`page` → body, `view` → the element that stands for a view, any other type → a `wx-` name that
 * matches nothing), keeping their specificity. rpx become px at a 375 px wide screen and vh the
 * height of the page's own window (the screen less the bars).
 */
import postcss, { type Node } from 'postcss'

export interface WxNode {
  tag: string
  attr: Record<string, unknown>
  children: Array<WxNode | string>
}

/** iPhone 8 as the headless client reports it: 375 × 667, 20 px status bar, 44 px navigation bar. */
export const SCREEN = { width: 375, height: 667, statusBar: 20, navBar: 44, tabBar: 50 } as const

/** 1 rpx at a 375 px wide screen */
export const PX_PER_RPX = SCREEN.width / 750

/** Height of the page's window (what 100vh is inside the page). */
export function windowHeight(hasTabBar: boolean): number {
  return SCREEN.height - SCREEN.statusBar - SCREEN.navBar - (hasTabBar ? SCREEN.tabBar : 0)
}

// ------------------------------------------------------------------------------------ units

function formatNumber(n: number): string {
  const rounded = Math.round(n * 10_000) / 10_000
  return String(Object.is(rounded, -0) ? 0 : rounded)
}

/** A number with a unit, not part of a longer name (`--gap-10rpx`) */
const unitPattern = (unit: string) => new RegExp(`(?<![\\w.-])([+-]?(?:\\d+\\.?\\d*|\\.\\d+))${unit}(?![\\w-])`, 'gi')
const RPX = unitPattern('rpx')
const VH = unitPattern('vh')

/** Every `<n>rpx` of a CSS value as px (default: 1 rpx = 0.5 px). */
export function rpxToPx(value: string, pxPerRpx: number = PX_PER_RPX, rounding: 'exact' | 'wechat' = 'exact'): string {
  return value.replace(RPX, (_m, n: string) => `${formatNumber(rounding === 'wechat' ? wechatRpx(Number(n), pxPerRpx) : Number(n) * pxPerRpx)}px`)
}

/**
 * `rpx` as WeChat's style compiler draws it where the base library gives no conversion of its own
 * (wcsc's transformRPX): rounded down to a whole px, and a length that comes to 0 drawn as 1 px
 * (0.5 on an iPhone with a retina screen).
 */
export function wechatRpx(rpx: number, pxPerRpx: number): number {
  if (rpx === 0) return 0
  const px = Math.floor(rpx * pxPerRpx + 1e-4)
  return px === 0 ? 1 : px
}

/** Every `<n>vh` of a CSS value as px of a window `height` px high. */
export function vhToPx(value: string, height: number): string {
  return value.replace(VH, (_m, n: string) => `${formatNumber((Number(n) * height) / 100)}px`)
}

export interface UnitOptions {
  pxPerRpx?: number
  /** rpx rounded as WeChat's style compiler does (wechatRpx), instead of exactly */
  rounding?: 'exact' | 'wechat'
  /** when set, vh are converted against this window height */
  viewportHeight?: number
}

export function convertUnits(value: string, options: UnitOptions = {}): string {
  const px = rpxToPx(value, options.pxPerRpx ?? PX_PER_RPX, options.rounding)
  return options.viewportHeight === undefined ? px : vhToPx(px, options.viewportHeight)
}

// ------------------------------------------------------------------------------ components

interface Component {
  /** the HTML element drawn for it */
  html: string
  /** WeChat's default style of the component */
  css: string
}

/** WeChat's built-in components and their defaults (the client's own base styles, simplified). */
export const COMPONENTS: Record<string, Component> = {
  view: { html: 'div', css: 'display:block' },
  text: { html: 'span', css: 'display:inline;white-space:pre-line' },
  image: { html: 'img', css: 'display:inline-block;overflow:hidden;position:relative;width:320px;height:240px' },
  button: {
    html: 'div',
    css: 'position:relative;display:block;margin-left:auto;margin-right:auto;padding-left:14px;padding-right:14px;box-sizing:border-box;font-size:18px;text-align:center;text-decoration:none;line-height:2.55555556;border-radius:5px;overflow:hidden;color:#000;background-color:#f8f8f8',
  },
  input: { html: 'div', css: 'display:block;height:1.4rem;min-height:1.4rem;line-height:1.4rem;overflow:hidden;white-space:nowrap;text-overflow:clip' },
  textarea: { html: 'div', css: 'display:block;position:relative;width:300px;height:150px;overflow:hidden;white-space:pre-wrap' },
  swiper: { html: 'div', css: 'display:block;position:relative;height:150px;overflow:hidden' },
  'swiper-item': { html: 'div', css: 'display:block;position:absolute;top:0;left:0;width:100%;height:100%;overflow:hidden' },
  'scroll-view': { html: 'div', css: 'display:block;position:relative;overflow:hidden;scrollbar-width:none' },
  'rich-text': { html: 'div', css: 'display:inline' },
  icon: { html: 'span', css: 'display:inline-block;font-size:0;vertical-align:middle' },
  progress: { html: 'div', css: 'display:flex;align-items:center' },
  checkbox: { html: 'span', css: 'display:inline-block;vertical-align:middle' },
  'checkbox-group': { html: 'div', css: 'display:block' },
  radio: { html: 'span', css: 'display:inline-block;vertical-align:middle' },
  'radio-group': { html: 'div', css: 'display:block' },
  switch: { html: 'span', css: 'display:inline-block;vertical-align:middle' },
  slider: { html: 'div', css: 'display:block;margin:10px 18px;padding:0' },
  picker: { html: 'div', css: 'display:block' },
  'picker-view': { html: 'div', css: 'display:block;position:relative;overflow:hidden' },
  'picker-view-column': { html: 'div', css: 'display:flex;flex:1;flex-direction:column;overflow:hidden' },
  navigator: { html: 'div', css: 'display:block;cursor:pointer' },
  form: { html: 'div', css: 'display:block' },
  label: { html: 'span', css: 'display:inline' },
  video: { html: 'div', css: 'display:inline-block;position:relative;width:300px;height:225px;background:#000;overflow:hidden' },
  map: { html: 'div', css: 'display:inline-block;position:relative;width:300px;height:150px;background:#e8eef2;overflow:hidden' },
  canvas: { html: 'div', css: 'display:block;position:relative;width:300px;height:150px;overflow:hidden' },
  'web-view': { html: 'div', css: 'display:block;width:100%;height:100%' },
  'cover-view': { html: 'div', css: 'display:block;overflow:hidden;white-space:nowrap;text-overflow:ellipsis' },
  'cover-image': { html: 'img', css: 'display:block;width:320px;height:240px' },
  'movable-area': { html: 'div', css: 'display:block;position:relative;width:10px;height:10px' },
  'movable-view': { html: 'div', css: 'display:inline-block;position:absolute;top:0;left:0;width:10px;height:10px' },
  editor: { html: 'div', css: 'display:block;position:relative;min-height:200px;overflow:auto' },
  camera: { html: 'div', css: 'display:block;width:300px;height:225px;background:#000' },
  'live-player': { html: 'div', css: 'display:block;width:300px;height:225px;background:#000' },
  audio: { html: 'div', css: 'display:inline-block' },
  'open-data': { html: 'span', css: 'display:inline' },
  'root-portal': { html: 'div', css: 'display:block' },
  'page-container': { html: 'div', css: 'display:block' },
  // a custom component's host node: inline, as WeChat draws one without its own :host style
  comp: { html: 'span', css: 'display:inline' },
}

const VOID = new Set(['img', 'br', 'hr', 'input', 'col', 'wbr'])

/** a transparent 1 × 1 GIF */
export const NO_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

function componentOf(name: string): Component | undefined {
  return Object.prototype.hasOwnProperty.call(COMPONENTS, name) ? COMPONENTS[name] : undefined
}

/** What a WXSS type selector becomes: `page` → body, a component → its element (same specificity), anything else → a name no element has. */
export function mapTypeSelector(name: string): string {
  const lower = name.toLowerCase()
  if (lower === '*') return '*'
  if (lower === 'page') return 'body'
  const bare = lower.startsWith('wx-') ? lower.slice(3) : lower
  const component = componentOf(bare)
  if (component) return `${component.html}:where([data-wx="${bare}"])`
  return `wx-${bare}`
}

// ------------------------------------------------------------------------------- selectors

const IDENT_CHAR = /[\w\-\u00a0-\uffff]/
/** pseudo-classes whose argument is itself a selector list */
const SELECTOR_ARGUMENT = new Set(['not', 'is', 'where', 'has', 'matches', '-webkit-any', '-moz-any', 'host', 'host-context'])

function readIdent(s: string, i: number): number {
  let j = i
  while (j < s.length) {
    if (s[j] === '\\') j += 2
    else if (IDENT_CHAR.test(s[j])) j++
    else break
  }
  return j
}

function closing(s: string, i: number, open: string, close: string): number {
  let depth = 0
  for (let j = i; j < s.length; j++) {
    const c = s[j]
    if (c === '\\') j++
    else if (c === '"' || c === "'") j = endOfString(s, j)
    else if (c === open) depth++
    else if (c === close && --depth === 0) return j
  }
  return s.length - 1
}

function endOfString(s: string, i: number): number {
  const quote = s[i]
  for (let j = i + 1; j < s.length; j++) {
    if (s[j] === '\\') j++
    else if (s[j] === quote) return j
  }
  return s.length - 1
}

/** A WXSS selector (list) with every type selector mapped by `mapTypeSelector`. */
export function mapSelector(selector: string): string {
  let out = ''
  let i = 0
  while (i < selector.length) {
    const c = selector[i]
    if (c === '"' || c === "'") {
      const end = endOfString(selector, i)
      out += selector.slice(i, end + 1)
      i = end + 1
    } else if (c === '[') {
      const end = closing(selector, i, '[', ']')
      out += selector.slice(i, end + 1)
      i = end + 1
    } else if (c === '\\') {
      out += selector.slice(i, i + 2)
      i += 2
    } else if (c === '.' || c === '#') {
      const end = readIdent(selector, i + 1)
      out += selector.slice(i, end)
      i = end
    } else if (c === ':') {
      let start = i + 1
      if (selector[start] === ':') start++
      const end = readIdent(selector, start)
      const name = selector.slice(start, end).toLowerCase()
      out += selector.slice(i, end)
      i = end
      if (selector[i] === '(') {
        const close = closing(selector, i, '(', ')')
        const inner = selector.slice(i + 1, close)
        out += `(${SELECTOR_ARGUMENT.has(name) ? mapSelector(inner) : inner})`
        i = close + 1
      }
    } else if (c === '*') {
      out += '*'
      i++
    } else if (IDENT_CHAR.test(c) && !/\d/.test(c)) {
      const end = readIdent(selector, i)
      out += mapTypeSelector(selector.slice(i, end))
      i = end
    } else {
      out += c
      i++
    }
  }
  return out
}

// ---------------------------------------------------------------------------------- sheets

function insideKeyframes(node: Node): boolean {
  for (let p = node.parent as Node | undefined; p; p = p.parent as Node | undefined) {
    if (p.type === 'atrule' && /keyframes$/i.test((p as Node & { name: string }).name)) return true
  }
  return false
}

/** A WXSS sheet (imports already inlined) as CSS for the HTML picture. */
export function wxssToCss(wxss: string, options: UnitOptions = {}): string {
  const root = postcss.parse(wxss)
  root.walkAtRules('import', (rule) => {
    rule.remove()
  })
  root.walkRules((rule) => {
    if (!insideKeyframes(rule)) rule.selector = mapSelector(rule.selector)
  })
  root.walkDecls((decl) => {
    decl.value = convertUnits(decl.value, options)
  })
  return root.toString()
}

const IMPORT = /@import\s+(?:url\()?\s*["']([^"']+)["']\s*\)?\s*;?/g

/**
 * A WXSS file with its `@import`s replaced by the files they name, recursively, in place (as
 * WeChat's style compiler does). Paths are relative to the importing file, or to the build root
 * when they start with `/`. `read` answers a root-relative path with its text, or undefined.
 */
export function inlineImports(file: string, read: (file: string) => string | undefined, chain: string[] = []): string {
  const text = read(file)
  if (text === undefined) return `/* ${file.replace(/\*\//g, '')} not found */`
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : ''
  return text.replace(IMPORT, (_m, target: string) => {
    const resolved = joinPath(target.startsWith('/') ? '' : dir, target)
    if (chain.includes(resolved) || resolved === file) return ''
    return inlineImports(resolved, read, [...chain, file])
  })
}

function joinPath(dir: string, rel: string): string {
  const parts: string[] = []
  for (const part of `${dir}/${rel}`.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') parts.pop()
    else parts.push(part)
  }
  return parts.join('/')
}

/** The components' defaults as CSS (before the app's sheets, which override them). */
export function componentCss(): string {
  const rules = Object.entries(COMPONENTS).map(([name, c]) => `${mapTypeSelector(name)}{${c.css}}`)
  return [
    ...rules,
    '[data-wx][hidden]{display:none}',
    // the button's hairline border and its variants
    `${mapTypeSelector('button')}::after{content:" ";width:200%;height:200%;position:absolute;top:0;left:0;border:1px solid rgba(0,0,0,.2);transform:scale(.5);transform-origin:0 0;box-sizing:border-box;border-radius:10px;pointer-events:none}`,
    '[data-wx="button"][data-type="primary"]{color:#fff;background-color:#1aad19}',
    '[data-wx="button"][data-type="warn"]{color:#fff;background-color:#e64340}',
    '[data-wx="button"][data-size="mini"]{display:inline-block;line-height:2.3;font-size:13px;padding:0 1.34em}',
    '[data-wx="button"][data-plain]{color:#353535;border:1px solid #353535;background-color:transparent}',
    '[data-wx="button"][data-plain]::after{border-width:0}',
    '[data-wx="button"][data-disabled]{color:rgba(0,0,0,.3)}',
    '[data-wx="scroll-view"]::-webkit-scrollbar{display:none}',
    '.input-placeholder,.textarea-placeholder{color:#808080}',
    '.__wx-swiper-wrapper{position:relative;width:100%;height:100%;overflow:hidden}',
    '.__wx-swiper-dots{position:absolute;left:50%;bottom:10px;transform:translateX(-50%);display:flex;font-size:0;z-index:1}',
    '.__wx-swiper-dot{width:8px;height:8px;border-radius:50%;margin:0 4px;background:rgba(0,0,0,.3)}',
    '.__wx-box{display:inline-block;box-sizing:border-box;width:22px;height:22px;border:1px solid #d1d1d1;border-radius:3px;background:#fff;vertical-align:middle;text-align:center;line-height:20px;font-size:16px;color:#09bb07;margin-right:5px}',
    '.__wx-box--radio{border-radius:50%}',
    '.__wx-box--radio.__wx-box--on{background:#09bb07;border-color:#09bb07;color:#fff}',
    '.__wx-switch{display:inline-block;position:relative;width:52px;height:32px;border-radius:16px;background:#dfdfdf;vertical-align:middle}',
    '.__wx-switch::after{content:"";position:absolute;top:1px;left:1px;width:30px;height:30px;border-radius:50%;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.4)}',
    '.__wx-switch--on::after{left:21px}',
    '.__wx-progress{flex:1;background:#ebebeb;height:6px}',
    '.__wx-progress>span{display:block;height:100%}',
    '.__wx-slider{position:relative;height:2px;background:#e9e9e9;margin:14px 0}',
    '.__wx-slider>span{position:absolute;left:0;top:0;height:2px}',
    '.__wx-slider>i{position:absolute;top:-13px;width:28px;height:28px;margin-left:-14px;border-radius:50%;background:#fff;box-shadow:0 0 4px rgba(0,0,0,.2)}',
    '[data-wx="canvas"]{outline:1px dashed #d0d0d0;outline-offset:-1px}',
    '.__wx-canvas-note{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;color:#c0c0c0;font:11px/1 sans-serif;pointer-events:none}',
    '.__wx-poster{position:absolute;inset:0;width:100%;height:100%}',
    '.__wx-media{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;color:rgba(255,255,255,.85);font-size:32px}',
  ].join('\n')
}

// ------------------------------------------------------------------------------------ HTML

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text and attribute values as HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c])
}

/** `decode` of WeChat's text: the few entities it knows */
const TEXT_ENTITIES: Record<string, string> = { nbsp: '\u00a0', lt: '<', gt: '>', amp: '&', apos: "'", quot: '"', ensp: '\u2002', emsp: '\u2003' }
const SPACES: Record<string, string> = { nbsp: '\u00a0', ensp: '\u2002', emsp: '\u2003' }

function decodeEntities(text: string): string {
  return text.replace(/&(nbsp|lt|gt|amp|apos|quot|ensp|emsp);/g, (_m, name: string) => TEXT_ENTITIES[name])
}

/** object-fit / object-position of each `mode` of WeChat's image */
const IMAGE_MODES: Record<string, string> = {
  scaleToFill: 'object-fit:fill',
  aspectFit: 'object-fit:contain',
  aspectFill: 'object-fit:cover',
  widthFix: 'object-fit:fill;height:auto',
  heightFix: 'object-fit:fill;width:auto',
  top: 'object-fit:none;object-position:center top',
  bottom: 'object-fit:none;object-position:center bottom',
  center: 'object-fit:none;object-position:center',
  left: 'object-fit:none;object-position:left center',
  right: 'object-fit:none;object-position:right center',
  'top left': 'object-fit:none;object-position:left top',
  'top right': 'object-fit:none;object-position:right top',
  'bottom left': 'object-fit:none;object-position:left bottom',
  'bottom right': 'object-fit:none;object-position:right bottom',
}

export function imageModeStyle(mode: unknown): string {
  return IMAGE_MODES[String(mode ?? '')] ?? IMAGE_MODES.scaleToFill
}

/** Tags WeChat's rich-text draws, and the attributes it keeps */
const RICH_TAGS = new Set(
  'a abbr address article aside b bdi bdo big blockquote br caption center cite code col colgroup dd del div dl dt em fieldset font footer h1 h2 h3 h4 h5 h6 header hr i img ins label legend li mark nav ol p pre q rt ruby s section small span strong sub sup table tbody td tfoot th thead tr tt u ul'.split(' '),
)
const RICH_ATTRS = new Set(['class', 'style', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'span', 'start', 'type'])

export interface HtmlOptions extends UnitOptions {
  /** the URL an image's `src` is drawn from (a data URI, a served file); default: the src itself */
  src?: (src: string) => string
}

type Attrs = Array<[string, string | true]>

function truthy(value: unknown): boolean {
  return value === true || value === 'true' || (typeof value === 'number' && value !== 0)
}

function joinStyle(...parts: Array<string | undefined>): string {
  return parts
    .map((p) => (p ?? '').trim().replace(/;+$/, ''))
    .filter(Boolean)
    .join(';')
}

function openTag(tag: string, attrs: Attrs): string {
  const list = attrs
    .filter(([, v]) => v !== '')
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
    .join('')
  return `<${tag}${list}>`
}

function element(tag: string, attrs: Attrs, inner = ''): string {
  return VOID.has(tag) ? openTag(tag, attrs) : `${openTag(tag, attrs)}${inner}</${tag}>`
}

/** The HTML of a node tree (a page's `wx-page` root draws its children only). */
export function treeToHtml(node: WxNode | string, options: HtmlOptions = {}): string {
  if (typeof node === 'string') return escapeHtml(node)
  if (node.tag === 'wx-page' || node.tag === 'wx-block' || node.tag === '') return node.children.map((c) => treeToHtml(c, options)).join('')
  return renderNode(node, options)
}

function renderNode(node: WxNode, options: HtmlOptions): string {
  const name = node.tag.replace(/^wx-/, '')
  const component = componentOf(name)
  const tag = component?.html ?? 'div'
  const a = node.attr
  const str = (key: string) => (a[key] === undefined || a[key] === null ? '' : String(a[key]))
  const style = convertUnits(str('style'), options)
  const attrs: Attrs = [
    ['data-wx', name],
    ['id', str('id')],
    ['class', str('class')],
  ]
  if (truthy(a.hidden)) attrs.push(['hidden', true])
  const children = () => node.children.map((c) => treeToHtml(c, options)).join('')

  switch (name) {
    case 'text': {
      const space = SPACES[str('space')]
      const text = (s: string) => {
        let t = truthy(a.decode) ? decodeEntities(s) : s
        if (space) t = t.replace(/ /g, space)
        return escapeHtml(t)
      }
      const inner = node.children.map((c) => (typeof c === 'string' ? text(c) : treeToHtml(c, options))).join('')
      const lines = Number(a.maxLines ?? 0)
      const clamp = lines > 0 ? `display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:${lines};overflow:hidden;text-overflow:${str('overflow') === 'ellipsis' ? 'ellipsis' : 'clip'}` : ''
      return element(tag, [...attrs, ['style', joinStyle(clamp, style)]], inner)
    }
    case 'image':
    case 'cover-image': {
      const src = str('src')
      const drawn = src ? (options.src ?? ((s: string) => s))(src) : ''
      // no picture: an empty box, as WeChat leaves it (Chromium would frame an <img> without one)
      return element('img', [...attrs, ['style', joinStyle(style, imageModeStyle(a.mode))], ['src', drawn || NO_PICTURE], ['alt', true]])
    }
    case 'button': {
      if (str('type') === 'primary' || str('type') === 'warn') attrs.push(['data-type', str('type')])
      if (str('size') === 'mini') attrs.push(['data-size', 'mini'])
      if (truthy(a.plain)) attrs.push(['data-plain', true])
      if (truthy(a.disabled)) attrs.push(['data-disabled', true])
      return element(tag, [...attrs, ['style', style]], children())
    }
    case 'input':
    case 'textarea': {
      const value = str('value')
      const shown = truthy(a.password) || str('type') === 'safe-password' ? '•'.repeat(value.length) : value
      const placeholderClass = str('placeholderClass') || `${name}-placeholder`
      const inner = value
        ? `<span>${escapeHtml(shown)}</span>`
        : str('placeholder')
          ? `<span class="${escapeHtml(placeholderClass)}" style="${escapeHtml(convertUnits(str('placeholderStyle'), options))}">${escapeHtml(str('placeholder'))}</span>`
          : ''
      return element(tag, [...attrs, ['style', style]], inner)
    }
    case 'swiper': {
      const items = node.children.filter((c): c is WxNode => typeof c !== 'string')
      const current = Math.min(Math.max(0, Number(a.current ?? 0) || 0), Math.max(0, items.length - 1))
      const shown = items.map((item, i) => (i === current ? renderNode(item, options) : renderNode({ ...item, attr: { ...item.attr, hidden: true } }, options))).join('')
      const dots = truthy(a.indicatorDots)
        ? `<span class="__wx-swiper-dots">${items
            .map((_item, i) => `<span class="__wx-swiper-dot" style="${escapeHtml(`background:${String((i === current ? a.indicatorActiveColor : a.indicatorColor) ?? (i === current ? '#000' : 'rgba(0,0,0,.3)'))}`)}"></span>`)
            .join('')}</span>`
        : ''
      // as WeChat draws it: slides and dots inside a wrapper that fills the swiper's content box
      return element(tag, [...attrs, ['style', style]], `<div class="__wx-swiper-wrapper">${shown}${dots}</div>`)
    }
    case 'scroll-view': {
      const overflow = joinStyle(truthy(a.scrollX) ? 'overflow-x:auto' : '', truthy(a.scrollY) ? 'overflow-y:auto' : '')
      return element(tag, [...attrs, ['style', joinStyle(overflow, style)]], children())
    }
    case 'rich-text':
      return element(tag, [...attrs, ['style', style]], richText(a.nodes, options))
    case 'icon':
      return element(tag, [...attrs, ['style', style]], icon(str('type'), Number(a.size ?? 23) || 23, str('color')))
    case 'checkbox':
    case 'radio': {
      const on = truthy(a.checked)
      const box = `<span class="__wx-box${name === 'radio' ? ' __wx-box--radio' : ''}${on ? ' __wx-box--on' : ''}"${a.color && on && name === 'checkbox' ? ` style="color:${escapeHtml(str('color'))}"` : ''}>${on ? '✓' : ''}</span>`
      return element(tag, [...attrs, ['style', style]], box + children())
    }
    case 'switch': {
      const on = truthy(a.checked)
      const color = str('color') || '#04be02'
      return element(tag, [...attrs, ['style', style]], `<span class="__wx-switch${on ? ' __wx-switch--on' : ''}"${on ? ` style="background:${escapeHtml(color)}"` : ''}></span>`)
    }
    case 'progress': {
      const percent = Math.min(100, Math.max(0, Number(a.percent ?? 0) || 0))
      const bar = `<span class="__wx-progress" style="${escapeHtml(joinStyle(`height:${Number(a.strokeWidth ?? 6) || 6}px`, a.backgroundColor ? `background:${str('backgroundColor')}` : ''))}"><span style="${escapeHtml(`width:${percent}%;background:${str('activeColor') || str('color') || '#09bb07'}`)}"></span></span>`
      const info = truthy(a.showInfo) ? `<span style="margin-left:15px;font-size:${Number(a.fontSize ?? 16) || 16}px">${percent}%</span>` : ''
      return element(tag, [...attrs, ['style', style]], bar + info)
    }
    case 'slider': {
      const min = Number(a.min ?? 0) || 0
      const max = Number(a.max ?? 100) || 100
      const at = Math.min(100, Math.max(0, (((Number(a.value ?? 0) || 0) - min) / (max - min || 1)) * 100))
      const color = str('activeColor') || str('selectedColor') || '#1aad19'
      return element(tag, [...attrs, ['style', style]], `<span class="__wx-slider"><span style="${escapeHtml(`width:${at}%;background:${color}`)}"></span><i style="left:${at}%"></i></span>`)
    }
    case 'canvas':
      // what a canvas shows is drawn by script at run time: the picture can only mark where it is
      return element(tag, [...attrs, ['style', style]], `<span class="__wx-canvas-note">canvas</span>${children()}`)
    case 'video':
    case 'live-player': {
      const poster = str('poster')
      const fit = { fill: 'fill', cover: 'cover' }[str('objectFit')] ?? 'contain'
      const cover = poster ? element('img', [['class', '__wx-poster'], ['style', `object-fit:${fit}`], ['src', (options.src ?? ((s: string) => s))(poster)], ['alt', true]]) : ''
      return element(tag, [...attrs, ['style', style]], `${cover}<span class="__wx-media">▶</span>${children()}`)
    }
    default:
      return element(tag, [...attrs, ['style', style]], children())
  }
}

function icon(type: string, size: number, color: string): string {
  const glyphs: Record<string, [string, string, boolean]> = {
    success: ['✓', '#09bb07', true],
    success_no_circle: ['✓', '#09bb07', false],
    info: ['i', '#10aeff', true],
    warn: ['!', '#f76260', true],
    waiting: ['◷', '#10aeff', false],
    cancel: ['×', '#f43530', true],
    download: ['↓', '#09bb07', true],
    search: ['⌕', '#b2b2b2', false],
    clear: ['×', '#b2b2b2', true],
  }
  const [glyph, fallback, circle] = glyphs[type] ?? ['', '#b2b2b2', false]
  const c = color || fallback
  const look = circle
    ? `background:${c};color:#fff;border-radius:50%;font-size:${Math.round(size * 0.7)}px`
    : `color:${c};font-size:${size}px`
  return `<span style="${escapeHtml(`display:inline-flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;line-height:1;${look}`)}">${escapeHtml(glyph)}</span>`
}

interface RichNode {
  type?: string
  name?: string
  text?: string
  attrs?: Record<string, unknown>
  children?: RichNode[]
}

/** rich-text's `nodes`: an array of nodes, or an HTML string (only the tags and attributes it keeps). */
function richText(nodes: unknown, options: HtmlOptions): string {
  if (Array.isArray(nodes)) return (nodes as RichNode[]).map((n) => richNode(n, options)).join('')
  if (typeof nodes !== 'string') return ''
  return nodes.replace(/<!--[\s\S]*?-->/g, '').replace(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)|</g, (_m, close: string, name: string, rest: string, text: string) => {
    if (text !== undefined) return text.replace(/>/g, '&gt;')
    if (!name) return '&lt;'
    const tag = name.toLowerCase()
    if (!RICH_TAGS.has(tag)) return ''
    if (close) return VOID.has(tag) ? '' : `</${tag}>`
    const attrs: Attrs = []
    for (const [, key, v1, v2, v3] of rest.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const k = key.toLowerCase()
      if (!RICH_ATTRS.has(k)) continue
      const raw = (v1 ?? v2 ?? v3 ?? '').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
      attrs.push([k, k === 'src' ? (options.src ?? ((s: string) => s))(raw) : k === 'style' ? convertUnits(raw, options) : raw])
    }
    return openTag(tag, attrs)
  })
}

function richNode(node: RichNode, options: HtmlOptions): string {
  if (node.type === 'text') return escapeHtml(String(node.text ?? ''))
  const tag = String(node.name ?? '').toLowerCase()
  const inner = (node.children ?? []).map((c) => richNode(c, options)).join('')
  if (!RICH_TAGS.has(tag)) return inner
  const attrs: Attrs = []
  for (const [k, v] of Object.entries(node.attrs ?? {})) {
    const key = k.toLowerCase()
    if (!RICH_ATTRS.has(key) || v === undefined || v === null) continue
    const value = String(v)
    attrs.push([key, key === 'src' ? (options.src ?? ((s: string) => s))(value) : key === 'style' ? convertUnits(value, options) : value])
  }
  return element(tag, attrs, inner)
}

// -------------------------------------------------------------------------------- document

export interface NavigationBar {
  title: string
  /** navigationBarBackgroundColor */
  background: string
  /** navigationBarTextStyle: white or black */
  textStyle: string
  /** a back arrow on the left (pages that are not tabs) */
  back: boolean
}

export interface TabBarItem {
  text: string
  /** URL of the icon (already the selected one for the selected item) */
  icon?: string
  selected: boolean
}

export interface TabBar {
  color: string
  selectedColor: string
  background: string
  borderStyle: string
  items: TabBarItem[]
}

export interface PageDocument {
  /** the page's HTML (treeToHtml) */
  body: string
  /** the page's CSS (wxssToCss of app.wxss, comp.wxss and the page's sheet) */
  css: string
  nav: NavigationBar
  tabBar?: TabBar
  lang?: string
}

/**
 * The phone's system fonts (PingFang, SF) have every weight; this machine has Liberation Sans and
 * WenQuanYi Zen Hei, and Chromium draws an installed family named in a stack (the app's own
 * `page { font-family }`) without any bold. Aliasing those names as web fonts of weight 400 makes
 * Chromium synthesize the bold, and draws Latin with Liberation Sans as the H5 pictures do.
 */
export const SYSTEM_FONT_NAMES = ['-apple-system', 'BlinkMacSystemFont', 'PingFang SC', 'Helvetica Neue', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Zen Hei']
const LATIN = 'U+0000-024F,U+2000-206F,U+20A0-20CF,U+2100-214F'

export function fontAliasCss(): string {
  return SYSTEM_FONT_NAMES.map(
    (name) =>
      // of faces whose ranges overlap the last one declared is tried first
      `@font-face{font-family:"${name}";src:local("WenQuanYi Zen Hei"),local("WenQuanYiZenHei");font-weight:400}\n` +
      `@font-face{font-family:"${name}";src:local("Liberation Sans"),local("LiberationSans");font-weight:400;unicode-range:${LATIN}}\n` +
      `@font-face{font-family:"${name}";src:local("Liberation Sans Bold"),local("LiberationSans-Bold");font-weight:700;unicode-range:${LATIN}}`,
  ).join('\n')
}

/** The status bar, the navigation bar and the tab bar the client draws around a page. */
function chromeCss(doc: PageDocument): string {
  const w = windowHeight(Boolean(doc.tabBar))
  const navText = doc.nav.textStyle === 'white' ? '#fff' : '#000'
  return `${fontAliasCss()}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-size:16px;font-family:-apple-system,"PingFang SC","WenQuanYi Zen Hei",sans-serif}
.__wx-top{position:relative;z-index:2147483000;background:${doc.nav.background};color:${navText};font:400 12px/1 -apple-system,"PingFang SC","WenQuanYi Zen Hei",sans-serif}
.__wx-status{height:${SCREEN.statusBar}px;display:flex;align-items:center;justify-content:center;font-weight:600}
.__wx-nav{position:relative;height:${SCREEN.navBar}px;display:flex;align-items:center;justify-content:center;box-sizing:border-box;padding:0 100px}
.__wx-title{font-size:17px;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.__wx-back{position:absolute;left:6px;top:0;height:${SCREEN.navBar}px;display:flex;align-items:center;font-size:34px;font-weight:300;line-height:1}
.__wx-capsule{position:absolute;right:7px;top:6px;width:87px;height:32px;box-sizing:border-box;border-radius:16px;display:flex;align-items:center;border:.5px solid ${doc.nav.textStyle === 'white' ? 'rgba(255,255,255,.25)' : 'rgba(0,0,0,.1)'};background:${doc.nav.textStyle === 'white' ? 'rgba(0,0,0,.15)' : 'rgba(255,255,255,.6)'}}
.__wx-capsule>span{flex:1;text-align:center;font-size:14px;font-weight:700;letter-spacing:1px}
.__wx-capsule>i{width:.5px;height:18px;background:currentColor;opacity:.25}
/* the page's window: fixed elements place themselves in it (contain:layout makes it their containing block) */
.__wx-frame{position:relative;contain:layout;min-height:${w}px}
${
  doc.tabBar
    ? `.__wx-tabbar{position:relative;z-index:2147483000;height:${SCREEN.tabBar}px;box-sizing:border-box;display:flex;background:${doc.tabBar.background};border-top:.5px solid ${doc.tabBar.borderStyle === 'white' ? 'rgba(255,255,255,.33)' : 'rgba(0,0,0,.33)'};font:400 10px/1.2 -apple-system,"PingFang SC","WenQuanYi Zen Hei",sans-serif}
.__wx-tab{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;color:${doc.tabBar.color}}
.__wx-tab--on{color:${doc.tabBar.selectedColor}}
.__wx-tab>img{width:24px;height:24px;margin-bottom:3px}`
    : ''
}`
}

/** The whole HTML document of one page as the phone shows it. */
export function pageDocument(doc: PageDocument): string {
  const nav = `<div class="__wx-top"><div class="__wx-status">9:41</div><div class="__wx-nav">${doc.nav.back ? '<span class="__wx-back">‹</span>' : ''}<span class="__wx-title">${escapeHtml(doc.nav.title)}</span><span class="__wx-capsule"><span>···</span><i></i><span>◎</span></span></div></div>`
  const tabs = doc.tabBar
    ? `<div class="__wx-tabbar">${doc.tabBar.items
        .map((t) => `<div class="__wx-tab${t.selected ? ' __wx-tab--on' : ''}">${t.icon ? `<img src="${escapeHtml(t.icon)}" alt="">` : ''}<span>${escapeHtml(t.text)}</span></div>`)
        .join('')}</div>`
    : ''
  return `<!doctype html>
<html lang="${escapeHtml(doc.lang ?? 'zh-CN')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=${SCREEN.width},initial-scale=1">
<style>${chromeCss(doc)}
${componentCss()}</style>
<style>${doc.css.replace(/<\/style/gi, '<\\/style')}</style>
</head>
<body>${nav}<div class="__wx-frame">${doc.body}</div>${tabs}</body>
</html>
`
}

/**
 * The page alone, as the web view WeChat draws it in holds it (its status, navigation and tab bars are
 * native, outside the web view), for a window `width` px wide: `page` is the document's body, fixed
 * elements place themselves in the window.
 */
export function webviewDocument(doc: { body: string; css: string; width: number }): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=${doc.width},initial-scale=1">
<style>${fontAliasCss()}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-size:16px;font-family:-apple-system,"PingFang SC","WenQuanYi Zen Hei",sans-serif}
${componentCss()}</style>
<style>${doc.css.replace(/<\/style/gi, '<\\/style')}</style>
</head>
<body>${doc.body}</body>
</html>
`
}
