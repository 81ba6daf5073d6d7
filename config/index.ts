import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { readConfig } from '@tarojs/helper'
import webpack from 'webpack'
import type Chain from 'webpack-chain'
import devConfig from './dev'
import prodConfig from './prod'
import { parseEnv } from './app-env'
import { H5_CUSTOM_ROUTES } from './h5-routes'
import { firstBannerPreloadScript } from './webpack/first-banner-preload'
import { H5_TERSER_CONFIG, mobxProductionBuild, taroStylesInTheirOwnSheet, WEAPP_TERSER_CONFIG } from './webpack/lean-libraries'
import { LegacyPolyfillsPlugin, legacyPolyfillLoader } from './webpack/legacy-polyfills'
import { ModuleMapPlugin } from './webpack/module-map-plugin'
import { exceptFirstScreenPages, FirstScreenCodePlugin } from './webpack/first-screen-code-plugin'
import { shareLibraryHelpers } from './webpack/share-library-helpers'
import { TrimComponentTablePlugin } from './weapp/trim-component-table-plugin'
import { noBrowserAddress } from './weapp/no-browser-address'
import { htmlParserWithItsPages } from './weapp/html-parser-with-its-pages'
import { unusedButtonClasses } from './webpack/button-looks'
import { nutuiSheet, UNUSED_NUTUI_VARIANTS } from './webpack/nutui-variants'
import { pagesOf } from './webpack/page-settings'
import { CUSTOMIZATIONS, leftOut, type Platform } from './customizations'
import { CustomizationGuardPlugin } from './webpack/customization-guard-plugin'
import { MINI_PROGRAM_COLUMN_PX } from '../src/platform/column'

/** Customizations a build leaves out to measure their gain (BUILD_WITHOUT=a,b; npm run measure:customizations). */
const WITHOUT = leftOut(process.env.BUILD_WITHOUT)
const on = (name: string): boolean => !WITHOUT.has(name)

/** Fails the build, naming the customization, when a module it relies on is not met (config/customizations.ts). */
const guardsFor = (platform: Platform) =>
  new CustomizationGuardPlugin({
    guards: CUSTOMIZATIONS.filter((c) => on(c.name) && c.guards?.[platform] && (!c.productionOnly || process.env.NODE_ENV === 'production')).map((c) => ({
      name: c.name,
      tests: c.guards![platform]!,
    })),
  })

/** NutUI's default theme: the variables its components read. */
const NUTUI_THEME = path.resolve(__dirname, '..', 'node_modules/@nutui/nutui-react-taro/dist/styles/themes/default.css')

/**
 * Takes rules out of NutUI's component stylesheets before they are compiled
 * (webpack/strip-css-rules-loader.js): out of every one, or out of the named one's.
 */
const stripFromNutuiSheets = (
  chain: Chain,
  rule: string,
  options: { classes?: string[]; exactClasses?: string[]; selectorParts?: string[]; required?: boolean },
  sheet?: string,
) =>
  chain.module
    .rule(rule)
    .test(nutuiSheet(sheet))
    .enforce('pre')
    .use('strip-css-rules')
    .loader(path.resolve(__dirname, 'webpack/strip-css-rules-loader.js'))
    .options(options)

/**
 * What library stylesheets carry for nothing is taken out of them. Fonts nothing on the first
 * screen uses:
 * NutUI's theme (two number fonts for its badges and prices, which take the app's font instead:
 * app.scss) and, on H5,
 * Taro's component styles (the weui icon font; we use no Taro Icon, Checkbox or Radio). Of NutUI's
 * theme variables only those that change something stay (keep-used-theme-vars-loader.js), and a
 * component's read of one nothing declares becomes its fallback (settle-theme-reads-loader.js); of
 * its button looks only those the app's buttons use, and of its other components' variants only those
 * the app draws.
 */
