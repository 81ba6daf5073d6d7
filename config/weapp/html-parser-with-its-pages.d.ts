/** Types of html-parser-with-its-pages.js (CommonJS, as the other build steps of config/weapp/). */
type SplitModule = { resource?: string; context?: string }
export const INNER_HTML_DIR: RegExp
export const ENTRY_SET_INNER_HTML: string
export function runtimeGroupTakes(taroTest: (module: SplitModule) => boolean, module: SplitModule): boolean
export function entryStandInFor(issuer: string | undefined, resource: string | undefined): string | undefined
export function htmlParserWithItsPages(chain: unknown): void
