/** The build step that takes unused rules out of library stylesheets before they are compiled. */
import { readFileSync } from 'node:fs'
import path from 'node:path'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const strip = require('../../../config/webpack/strip-css-rules-loader.js') as (this: { getOptions(): object }, source: string) => string
const run = (source: string, options: object) => strip.call({ getOptions: () => options }, source)
const lib = (file: string) => readFileSync(path.resolve(__dirname, '../../../node_modules', file), 'utf8')

describe('strip-css-rules loader', () => {
  it("drops the H5 component library's button look and weui icon glyphs, keeping images, inputs and pickers", () => {
    const css = lib('@tarojs/components-react/dist/index.css')
    const out = run(css, { classes: ['taro-button-core', 'weui-icon'] })
    expect(css).toContain('.taro-button-core+.taro-button-core{margin-top:15px}')
    expect(out).not.toMatch(/taro-button-core|weui-icon/)
    for (const kept of ['.taro-img__mode-aspectfill{', '.taro-input-core{', '.taro-picker__overlay{', '@keyframes weuiLoading']) expect(out).toContain(kept)
  })

  it("splits the date picker's look off the component library's sheet: the pages' sheet has none of it, the picker's part all of it and nothing else", () => {
    const css = lib('@tarojs/components-react/dist/index.css')
    const keyframes = ['taro-picker__slide-up', 'taro-picker__slide-down', 'taro-picker__fade-in', 'taro-picker__fade-out']
    const everyPage = run(css, { classes: ['taro-button-core', 'weui-icon', 'taro-picker'], keyframes })
    const picker = run(css, { only: ['taro-picker'] })
    expect(everyPage).not.toContain('taro-picker')
    expect(everyPage).toContain('.taro-img__mode-aspectfill{')
    expect(everyPage).toContain('.rmc-pull-to-refresh-indicator{')
    // every picker rule and animation of the library is in the picker's part, as the library wrote it
    const pickerRules = css.replace(/@(?:-webkit-)?keyframes\s+[\w-]+\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '').match(/[^{}]*taro-picker[^{}]*\{[^{}]*\}/g) ?? []
    expect(pickerRules.length).toBeGreaterThan(20)
    for (const rule of pickerRules) expect(picker).toContain(rule.replace(/^\}/, ''))
    for (const name of keyframes) expect(picker).toContain(`@keyframes ${name}{`)
    // and nothing but the picker's
    expect(picker.replace(/@keyframes taro-picker__[\w-]+\{(?:[^{}]*\{[^{}]*\})*\}/g, '').match(/[^{}]+(?=\{)/g)?.every((sel) => sel.split(',').every((one) => one.includes('.taro-picker')))).toBe(true)
  })

  it("drops NutUI's right-to-left variants and keeps every other rule of a component's sheet", () => {
    const css = lib('@nutui/nutui-react-taro/dist/es/packages/button/style/style.css')
    const out = run(css, { classes: ['nut-rtl'], selectorParts: ['[dir=rtl]'] })
    expect(css).toContain('[dir=rtl] .nut-button::before')
    expect(out).not.toMatch(/nut-rtl|dir=rtl/)
    // the left-to-right rules the right-to-left ones mirror are still there, as NutUI wrote them
    const ltr = (sheet: string) => (sheet.match(/(?<=^|\})[^{}@]+\{[^{}]*\}/g) ?? []).filter((rule) => !/rtl/.test(rule))
    expect(ltr(out)).toEqual(ltr(css))
    expect(ltr(css).length).toBeGreaterThan(40)
  })

  it("leaves NutUI's :active tap states out of the mini-program's sheets (the rules the build strips: config/index.ts) and keeps every other rule", () => {
    const sheets = ['button', 'cell', 'dialog', 'popup', 'griditem'].map((name) => lib(`@nutui/nutui-react-taro/dist/es/packages/${name}/style/style.css`))
    const rulesOf = (sheet: string) => (sheet.match(/(?<=^|\})[^{}@]+\{[^{}]*\}/g) ?? []).map((r) => r.trim())
    for (const css of sheets) {
      const out = run(css, { selectorParts: [':active'] })
      expect(css).toContain(':active')
      expect(out).not.toContain(':active')
      expect(rulesOf(out)).toEqual(rulesOf(css).filter((rule) => !rule.includes(':active')))
    }
    // the pressed button's look the storefront gives WeChat's hover-class instead (src/app.scss)
    expect(sheets[0]).toMatch(/\.nut-button:active::before\s*\{\s*opacity: 0\.1;?\s*\}/)
  })

  it("keeps of NutUI's icon stylesheet the icon box and the loading spin, not the unused animations nor the variables only they read", () => {
    const css = lib('@nutui/icons-react-taro/dist/style_icon.css')
    const out = run(css, {
      classes: ['nut-icon-am-'],
      keyframes: ['nutJump', 'nutJumpOne', 'nutBlink', 'nutBreathe', 'nutFlash', 'nutBounce', 'nutShake'],
      properties: ['--animate-duration', '--animate-delay'],
    })
    expect(out).toContain('.nut-icon{')
    expect(css).toMatch(/--animate-duration: ?1s/)
    // neither declared nor read any more; the icon box's own variables stay
    expect(out).not.toContain('--animate-')
    expect(out).toMatch(/--nut-icon-height: ?16px/)
    expect(out).toContain('animation:rotation 1s infinite linear')
    expect(out).toMatch(/@keyframes rotation\{/)
    expect(out).not.toMatch(/nut-icon-am-|nutJump|nutBlink|nutBreathe|nutFlash|nutBounce|nutShake/)
    expect(out.length).toBeLessThan(css.length / 4)
  })

  it('removes neighbouring rules one after another and leaves a sheet without matches as it was', () => {
    expect(run('.a{x:1}.b{y:2}.a .c{z:3}.d{w:4}', { classes: ['a'] })).toBe('.b{y:2}.d{w:4}')
    expect(run('.b{y:2}', { classes: ['a'] })).toBe('.b{y:2}')
    expect(run('@keyframes spin{0%{a:1}to{a:2}}.x{b:1}', { keyframes: ['spin'] })).toBe('.x{b:1}')
  })

  it("removes the named properties' declarations from every rule, last in its rule or not, and nothing else", () => {
    const properties = ['--animate-duration', '--animate-delay']
    expect(run(':root{--a: 1px;--animate-duration: 1s;--animate-delay:0s}', { properties })).toBe(':root{--a: 1px;}')
    expect(run('.x{--animate-delay:0s;color:red}.y{--animate-delay-long:2s}', { properties })).toBe('.x{color:red}.y{--animate-delay-long:2s}')
  })

  it('takes a matching selector out of a selector list and keeps the rule for the others', () => {
    expect(run('.b,.a .c{y:2}.a,.a:after{z:3}', { classes: ['a'] })).toBe('.b{y:2}')
    expect(run('.b, .a{y:2}', { classes: ['a'] })).toBe('.b{y:2}')
  })

  it('takes a class by prefix, or by its whole name (exactClasses) leaving the classes whose names it begins', () => {
    const css = '.x-left{a:1}.x-leftin{b:2}.x-left .i,.x-right .i{c:3}.x-left.i{d:4}.x-left>div{e:5}'
    expect(run(css, { classes: ['x-left'] })).toBe('.x-right .i{c:3}')
    expect(run(css, { exactClasses: ['x-left'] })).toBe('.x-leftin{b:2}.x-right .i{c:3}')
    expect(() => run(css, { exactClasses: ['x-lef'], required: true })).toThrow(/\.x-lef not found/)
    expect(() => run(css, { exactClasses: ['x-leftin'], required: true })).not.toThrow()
  })
})