const trimLibraryStyles = (chain: Chain) => {
  const theme = chain.module.rule('trim-nutui-theme').test(/@nutui[\\/]nutui-react-taro[\\/]dist[\\/]styles[\\/]themes[\\/]default\.css$/).enforce('pre')
  if (on('strip-theme-fonts')) {
    theme
      .use('strip-font-faces')
      .loader(path.resolve(__dirname, 'webpack/strip-font-faces-loader.js'))
      .options({ families: ['JDZH-Regular', 'JDZH-Bold'] })
  }
  if (on('keep-used-theme-vars')) theme.use('keep-used-theme-vars').loader(path.resolve(__dirname, 'webpack/keep-used-theme-vars-loader.js'))
  // in NutUI's component stylesheets a read of a variable nothing declares is its fallback
  // (webpack/settle-theme-reads-loader.js)
  if (on('settle-theme-reads')) chain.module
    .rule('settle-nutui-theme-reads')
    .test(/@nutui[\\/]nutui-react-taro[\\/]dist[\\/]es[\\/]packages[\\/][^\\/]+[\\/]style[\\/]style\.css$/)
    .enforce('pre')
    .use('settle-theme-reads')
    .loader(path.resolve(__dirname, 'webpack/settle-theme-reads-loader.js'))
    .options({ theme: NUTUI_THEME })
  // of NutUI's button colours and fills only those the app's buttons use (webpack/button-looks.ts)
  if (on('unused-button-looks')) stripFromNutuiSheets(chain, 'strip-unused-button-looks', { classes: unusedButtonClasses(), required: true }, 'button')
  // of NutUI's component variants (pop-up sides, tab looks, checkbox and radio buttons, the swiper's
  // dots, a search box's slots, the empty state's small size, a dialog's close and badges) only those
  // the app draws (webpack/nutui-variants.ts)
  if (on('unused-nutui-variants')) {
    for (const { sheet, classes, exactClasses } of UNUSED_NUTUI_VARIANTS) stripFromNutuiSheets(chain, `strip-unused-${sheet}-variants`, { classes, exactClasses, required: true }, sheet)
  }
  // NutUI's right-to-left variants: the storefront is left to right
  if (on('no-rtl-styles')) stripFromNutuiSheets(chain, 'strip-nutui-rtl', { classes: ['nut-rtl'], selectorParts: ['[dir=rtl]'] })
  if (on('strip-theme-fonts')) chain.module
    .rule('strip-taro-weui-font')
    .test(/@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/)
    .enforce('pre')
    .use('strip-font-faces')
    .loader(path.resolve(__dirname, 'webpack/strip-font-faces-loader.js'))
    .options({ families: ['weui'] })
}

/**
 * The mini-program's tap states are hover-class, not `:active` (WeChat's experience audit: an
 * :active state fires too easily and stays on while the finger scrolls). NutUI's component sheets
 * press with `:active` (a button, a cell, a dialog's close, a pop-up title's button); those rules are
 * left out of the mini-program's stylesheets. A pressed NutUI button keeps its look through WeChat's
 * own hover-class of <button>, `button-hover` (src/app.scss). The H5 build keeps them.
 */
const noActiveTapStates = (chain: Chain) => {
  if (on('weapp-no-active-tap-states')) stripFromNutuiSheets(chain, 'strip-nutui-active', { selectorParts: [':active'] })
}

/**
 * The sanitizer of server HTML gives the CSS filter its own list; the filter's default list of
 * about 300 properties ships no more (webpack/css-filter-own-list-loader.js).
 */
const cssFilterOwnList = (chain: Chain) => {
  if (!on('css-filter-own-list')) return
  chain.module
    .rule('css-filter-own-list')
    .test(/[\\/]cssfilter[\\/]lib[\\/]default\.js$/)
    .enforce('pre')
    .use('css-filter-own-list')
    .loader(path.resolve(__dirname, 'webpack/css-filter-own-list-loader.js'))
}

/**
 * Mini-program: React's scheduler is given a `setImmediate` (weapp/scheduler-turn.js, a microtask),
 * which it prefers to its fallback, a 0 ms timer that fired on the next page when its page closed.
 */
const schedulerTurn = (chain: Chain) => {
  if (!on('scheduler-turn')) return
  chain.plugin('scheduler-turn').use(webpack.ProvidePlugin, [{ setImmediate: [path.resolve(__dirname, 'weapp/scheduler-turn.js'), 'setImmediate'] }])
}

