/**
 * Whether the mini-program's built JS runs on the oldest engine it is for. WeChat ships it as built
 * (config/mini-program-targets.js), so a file with newer syntax than that engine parses, ours or a
 * dependency's that Babel did not compile, is a blank page on those phones: it is an error here.
 */
import { parse, tokTypes, type Token } from 'acorn'

/** Regular-expression lookbehind, which acorn accepts from ES2018 but iOS has only from 16.4. */
const LOOKBEHIND = /\(\?<[=!]/

/**
 * What in `source` the oldest engine cannot parse: newer syntax than ECMAScript `year`, or a
 * lookbehind in a regular-expression literal; null when nothing. (A lookbehind built at run time,
 * `new RegExp('(?<=…)')`, is not seen.)
 */
export function syntaxBeyond(source: string, year: number): string | null {
  const lookbehinds: string[] = []
  try {
    parse(source, {
      ecmaVersion: year as Parameters<typeof parse>[1]['ecmaVersion'],
      sourceType: 'script',
      onToken: (token: Token) => {
        const literal = token.type === tokTypes.regexp ? source.slice(token.start, token.end) : ''
        if (LOOKBEHIND.test(literal)) lookbehinds.push(`${literal.slice(0, 60)} at ${token.start}`)
      },
    })
  } catch (e) {
    return `syntax newer than ES${year}: ${(e as Error).message}`
  }
  return lookbehinds.length ? `regular-expression lookbehind (iOS 16.4): ${lookbehinds.slice(0, 3).join(', ')}` : null
}

/** One error per built JS file the oldest engine cannot parse. */
export function syntaxErrors(files: Array<{ path: string; read: () => string }>, year: number): string[] {
  return files.flatMap((f) => {
    const problem = syntaxBeyond(f.read(), year)
    return problem ? [`${f.path}: ${problem}; the mini-program's oldest engine cannot run it (config/mini-program-targets.js)`] : []
  })
}

/**
 * The settings of the built project.config.json that would have WeChat compile the JS again to ES5
 * on upload (将 JS 代码编译成 ES5: `es6`, `enhance`): then phones would not run the code built and
 * checked here.
 */
export function recompileSettings(projectConfig: { setting?: Record<string, unknown> } | null): string[] {
  if (!projectConfig) return ['project.config.json not found in the build']
  const on = (['es6', 'enhance'] as const).filter((k) => projectConfig.setting?.[k] !== false)
  return on.length ? [`project.config.json: setting.${on.join(' and setting.')} not false: WeChat would compile the JS again to ES5 on upload (config/mini-program-targets.js)`] : []
}
