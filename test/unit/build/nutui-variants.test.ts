/**
 * No page draws a NutUI variant whose classes the build takes out (config/webpack/nutui-variants.ts):
 * every NutUI tag in src is read for the props that would draw one, and so are the NutUI components
 * that draw a trimmed component inside (the cascader's tabs and pop-up, the picker's pop-up).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { UNUSED_NUTUI_VARIANTS } from '../../../config/webpack/nutui-variants'
import { appSources, attributeValues, jsxTags, nutuiImports } from './jsx-tags'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const strip = require('../../../config/webpack/strip-css-rules-loader.js') as (this: { getOptions(): object; resourcePath: string }, source: string) => string

const PACKAGES = path.resolve(__dirname, '../../../node_modules/@nutui/nutui-react-taro/dist/es/packages')
const sheetOf = (name: string) => readFileSync(path.join(PACKAGES, name, 'style/style.css'), 'utf8')
const scriptsOf = (name: string) =>
  readdirSync(path.join(PACKAGES, name))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(PACKAGES, name, f), 'utf8'))
    .join('\n')
/** The NutUI packages a package's scripts import. */
const importsOf = (name: string) => [...scriptsOf(name).matchAll(/from "\.\.\/([a-z]+)\//g)].map((m) => m[1])

const sources = appSources()
/** The NutUI components the app imports, as NutUI's package folders (DatePicker: datepicker). */
const used = [...new Set(sources.flatMap(({ source }) => nutuiImports(source)))].filter((n) => /^[A-Z]/.test(n) && !/(?:Ref|Day|Props)$/.test(n)).map((n) => n.toLowerCase())
/** Those and every NutUI package they draw in turn. */
const drawnPackages = (() => {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    importsOf(name).forEach(visit)
  }
  used.forEach(visit)
  return seen
})()

/** Each `<Name …>` of the app's sources that import Name from NutUI (Checkbox.Group: those importing Checkbox). */
const tagsOf = (name: string) =>
  sources
    .filter(({ source }) => nutuiImports(source).includes(name.split('.')[0]))
    .flatMap(({ file, source }) => jsxTags(source, name).map((tag) => ({ file, tag })))

/** The tags that set one of the props, with the values they may take. */
const setting = (tags: Array<{ file: string; tag: string }>, props: string[], allowed: (prop: string, values: string[] | null) => boolean = () => false) =>
  tags.flatMap(({ file, tag }) =>
    props.flatMap((prop) => {
      const values = attributeValues(tag, prop)
      return values === undefined || allowed(prop, values) ? [] : [`${file}: ${prop}=${JSON.stringify(values)}`]
    }),
  )

describe("NutUI's variants the build takes out", () => {
  it('reads the NutUI components of the app and what they draw', () => {
    expect(used).toEqual(expect.arrayContaining(['button', 'popup', 'dialog', 'checkbox', 'radio', 'swiper', 'cascader', 'datepicker', 'searchbar']))
    expect([...drawnPackages]).toEqual(expect.arrayContaining(['picker', 'tabs', 'indicator', 'overlay']))
  })

  it('draws tabs only inside the cascader, and pop-ups there, in the picker and in the app', () => {
    const drawing = (component: string) => [...drawnPackages].filter((p) => importsOf(p).includes(component)).sort()
    expect(used).not.toContain('tabs')
    expect(used).not.toContain('indicator')
    expect(drawing('tabs')).toEqual(['cascader'])
    expect(drawing('popup')).toEqual(['cascader', 'picker'])
    expect(drawing('indicator')).toEqual(['swiper'])
    expect(drawing('dialog')).toEqual([])
    expect(drawing('checkbox').filter((p) => p !== 'checkboxgroup')).toEqual([])
    expect(drawing('radio').filter((p) => p !== 'radiogroup')).toEqual([])
  })

  it("has the cascader draw line tabs on the left and both pop-ups slide up from the bottom", () => {
    const cascader = scriptsOf('cascader')
    const tabs = /createElement\(Tabs, \{([^}]*)\}/.exec(cascader)?.[1] ?? ''
    expect(tabs).toMatch(/align: "left"/)
    expect(tabs).not.toMatch(/activeType|direction/)
    const panes = /createElement\(Tabs\.TabPane, \{([^}]*)\}/.exec(cascader)?.[1]
    expect(panes).toMatch(/title:/)
    expect(panes).not.toMatch(/disabled/)
    expect(cascader).toMatch(/createElement\(Popup, [\s\S]{0,200}position: "bottom"/)
    expect(scriptsOf('picker')).toMatch(/createElement\(Popup, [\s\S]{0,200}position: "bottom"/)
    expect(scriptsOf('tabs')).toMatch(/activeType: 'line'/)
    expect(scriptsOf('tabs')).toMatch(/direction: 'horizontal'/)
  })

  it("NutUI's defaults of the props read below draw none of them", () => {
    const defaults: Array<[string, RegExp[]]> = [
      ['popup', [/closeIconPosition: 'top-right'/]],
      ['checkbox', [/shape: 'round'/, /labelPosition: 'right'/]],
      ['checkboxgroup', [/list: false/, /labelPosition: 'right'/]],
      ['radio', [/shape: 'round'/, /labelPosition: 'right'/]],
      ['radiogroup', [/labelPosition: 'right'/]],
      ['searchbar', [/backable: false/, /left: ''/, /rightIn: ''/, /tag: false/]],
      ['dialog', [/footerDirection: 'horizontal'/, /closeIcon: false/, /hideConfirmButton: false/, /hideCancelButton: false/, /cancelBadge: ''/, /confirmBadge: ''/]],
    ]
    const differing = defaults.flatMap(([name, props]) => props.filter((p) => !p.test(scriptsOf(name))).map((p) => `${name}: ${p.source}`))
    expect(differing).toEqual([])
  })

  it("the app's pop-ups slide up from the bottom, close at the top right", () => {
    const popups = tagsOf('Popup')
    expect(popups.length).toBeGreaterThanOrEqual(3)
    expect(popups.filter(({ tag }) => JSON.stringify(attributeValues(tag, 'position')) !== '["bottom"]').map(({ file }) => file)).toEqual([])
    expect(setting([...popups, ...tagsOf('Cascader'), ...tagsOf('DatePicker')], ['closeIconPosition', 'transition', 'popupProps'])).toEqual([])
  })

  it('checkboxes and radios are round icons with their label on the right', () => {
    const tags = ['Checkbox', 'Checkbox.Group', 'Radio', 'Radio.Group'].flatMap(tagsOf)
    expect(tags.length).toBeGreaterThanOrEqual(8)
    expect(setting(tags, ['shape', 'indeterminate', 'list', 'labelPosition'])).toEqual([])
  })

  it("the NutUI swiper draws no dots", () => {
    const swipers = tagsOf('Swiper')
    expect(swipers.length).toBeGreaterThanOrEqual(1)
    expect(swipers.filter(({ tag }) => JSON.stringify(attributeValues(tag, 'indicator')) !== '["false"]').map(({ file }) => file)).toEqual([])
  })

  it('search boxes have nothing on their left and no slots inside', () => {
    const boxes = tagsOf('SearchBar')
    expect(boxes.length).toBeGreaterThanOrEqual(2)
    expect(setting(boxes, ['left', 'rightIn', 'backable', 'tag'])).toEqual([])
  })

  it('the one dialog has two buttons side by side, no close icon and no badges', () => {
    const dialogs = tagsOf('Dialog')
    // pages ask through ConfirmDialog, which draws NutUI's Dialog with nothing a page could add
    expect(dialogs.map(({ file }) => file)).toEqual([path.join('components', 'confirm-dialog', 'confirm-dialog.tsx')])
    expect(setting(dialogs, ['closeIcon', 'footerDirection', 'hideCancelButton', 'hideConfirmButton', 'cancelBadge', 'confirmBadge', 'footer'])).toEqual([])
    expect(sources.filter(({ source }) => /\bDialog\.(?:open|confirm|alert)\(/.test(source)).map(({ file }) => file)).toEqual([])
  })

  it("no source of the app names a class the build takes out (the empty state draws NutUI's markup itself)", () => {
    const styles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? styles(path.join(dir, e.name)) : /\.(?:scss|ts)$/.test(e.name) ? [readFileSync(path.join(dir, e.name), 'utf8')] : []))
    const texts = [...sources.map((s) => s.source), ...styles(path.resolve(__dirname, '../../../src'))]
    // a class is taken out with every class its name begins (nut-empty-action: nut-empty-actions-base)
    const named = UNUSED_NUTUI_VARIANTS.flatMap((v) => [...v.classes, ...(v.exactClasses ?? [])].filter((c) => c.startsWith('nut-') && texts.some((t) => new RegExp(`(?<![\\w-])${c}`).test(t))))
    expect(texts.some((t) => t.includes('nut-empty-base'))).toBe(true)
    expect(named).toEqual([])
  })

  it('reads a bare prop, a literal and an expression', () => {
    const [tag] = jsxTags("<Popup visible={open} position='bottom' round closeable onClose={() => x > 1}>", 'Popup')
    expect(attributeValues(tag, 'round')).toEqual(['true'])
    expect(attributeValues(tag, 'position')).toEqual(['bottom'])
    expect(attributeValues(tag, 'closeIconPosition')).toBeUndefined()
    expect(attributeValues('<Swiper indicator={false}>', 'indicator')).toEqual(['false'])
    expect(jsxTags('<Checkbox.Group a><Checkbox b /></Checkbox.Group>', 'Checkbox')).toEqual(['<Checkbox b />'])
  })

  it.each(UNUSED_NUTUI_VARIANTS.map((v) => [v.sheet, v] as const))("takes the listed classes out of NutUI's %s sheet and keeps the rest", (sheet, { classes, exactClasses = [] }) => {
    const css = sheetOf(sheet)
    const out = strip.call({ getOptions: () => ({ classes, exactClasses, required: true }), resourcePath: sheet }, css)
    const selectors = (text: string) => [...text.matchAll(/(?<=^|\})([^{}@]+)\{/g)].flatMap((m) => m[1].split(',').map((s) => s.trim()))
    const listed = (s: string) => classes.some((c) => s.includes(`.${c}`)) || exactClasses.some((c) => new RegExp(`\\.${c}(?![\\w-])`).test(s))
    expect(selectors(out).filter(listed)).toEqual([])
    expect(selectors(out).sort()).toEqual(selectors(css).filter((s) => !listed(s)).sort())
    expect(out.length).toBeLessThan(css.length)
  })

  it('keeps what the app draws', () => {
    const kept = (sheet: string) => {
      const v = UNUSED_NUTUI_VARIANTS.find((x) => x.sheet === sheet)!
      return strip.call({ getOptions: () => ({ classes: v.classes, exactClasses: v.exactClasses }), resourcePath: sheet }, sheetOf(sheet))
    }
    for (const c of ['.nut-popup-bottom', '.nut-popup-round', '.nut-popup-slide-bottom-enter-active', '.nut-popup-title-right {', '.nut-popup-title-title']) expect(kept('popup')).toContain(c)
    for (const c of ['.nut-tabs-titles-left', '.nut-tabs-titles-item-active', '.nut-tabs-titles-item-line', '.nut-tabs-horizontal']) expect(kept('tabs')).toContain(c)
    for (const c of ['.nut-checkbox-icon-checked', '.nut-checkbox-label']) expect(kept('checkbox')).toContain(c)
    for (const c of ['.nut-radio-icon-checked', '.nut-radio-label']) expect(kept('radio')).toContain(c)
    for (const c of ['.nut-swiper-inner', '.nut-swiper-item']) expect(kept('swiper')).toContain(c)
    expect(kept('searchbar')).not.toMatch(/\.nut-searchbar-left(?![\w-])/)
    for (const c of ['.nut-searchbar-leftin', '.nut-searchbar-icon', '.nut-searchbar-right', '.nut-searchbar-content', '.nut-searchbar-round', '.nut-searchbar-clear']) expect(kept('searchbar')).toContain(c)
    for (const c of ['.nut-empty-base', '.nut-empty-title', '.nut-empty-description']) expect(kept('empty')).toContain(c)
    for (const c of ['.nut-dialog-footer-ok', '.nut-dialog-footer-cancel', '.nut-dialog-header', '.nut-dialog-content']) expect(kept('dialog')).toContain(c)
    expect(kept('indicator')).not.toMatch(/\{/)
  })

  it('fails the build when a listed class is not in the sheet (the library renamed it)', () => {
    expect(() => strip.call({ getOptions: () => ({ classes: ['nut-popup-from-nowhere'], required: true }), resourcePath: 'popup' }, sheetOf('popup'))).toThrow(/\.nut-popup-from-nowhere not found/)
  })
})