/**
 * react-transition-group's Transition (NutUI's sheets and dialogs) clears its transition-end timer
 * when it unmounts, instead of only cancelling the callback (webpack/transition-timer-cleared-loader.js).
 */
const transitionTimerCleared = (chain: Chain) => {
  if (!on('transition-timer-cleared')) return
  chain.module
    .rule('transition-timer-cleared')
    .test(/[\\/]react-transition-group[\\/]esm[\\/]Transition\.js$/)
    .enforce('pre')
    .use('transition-timer-cleared')
    .loader(path.resolve(__dirname, 'webpack/transition-timer-cleared-loader.js'))
}

/**
 * NutUI's icon package declares its index (a list of re-exports plus one stylesheet import) as
 * having side effects, so webpack keeps every icon any page uses attached to that index, which sits
 * in the code every page shares (the mini-program main package, the H5 first screen). Declared pure,
 * each icon goes only where it is used; the icons' stylesheet is imported by the app itself.
 */
const iconsIndexIsPure = (chain: Chain) => {
  if (on('icons-index-pure')) chain.module
    .rule('nutui-icons-index-pure')
    .test(/@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$/)
    .set('sideEffects', false)
  // of the icons' stylesheet only the icon box and the loading spin are used, not the animations
  // (nor the duration and delay only they read)
  if (on('icon-animations')) chain.module
    .rule('strip-nutui-icon-animations')
    .test(/@nutui[\\/]icons-react-taro[\\/]dist[\\/]style_icon\.css$/)
    .enforce('pre')
    .use('strip-css-rules')
    .loader(path.resolve(__dirname, 'webpack/strip-css-rules-loader.js'))
    .options({
      classes: ['nut-icon-am-'],
      keyframes: ['nutJump', 'nutJumpOne', 'nutBlink', 'nutBreathe', 'nutFlash', 'nutBounce', 'nutShake'],
      properties: ['--animate-duration', '--animate-delay'],
      required: true,
    })
}

/**
 * NutUI's components read their locale texts through its configprovider module; the app never uses
 * NutUI's ConfigProvider, so the module is one that answers NutUI's defaults (see the file).
 */
const nutuiDefaultConfig = (chain: Chain) => {
  if (!on('nutui-default-config')) return
  chain.plugin('nutui-default-config').use(webpack.NormalModuleReplacementPlugin, [
    /@nutui[\\/]nutui-react-taro[\\/]dist[\\/]es[\\/]packages[\\/]configprovider[\\/]configprovider\.js$/,
    path.resolve(__dirname, 'webpack/nutui-default-config.js'),
  ])
}

/** The app's page modules (absolute, without extension), from the app config. */
const PAGE_MODULES = new Set(
  pagesOf(readConfig(path.resolve(__dirname, '..', 'src/app.config.ts'))).map((page) => path.resolve(__dirname, '..', 'src', page)),
)
const isPageModule = (file: string): boolean => PAGE_MODULES.has(file.replace(/\.[jt]sx?$/, ''))

/** Wraps the H5 router's page loaders (the lazy pages' wait and timeout). */
const LAZY_PAGE_MODULE = path.resolve(__dirname, '..', 'src/platform/lazy-page.h5.ts')

/** The H5 site is served from the root of its host. */
const H5_PUBLIC_PATH = '/'

/** The H5 date picker's animations, kept with its look (see the picker rules below). */
const TARO_PICKER_KEYFRAMES = ['taro-picker__slide-up', 'taro-picker__slide-down', 'taro-picker__fade-in', 'taro-picker__fade-out']

/** A module in at least this many lazy page chunks (of 72 routes) counts as one every page needs. */
const EVERY_PAGE_MIN_CHUNKS = 60
/** The page of almost every visit's first screen (H5): its code comes with the app's (config/webpack/first-screen-code-plugin.ts). */
const FIRST_SCREEN_PAGES = ['pages/home/home']

