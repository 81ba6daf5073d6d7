/**
 * Polyfills on demand (H5). Taro's request imports the fetch and AbortController polyfills and a
 * JSONP client into the code of every first screen, about 8 KB gzip, although every browser we
 * support but the oldest (Chrome 53 based in-app browsers, iOS 10) has fetch and AbortController,
 * and nothing in the storefront asks for JSONP.
 *
 * - the two polyfills are taken out of the bundle and written beside it as plain files;
 * - a one-line script in the page's head loads them, before the app's code, only in a browser
 *   that lacks fetch or AbortController;
 * - the JSONP client is replaced by one that refuses: a request with `jsonp` set fails instead of
 *   silently doing something else.
 */
import fs from 'node:fs'
import path from 'node:path'
import webpack, { type Compiler } from 'webpack'

interface Polyfill {
  /** the module Taro's request imports */
  request: RegExp
  /** the package's own browser build, which installs itself only where the feature is missing */
  file: string
  packageName: string
  /** what the browser lacks when it needs this file */
  missing: string
}

/** The copies Taro's request would have bundled: resolved from Taro's H5 package, wherever npm put them. */
const tarosCopy = (packageName: string): string =>
  path.dirname(require.resolve(`${packageName}/package.json`, { paths: [path.dirname(require.resolve('@tarojs/taro-h5/package.json'))] }))

export const LEGACY_POLYFILLS: Polyfill[] = [
  { request: /^whatwg-fetch$/, packageName: 'whatwg-fetch', file: 'dist/fetch.umd.js', missing: '!window.fetch' },
  {
    request: /^abortcontroller-polyfill\/dist\/abortcontroller-polyfill-only$/,
    packageName: 'abortcontroller-polyfill',
    file: 'dist/abortcontroller-polyfill-only.js',
    missing: '!window.AbortController',
  },
]

const versionOf = (packageName: string): string =>
  (JSON.parse(fs.readFileSync(path.join(tarosCopy(packageName), 'package.json'), 'utf8')) as { version: string }).version

/** The browser build of a polyfill, as installed. */
export const polyfillFile = (p: Polyfill): string => path.join(tarosCopy(p.packageName), p.file)

/** Where a polyfill is served from, under the output folder; the version in the name keeps caches honest. */
export const polyfillAsset = (p: Polyfill, version = versionOf(p.packageName)): string => `static/polyfills/${p.packageName}-${version}.js`

/**
 * The inline script for the page's head: in a browser without fetch or AbortController it writes
 * the polyfills' script tags into the page, so they run (in order) before the app's own scripts.
 */
export function polyfillLoaderScript(publicPath: string, polyfills: { missing: string; asset: string }[]): string {
  const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`
  const lacks = polyfills.map((p) => p.missing).join('||')
  const tags = polyfills.map((p) => `<script src="${base}${p.asset}"><\\/script>`).join('')
  return `if(${lacks}){document.write('${tags}')}`
}

export const legacyPolyfillLoader = (publicPath: string): string =>
  polyfillLoaderScript(
    publicPath,
    LEGACY_POLYFILLS.map((p) => ({ missing: p.missing, asset: polyfillAsset(p) })),
  )

const EMPTY_MODULE = path.join(__dirname, 'polyfill-loaded-by-page.js')
const NO_JSONP = path.join(__dirname, 'no-jsonp.js')

/** Takes the polyfills and the JSONP client out of the bundle and writes the polyfill files. */
export class LegacyPolyfillsPlugin {
  apply(compiler: Compiler): void {
    const fromTaro = (issuer: string | undefined) => /[\\/]@tarojs[\\/]taro-h5[\\/]/.test(issuer ?? '')
    new webpack.NormalModuleReplacementPlugin(/^(whatwg-fetch|abortcontroller-polyfill\/.*|jsonp-retry)$/, (resource: { request: string; contextInfo?: { issuer?: string } }) => {
      if (!fromTaro(resource.contextInfo?.issuer)) return
      resource.request = resource.request === 'jsonp-retry' ? NO_JSONP : EMPTY_MODULE
    }).apply(compiler)

    compiler.hooks.thisCompilation.tap('LegacyPolyfillsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LegacyPolyfillsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const p of LEGACY_POLYFILLS) {
          const source = fs.readFileSync(polyfillFile(p), 'utf8')
          compilation.emitAsset(polyfillAsset(p), new webpack.sources.RawSource(source))
        }
      })
    })
  }
}
