/**
 * The mini-program as built (dist/weapp; WEAPP_DIST for another) carries none of the NutUI variants
 * the build takes out (config/webpack/nutui-variants.ts, unused-button-looks' dashed fill) and keeps
 * those the pages draw: the strip read on the compiled WXSS, after Taro, PostCSS and the minimizer.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { UNUSED_NUTUI_VARIANTS } from '../../config/webpack/nutui-variants'
import { WEAPP_BUILD } from './rig/rig'

const sheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sheets(path.join(dir, e.name)) : e.name.endsWith('.wxss') ? [path.join(dir, e.name)] : []))

/** Every selector of every built sheet, with the sheet it is in. */
const selectors = sheets(WEAPP_BUILD).flatMap((file) =>
  [...readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?<=^|[{}])([^{}@]+)\{/g)].flatMap((m) =>
    m[1].split(',').map((selector) => ({ file: path.relative(WEAPP_BUILD, file), selector: selector.trim() })),
  ),
)
const names = (selector: string, c: string, exact: boolean) => new RegExp(`\\.${c}${exact ? '(?![\\w-])' : ''}`).test(selector)

test('no built sheet has a selector of a variant the build takes out', () => {
  const left = selectors.filter(({ selector }) =>
    UNUSED_NUTUI_VARIANTS.some((v) => v.classes.some((c) => names(selector, c, false)) || (v.exactClasses ?? []).some((c) => names(selector, c, true))) || names(selector, 'nut-button-dashed', false),
  )
  expect(selectors.length).toBeGreaterThan(1000)
  expect(left.map(({ file, selector }) => `${file}: ${selector}`)).toEqual([])
})

test('the built sheets keep the variants the pages draw', () => {
  const kept = ['nut-popup-bottom', 'nut-popup-slide-bottom-enter-active', 'nut-tabs-titles-left', 'nut-tabs-titles-item-line', 'nut-checkbox-icon-checked', 'nut-radio-icon-checked', 'nut-searchbar-leftin', 'nut-searchbar-right', 'nut-empty-base', 'nut-dialog-footer-ok', 'nut-dialog-footer-cancel', 'nut-swiper-inner', 'nut-button-outline']
  expect(kept.filter((c) => !selectors.some(({ selector }) => names(selector, c, true)))).toEqual([])
})
