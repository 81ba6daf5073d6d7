/**
 * H5: a page's settings (its title, pull-down refresh, share flags …, from `<page>.config.ts`)
 * travel with the page's code instead of the entry every first screen downloads.
 *
 * Taro's H5 loader writes every page's settings into the entry, beside the page's loader
 * (`config.routes`): 72 pages' titles and flags before the first screen, of which it reads one. The
 * router reads a page's settings only once the page's code has arrived (`handler.pageConfig`, after
 * `router.resolve`), so they can come with that code:
 * - the entry's routes lose their settings (h5-entry-without-page-settings-loader.js), and the build
 *   fails unless each one it drops is what `settingsOf` reads for that page;
 * - each page module exports its settings as SETTINGS_EXPORT (page-settings-in-page-loader.js);
 * - the app's page loaders copy them onto the page's route as the code arrives, before the router
 *   reads them (src/platform/lazy-page.h5.ts, PAGE_SETTINGS_EXPORT there is this name).
 */
const path = require('node:path')

/** The name under which a page module exports its settings. */
const SETTINGS_EXPORT = 'taroPageConfig'

/** A page's settings file: `<page>.config.ts` next to the page, as Taro looks for it. */
const settingsFileOf = (pageFile) => pageFile.replace(/\.[jt]sx?$/, '') + '.config.ts'

/** A page's settings, read the way Taro's loaders read them (`page` is relative to `srcDir`, no extension). */
const settingsOf = (srcDir, page) => readSettings(settingsFileOf(path.join(srcDir, page)))

/** Taro's reader of settings files (required when first used: it brings esbuild). */
const readSettings = (file) => require('@tarojs/helper').readConfig(file)

/** Every page of the app config (`pages` and the subpackages' pages), as Taro names them. */
function pagesOf(appConfig) {
  const sub = (appConfig.subPackages ?? appConfig.subpackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root.replace(/\/$/, '')}/${page}`))
  return [...(appConfig.pages ?? []), ...sub]
}

module.exports = { SETTINGS_EXPORT, settingsFileOf, settingsOf, readSettings, pagesOf }
