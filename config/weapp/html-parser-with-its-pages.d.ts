/** Types of html-parser-with-its-pages.js (CommonJS, as the other build steps of config/weapp/). */
type SplitModule = { resource?: string; context?: string }
export const INNER_HTML_DIR: RegExp
export function runtimeGroupTakes(taroTest: (module: SplitModule) => boolean, module: SplitModule): boolean
export function htmlParserWithItsPages(chain: unknown): void
