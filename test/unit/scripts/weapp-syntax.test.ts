import { getBrowsersList } from 'miniprogram-compat'
import { libVersion, miniProgramSyntaxYear, miniProgramTargets } from '../../../config/mini-program-targets'
import { recompileSettings, syntaxBeyond, syntaxErrors } from '../../../scripts/lib/weapp-syntax'

describe('the mini-program build is parsed as its oldest engine would', () => {
  it('passes ES2019, the syntax of iOS 13.0: spread, async functions, optional catch binding', () => {
    expect(syntaxBeyond('const a = { ...b }; async function f() { await g(); try { h() } catch { } }', 2019)).toBeNull()
  })

  it.each([
    ['optional chaining', 'var a = b?.c'],
    ['nullish coalescing', 'var a = b ?? c'],
    ['class fields', 'class A { x = 1 }'],
    ['a private method', 'class A { #m() {} }'],
  ])('fails on %s (newer than ES2019)', (_, source) => {
    expect(syntaxBeyond(source, 2019)).toMatch(/^syntax newer than ES2019/)
  })

  it('fails on a lookbehind in a regular-expression literal, which the parser itself accepts', () => {
    expect(syntaxBeyond('var r = /(?<=¥)\\d+/g', 2019)).toMatch(/lookbehind \(iOS 16\.4\): \/\(\?<=¥\)\\d\+\/g at 8/)
    expect(syntaxBeyond('var r = /(?<!a)b/', 2019)).toMatch(/lookbehind/)
    expect(syntaxBeyond('var r = /(?<year>\\d{4})/', 2019)).toBeNull()
  })

  it('names each file that fails, and no other', () => {
    const files = [
      { path: 'app.js', read: () => 'var a = 1' },
      { path: 'vendors.js', read: () => 'var a = b?.c' },
    ]
    expect(syntaxErrors(files, 2019)).toEqual([expect.stringMatching(/^vendors\.js: syntax newer than ES2019/)])
  })
})

describe('the engines the mini-program is compiled for', () => {
  it('are those WeChat lists for the minimum base library, parsing ES2019', () => {
    expect(libVersion).toBe('2.30.0')
    expect(miniProgramTargets()).toEqual(getBrowsersList(libVersion))
    expect(miniProgramTargets()).toEqual(['ios 13', 'chrome 86'])
    expect(miniProgramSyntaxYear()).toBe(2019)
  })
})

describe('WeChat ships the JS as built', () => {
  it('only when the built project.config.json turns its compile to ES5 off', () => {
    expect(recompileSettings({ setting: { es6: false, enhance: false, minified: true } })).toEqual([])
    expect(recompileSettings({ setting: { es6: true, enhance: false } })).toEqual([expect.stringMatching(/setting\.es6 not false/)])
    expect(recompileSettings({ setting: { es6: false } })).toEqual([expect.stringMatching(/setting\.enhance not false/)])
    expect(recompileSettings({ setting: {} })).toEqual([expect.stringMatching(/setting\.es6 and setting\.enhance not false/)])
    expect(recompileSettings(null)).toEqual(['project.config.json not found in the build'])
  })
})