/** A one-off build (not --watch): it exits 1 on an error (scripts/taro-build.mjs checks the rest). */
const ONE_OFF_BUILD = !process.argv.includes('--watch')
/** …and stops at its first error, unless BUILD_KEEP_GOING=1 asks for every error (the upgrade rehearsal). */
const STOP_AT_FIRST_ERROR = ONE_OFF_BUILD && process.env.BUILD_KEEP_GOING !== '1'

/** NutUI is written for a 375 px design; our own styles use 750. */
const designWidthFor = (input?: { file?: string }): number =>
  input?.file?.replace(/\\+/g, '/').includes('@nutui/') ? 375 : 750

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'kids-health-storefront',
    date: '2026-11-21',
    designWidth: designWidthFor as unknown as number,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: process.env.TARO_OUTPUT_ROOT || `dist/${process.env.TARO_ENV}`,
    // mini-program: base.wxml carries one copy of the templates per level of nesting (16 by default,
    // 74 KB of the main package); at 10 it is 57 KB, and a deeper subtree is drawn by Taro's
    // recursive comp component (every page passes the runtime checks at this depth). The plugin
    // weapp-trim-base-template then drops the bindings no script sets (40 KB)
    baseLevel: 10,
    plugins: [
      // how each build ended, for scripts/taro-build.mjs, which decides the exit code
      path.resolve(__dirname, 'plugins/build-result.js'),
      path.resolve(__dirname, 'plugins/weapp-project-config.js'),
      // brotli and gzip copies beside the H5 build's text files, for the web server (deploy/nginx/)
      path.resolve(__dirname, 'plugins/h5-precompress.js'),
      ...(on('trim-base-template') ? [path.resolve(__dirname, 'plugins/weapp-trim-base-template.js')] : []),
    ],
    // the TARO_APP_* variables of the mode's .env file (Taro has put them in process.env by now),
    // validated here so that a missing or malformed one fails the build, not the app (app-env.ts)
    defineConstants: { __APP_ENV__: JSON.stringify(parseEnv(process.env)) },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@types-api': path.resolve(__dirname, '..', 'types'),
    },
    copy: { patterns: [], options: {} },
    // The mini-program's scripts keep Chinese text as UTF-8 (webpack/lean-libraries.js); the H5 build
    // keeps the default.
    // On H5 the minifier drops Taro's defaults of keeping function names and quoting keys
    // (webpack/lean-libraries.ts).
    terser: { enable: true, config: process.env.TARO_ENV === 'weapp' ? WEAPP_TERSER_CONFIG : on('h5-terser') ? H5_TERSER_CONFIG : {} },
    framework: 'react',
    compiler: {
      type: 'webpack5',
      // a one-off build with errors exits 1 (Taro's default, 0, exits 0); a watch build keeps watching
      errorLevel: ONE_OFF_BUILD ? 1 : 0,
      prebundle: { enable: false, exclude: ['@nutui/nutui-react-taro', '@nutui/icons-react-taro'] },
    },
    cache: { enable: false },
    sass: {
      data: '@use "@/styles/variables.scss" as *;',
    },
    mini: {
      // types/ holds the API contract; compile it like src/ in case a constant lives beside the types.
      // valibot ships ES2020 (`?.`, `??`), newer than the oldest engine the mini-program runs on
      // (config/mini-program-targets.js); Babel compiles it down with our own code. Matched by name,
      // wherever npm put it: in a copy of the project whose node_modules is a link (the release's dry
      // run), webpack sees the package at the link's target
      compile: { include: [path.resolve(__dirname, '..', 'types'), (file: string) => /[\\/]node_modules[\\/]valibot[\\/]/.test(file)] },
      miniCssExtractPluginOption: { ignoreOrder: true },
      // Taro's default, stated: modules only subpackages use ship in those subpackages. (Its
      // `exclude` option is not usable in Taro 4.2.1: the first excluded module found in a page
      // stops the scan of that page's other modules, which then stay in the main package.)
      optimizeMainPackage: { enable: true },
      // Taro's innerHTML is installed by src/platform/rich-html.ts when the first rich text is drawn,
      // with its parser in the subpackages that draw one (config/weapp/html-parser-with-its-pages.js)
      runtime: { enableInnerHTML: false },
      // pictures ship as files in their package, not as base64 (a third larger) inside the script
      // (a limit of 0 reads as "not set" and falls back to inlining small files)
      imageUrlLoaderOption: { limit: 1 },
      // WEAPP_SOURCEMAP=1: source maps beside the scripts, for scripts/weapp-bytes.ts to tell which
      // modules the minified bytes of each package come from (never in a build that ships)
      enableSourceMap: process.env.WEAPP_SOURCEMAP === '1',
      sourceMapType: 'source-map',
      // no minifyXML: its html-minifier pass drops the closing </input> of base.wxml, which WeChat's
      // wcc refuses ("expect end-tag `input`"); WXML is compressed by WeChat on upload instead
      // (setting.minifyWXML in project.config.json), checked by npm run check:weapp:compile
      webpackChain(chain) {
        chain.bail(STOP_AT_FIRST_ERROR)
        // which modules each chunk holds and who imports them, for npm run check:weapp
        chain.plugin('module-map').use(ModuleMapPlugin, [{ projectRoot: path.resolve(__dirname, '..') }])
        trimLibraryStyles(chain)
        noActiveTapStates(chain)
        iconsIndexIsPure(chain)
        nutuiDefaultConfig(chain)
        if (on('mobx-production')) mobxProductionBuild(chain)
        if (on('share-library-helpers')) shareLibraryHelpers(chain, webpack)
        cssFilterOwnList(chain)
        transitionTimerCleared(chain)
        schedulerTurn(chain)
        chain.plugin('customization-guard').use(guardsFor('weapp'))
        // Taro's runtime keeps attribute lists only for the components base.wxml draws
        if (on('trim-component-table')) chain.plugin('trim-component-table').use(TrimComponentTablePlugin)
        // … and no browser address (location, history, URL), which nothing reads on the mini-program
        noBrowserAddress(chain, { standIns: on('no-browser-address') })
        // … and its HTML parser ships with the pages that draw server HTML (see `runtime` below)
        if (on('html-parser-with-its-pages')) htmlParserWithItsPages(chain)
        // webpack sees which of the runtime's exports @tarojs/taro reads, so the unused ones go
        if (on('taro-reads-hooks')) chain.module
          .rule('taro-reads-hooks')
          .test(/@tarojs[\\/]taro[\\/]index\.js$/)
          .use('taro-reads-hooks')
          .loader(path.resolve(__dirname, 'weapp/taro-reads-hooks-loader.js'))
      },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
        // rpx lengths stop growing past the page's column, so a resizable window wider than a phone
        // draws the pages at a phone's size, centred (src/platform/column.ts)
        [path.resolve(__dirname, 'postcss/weapp-column-lengths.js')]: { enable: true, config: { columnPx: MINI_PROGRAM_COLUMN_PX } },
      },
    },
    h5: {
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      publicPath: H5_PUBLIC_PATH,
      staticDirectory: 'static',
      // history mode at the site root (base /); Taro's default basename is the root
      router: {
        mode: 'browser',
        customRoutes: H5_CUSTOM_ROUTES,
      },
      esnextModules: ['nutui-react-taro', 'icons-react-taro'],
      // H5_SOURCEMAP=1: source maps beside the scripts, for scripts/weapp-bytes.ts to tell which
      // modules the minified bytes of a chunk come from (never in a build that ships)
      enableSourceMap: process.env.H5_SOURCEMAP === '1',
      sourceMapType: 'source-map',
      // Taro's React components for H5 (View, Text, Image, Button, Input, ScrollView, Swiper …) instead
      // of its web-component set, which ships every component (Video, Picker, Textarea, the whole
      // swiper bundle) in one chunk the first screen has to load
      useHtmlComponents: true,
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
        // the mini-program's `page` element does not exist in a browser: its selectors go
        [path.resolve(__dirname, 'postcss/h5-drop-page-selectors.js')]: { enable: on('h5-drop-page-selectors') },
      },
      // tab icons and small pictures are files the browser fetches and caches, not base64 in the JS
      imageUrlLoaderOption: { limit: true },
      fontUrlLoaderOption: { limit: true },
      // fetch and AbortController polyfills load only in a browser without them (src/index.html)
      // and a returning parent's first banner is fetched from the head, before the app has run
      htmlPluginOption: { polyfillLoader: legacyPolyfillLoader(H5_PUBLIC_PATH), firstBannerPreload: firstBannerPreloadScript() },
      webpackChain(chain) {
        chain.bail(STOP_AT_FIRST_ERROR)
        // H5_MODULE_MAP=1: which modules each chunk holds (<output>.modules.json), as for the mini-program
        if (process.env.H5_MODULE_MAP === '1') chain.plugin('module-map').use(ModuleMapPlugin, [{ projectRoot: path.resolve(__dirname, '..') }])
        if (on('legacy-polyfills')) chain.plugin('legacy-polyfills').use(LegacyPolyfillsPlugin)
        trimLibraryStyles(chain)
        iconsIndexIsPure(chain)
        nutuiDefaultConfig(chain)
        if (on('mobx-production')) mobxProductionBuild(chain)
        if (on('share-library-helpers')) shareLibraryHelpers(chain, webpack)
        cssFilterOwnList(chain)
        transitionTimerCleared(chain)
        chain.plugin('customization-guard').use(guardsFor('h5'))
        // a selector query whose page has no container yet answers from the document instead of
        // throwing (see the loader)
        chain.module
          .rule('selector-query-page-gone')
          .test(/@tarojs[\\/]taro-h5[\\/]dist[\\/](api[\\/]wxml[\\/]selectorQuery|index\.esm)\.js$/)
          .enforce('pre')
          .use('selector-query-page-gone')
          .loader(path.resolve(__dirname, 'webpack/selector-query-page-gone-loader.js'))
        // the H5 component library's sheet, which every first screen loads: without the button look
        // NutUI replaces and the weui icon glyphs, and without the date picker's look, which the one
        // page with a picker imports on its own (`?picker-only`, src/platform/picker-styles.h5.ts)
        if (on('h5-component-sheet')) chain.module
          .rule('strip-h5-component-button-look')
          .test(/@tarojs[\\/]components-react[\\/]dist[\\/]index\.css$/)
          .resourceQuery({ not: [/picker-only/] })
          .enforce('pre')
          .use('strip-css-rules')
          .loader(path.resolve(__dirname, 'webpack/strip-css-rules-loader.js'))
          .options({ classes: ['taro-button-core', 'weui-icon', 'taro-picker'], keyframes: TARO_PICKER_KEYFRAMES, required: true })
        if (on('h5-component-sheet')) chain.module
          .rule('h5-component-picker-look')
          .test(/@tarojs[\\/]components-react[\\/]dist[\\/]index\.css$/)
          .resourceQuery(/picker-only/)
          .enforce('pre')
          .use('only-css-rules')
          .loader(path.resolve(__dirname, 'webpack/strip-css-rules-loader.js'))
          .options({ only: ['taro-picker'], required: true })
        // Taro's H5 entry, as its loader wrote it: the app's code is evaluated and the app started in
        // four tasks, not one; the settings only WeChat reads (the subpackage table among them) are
        // left out, and so are the pages' settings (see the loaders)…
        const entry = chain.module.rule('h5-entry').test(/[\\/]src[\\/]app\.config\.ts$/).enforce('pre')
        entry.use('start-app-a-task-later').loader(path.resolve(__dirname, 'webpack/start-app-a-task-later-loader.js'))
        if (on('h5-entry-without-mini-program-settings')) {
          entry.use('h5-entry-without-mini-program-settings').loader(path.resolve(__dirname, 'webpack/h5-entry-without-mini-program-settings-loader.js'))
        }
        if (on('h5-entry-without-page-settings')) {
          entry.use('h5-entry-without-page-settings').loader(path.resolve(__dirname, 'webpack/h5-entry-without-page-settings-loader.js'))
        }
        // …and each page's settings come with the page's code (webpack/page-settings.js)
        if (on('h5-entry-without-page-settings')) chain.module
          .rule('page-settings-in-page')
          .test(isPageModule)
          .enforce('pre')
          .use('page-settings-in-page')
          .loader(path.resolve(__dirname, 'webpack/page-settings-in-page-loader.js'))
        // Taro's router makes its tab bar from the web-component set, whose runtime nothing else on
        // the first screen needs: the router gets our own element with the same name and events
        if (on('h5-tab-bar-element')) chain.plugin('h5-tab-bar').use(webpack.NormalModuleReplacementPlugin, [
          /^@tarojs\/components\/dist\/components$/,
          (resource: { request: string; contextInfo?: { issuer?: string } }) => {
            if (/[\\/]@tarojs[\\/]router[\\/]/.test(resource.contextInfo?.issuer ?? '')) {
              resource.request = path.resolve(__dirname, '..', 'src/platform/tab-bar-element.h5.ts')
            }
          },
        ])
        // Taro's router draws a navigation bar that it shows only on a page asking for it
        // (navigationStyle 'default'); none does, so the router gets a stand-in without the bar.
        // Production builds only: there Taro's router is its module-per-file dist/index.js. The
        // development build (npm start) never met the stand-in, so it keeps the bar, hidden.
        if (on('no-h5-navigation-bar') && chain.get('mode') === 'production') chain.plugin('no-h5-navigation-bar').use(webpack.NormalModuleReplacementPlugin, [
          /^\.\/navigationBar\.js$/,
          (resource: { request: string; contextInfo?: { issuer?: string } }) => {
            if (/[\\/]@tarojs[\\/]router[\\/]dist[\\/]index\.js$/.test(resource.contextInfo?.issuer ?? '')) {
              resource.request = path.resolve(__dirname, '..', 'src/platform/no-navigation-bar.h5.ts')
            }
          },
        ])
        // Pages load on demand: their wait after 200 ms, the error with 重新加载 after 60 s (spec §2, §9).
        // Taro's H5 loader writes each page's loader into the entry (config.routes) and runs the
        // framework's execBeforeCreateWebApp code right before the router is created from them;
        // that is where the loaders get wrapped (src/platform/lazy-page.h5.ts).
        chain.plugin('mainPlugin').tap((args: Array<{ loaderMeta?: Record<string, string | undefined> }>) => {
          const meta = (args[0].loaderMeta ??= {})
          meta.extraImportForWeb = `${meta.extraImportForWeb ?? ''}import { guardPageLoaders } from ${JSON.stringify(LAZY_PAGE_MODULE)}\n`
          meta.execBeforeCreateWebApp = `${meta.execBeforeCreateWebApp ?? ''}guardPageLoaders(config.routes)\n`
          return args
        })
        // the home tab is the first screen of almost every visit: fetch its page code with the app, and
        // have the first screen's scripts compiled as they download
        chain.plugin('first-screen-code').use(FirstScreenCodePlugin, [{ pages: FIRST_SCREEN_PAGES, publicPath: H5_PUBLIC_PATH }])
        // A page chunk that has not arrived after 120 s fails as a ChunkLoadError (spec §8).
        chain.output.chunkLoadTimeout(120_000)
        // One copy of shared libraries instead of one per lazy page chunk.
        chain.optimization.splitChunks({
          chunks: 'all',
          cacheGroups: {
            // libraries the first screen needs; ones only lazy pages import (the China area table,
            // the HTML sanitizer) stay in those pages' own chunks
            defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true, name: 'vendors', chunks: 'initial' },
            // the home keeps what it shares with other pages in its own chunk: no extra file first
            default: { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks: exceptFirstScreenPages(FIRST_SCREEN_PAGES) },
            // the scripts nearly every page imports (mobx-react's observer, the page boundary, Button,
            // Image, View) come with the shell's libraries instead of as two more files every first
            // screen waits for; their styles stay with each page's own, after the app's in the cascade
            everyPage: { type: /^javascript\//, chunks: 'async', minChunks: EVERY_PAGE_MIN_CHUNKS, priority: -5, name: 'vendors', enforce: true },
          },
        })
        // Taro's component styles in a stylesheet linked before the app's (webpack/lean-libraries.js)
        if (on('taro-styles-own-sheet')) taroStylesInTheirOwnSheet(chain)
      },
    },
  }
  if (process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
