/**
 * Every way this build departs from what Taro, webpack and NutUI do by default, in one list: what it
 * does, its kind, which file of Taro or a library it relies on, and what tests it. config/README.md's
 * table is written from this list (`npm run measure:customizations`, which also measures each one's
 * gain by building without it), and a unit test keeps the two equal.
 *
 * Kinds:
 * - `option`: a supported option of Taro, webpack, Babel, PostCSS or NutUI, or Taro's plugin API;
 * - `checked`: a loader or plugin of ours that rewrites what Taro or a library produces. Its test
 *   runs on this Taro version's real output (test/build/real-inputs.test.ts, or the build itself),
 *   and it fails the build, with its own name, when what it expects is absent: its own guard, or
 *   `guards` below (config/webpack/customization-guard-plugin.js: a module it must meet).
 * (A patch of a dependency applied at install would be the third kind; the build has none.)
 *
 * A customization with `measured` can be left out of a build with BUILD_WITHOUT=name[,name…]
 * (config/index.ts), which is how its gain is measured.
 */

import { nutuiSheet, UNUSED_NUTUI_VARIANTS } from './webpack/nutui-variants'

export type Platform = 'weapp' | 'h5'

export interface Customization {
  name: string
  kind: 'option' | 'checked'
  platforms: Platform[]
  /** what it does, in a line */
  does: string
  /** the file of Taro or a library it depends on (what an upgrade may change) */
  reliesOn: string
  /** where it is tested */
  tests: string
  /** modules the build must meet for it to have worked, by platform (their absence fails the build, naming it) */
  guards?: Partial<Record<Platform, RegExp[]>>
  /** whether BUILD_WITHOUT may leave it out (to measure its gain) */
  measured?: boolean
  /** applied to production builds only (its guards too) */
  productionOnly?: true
  /** customizations that need this one, left out with it when it is measured (their guards would fail the build) */
  measuredWith?: string[]
  /** what it is for when it is not bytes (a fix, the first screen's time) */
  purpose?: string
}

const NUTUI_STYLE = nutuiSheet()
const NUTUI_THEME = /@nutui[\\/]nutui-react-taro[\\/]dist[\\/]styles[\\/]themes[\\/]default\.css$/

export const CUSTOMIZATIONS: readonly Customization[] = [
  // ---- how builds end
  {
    name: 'build-result',
    kind: 'option',
    platforms: ['weapp', 'h5'],
    does: 'reports how each compilation ended (Taro plugin hook onBuildFinish) to scripts/taro-build.mjs, which sets the exit code',
    reliesOn: "Taro's plugin API (ctx.onBuildFinish)",
    tests: 'test/build/planted-failures.test.ts',
    purpose: 'a failed build exits 1',
  },
  {
    name: 'one-off-builds-stop-on-error',
    kind: 'option',
    platforms: ['weapp', 'h5'],
    does: "compiler.errorLevel 1 and webpack's bail for builds without --watch",
    reliesOn: "Taro's compiler.errorLevel; webpack's bail",
    tests: 'test/build/planted-failures.test.ts',
    purpose: 'a failed build exits 1 at its first error',
  },
  {
    name: 'customization-guard',
    kind: 'option',
    platforms: ['weapp', 'h5'],
    does: "fails the build, naming the customization, when a module its `guards` list must meet is not in the build",
    reliesOn: "webpack's plugin API (finishModules)",
    tests: 'test/build/planted-failures.test.ts (a customization whose library file moved)',
    purpose: 'an upgrade that moves a library file fails loudly',
  },
  {
    name: 'keep-real-input',
    kind: 'option',
    platforms: ['weapp', 'h5'],
    does: 'the rewrites of Taro’s generated code keep what they received in dist/.taro-inputs/ (TARO_REAL_INPUTS, set by scripts/taro-build.mjs)',
    reliesOn: "webpack's loader API; Taro's plugin API (modifyBuildAssets)",
    tests: 'test/build/real-inputs.test.ts (reads them)',
    purpose: 'the rewrites are tested on this Taro version’s real output',
  },
  {
    name: 'build-version-stamp',
    kind: 'option',
    platforms: ['weapp', 'h5'],
    does: "package.json's version and the git commit written into the app's configuration (config/build-version.ts)",
    reliesOn: "Taro's defineConstants",
    tests: 'test/unit/config/app-env.test.ts; test/e2e/error-reports.spec.ts (the version on screen and in reports)',
    purpose: 'the version in every error report and on 我的',
  },
  {
    name: 'weapp-engines',
    kind: 'option',
    platforms: ['weapp'],
    does: "compiles the mini-program's JS for the engines of its minimum base library (WeChat's table, miniprogram-compat; valibot too) and ships it as built, without WeChat's second compile to ES5",
    reliesOn: "babel-preset-taro's targets; Taro's mini.compile.include; project.config.json's es6 and enhance",
    tests: "test/unit/scripts/weapp-syntax.test.ts; npm run check:weapp (every built JS file parsed as iOS 13 would, and the settings that keep WeChat from compiling it again)",
    purpose: 'phones run the code the build and its benches measure (config/mini-program-targets.js)',
  },
  {
    name: 'weapp-project-config',
    kind: 'option',
    platforms: ['weapp'],
    does: "writes the build mode's app id and compression settings, with WeChat's compile to ES5 off, into dist/weapp/project.config.json",
    reliesOn: "Taro's plugin API (ctx.onBuildComplete)",
    tests: 'npm run check:weapp:compile (WeChat’s code-quality scan reads it)',
    purpose: 'DevTools opens dist/weapp with the right app id',
  },
  {
    name: 'h5-precompress',
    kind: 'option',
    platforms: ['h5'],
    does: 'writes brotli (.br) and gzip (.gz) copies beside the text files of a one-off H5 build, which nginx sends as they are (deploy/nginx/)',
    reliesOn: "Taro's plugin API (ctx.onBuildFinish)",
    tests: 'test/unit/build/h5-precompress.test.ts; test/nginx/web-server-headers.spec.ts (nginx sends the copies)',
    purpose: 'the web server sends brotli at its best quality without compressing per request',
  },
  // ---- both platforms: sizes
  {
    name: 'design-width-per-file',
    kind: 'option',
    platforms: ['weapp', 'h5'],
    does: "NutUI's files at a 375 px design width, ours at 750",
    reliesOn: "Taro's designWidth as a function",
    tests: 'every page picture and browser test (sizes on screen)',
    purpose: 'NutUI drawn at its size',
  },
  {
    name: 'strip-theme-fonts',
    kind: 'checked',
    platforms: ['weapp', 'h5'],
    does: "drops NutUI theme's two number fonts (JDZH) and Taro's weui icon font",
    reliesOn: '@nutui/nutui-react-taro/dist/styles/themes/default.css; @tarojs/components/dist/taro-components/taro-components.css',
    tests: 'its guard (a family not found fails the build); test/build/planted-failures.test.ts for a loader that cannot load',
    guards: { weapp: [NUTUI_THEME], h5: [NUTUI_THEME] },
    measured: true,
  },
  {
    name: 'keep-used-theme-vars',
    kind: 'checked',
    platforms: ['weapp', 'h5'],
    does: "keeps of NutUI's ~300 theme variables only those that change something and the app's theme does not set again",
    reliesOn: "NutUI's theme default.css and its components' var(--x, fallback) reads",
    tests: 'test/unit/build/theme-vars.test.ts; test/build/watch-build.test.ts',
    guards: { weapp: [NUTUI_THEME], h5: [NUTUI_THEME] },
    measured: true,
  },
  {
    name: 'settle-theme-reads',
    kind: 'checked',
    platforms: ['weapp', 'h5'],
    does: "writes the fallback in place of a NutUI read of a variable nothing declares",
    reliesOn: "NutUI's packages/*/style/style.css",
    tests: 'test/unit/build/settle-theme-reads.test.ts; test/build/watch-build.test.ts',
    guards: { weapp: [NUTUI_STYLE], h5: [NUTUI_STYLE] },
    measured: true,
  },
  {
    name: 'unused-button-looks',
    kind: 'checked',
    platforms: ['weapp', 'h5'],
    does: "drops NutUI's button colours and fills no button of the app uses",
    reliesOn: "NutUI's packages/button/style/style.css",
    tests: 'test/unit/build/button-looks.test.ts; its guard (a class not found fails the build)',
    guards: { weapp: [/[\\/]packages[\\/]button[\\/]style[\\/]style\.css$/], h5: [/[\\/]packages[\\/]button[\\/]style[\\/]style\.css$/] },
    measured: true,
  },
  {
    name: 'unused-nutui-variants',
    kind: 'checked',
    platforms: ['weapp', 'h5'],
    does: "drops the variants of NutUI's pop-up, tabs, checkbox, radio, swiper dots, search box, empty state and dialog that no page draws",
    reliesOn: "NutUI's packages/{popup,tabs,checkbox,checkboxgroup,radio,radiogroup,indicator,swiper,searchbar,empty,dialog}/style/style.css; the cascader's tabs and pop-up",
    tests: 'test/unit/build/nutui-variants.test.ts; test/weapp/nutui-variants-built.test.ts (the built WXSS); its guard (a class not found fails the build)',
    guards: { weapp: UNUSED_NUTUI_VARIANTS.map((v) => nutuiSheet(v.sheet)), h5: UNUSED_NUTUI_VARIANTS.map((v) => nutuiSheet(v.sheet)) },
    measured: true,
  },
  {
    name: 'no-rtl-styles',
    kind: 'checked',
    platforms: ['weapp', 'h5'],
    does: "drops NutUI's right-to-left variants (the storefront is left to right)",
    reliesOn: "NutUI's .nut-rtl and [dir=rtl] selectors",
    tests: 'test/unit/build/strip-css-rules-loader.test.ts',
    guards: { weapp: [NUTUI_STYLE], h5: [NUTUI_STYLE] },
    measured: true,
  },
  {
    name: 'icons-index-pure',
    kind: 'option',
    platforms: ['weapp', 'h5'],
    does: "declares NutUI's icon index free of side effects, so each icon ships only where it is used",
    reliesOn: "webpack's sideEffects rule option; @nutui/icons-react-taro/dist/es/index.es.js",
    tests: 'its guard (the index must be met); npm run check:weapp (main package budget)',
    guards: { weapp: [/@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$/], h5: [/@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$/] },
    measured: true,
  },
  {
    name: 'icon-animations',
    kind: 'checked',
    platforms: ['weapp', 'h5'],
    does: "drops the icon sheet's animations (nothing animates an icon but the spinner)",
    reliesOn: '@nutui/icons-react-taro/dist/style_icon.css',
    tests: 'its guard (a class, keyframes or property not found fails the build)',
    guards: { weapp: [/@nutui[\\/]icons-react-taro[\\/]dist[\\/]style_icon\.css$/], h5: [/@nutui[\\/]icons-react-taro[\\/]dist[\\/]style_icon\.css$/] },
    measured: true,
  },
  {
    name: 'nutui-default-config',
    kind: 'checked',
    platforms: ['weapp', 'h5'],
    does: "replaces NutUI's ConfigProvider module (never used) with one that answers its defaults",
    reliesOn: "NutUI's packages/configprovider/configprovider.js",
    tests: 'test/unit/build/nutui-default-config.test.ts; its guard (the replaced module must be met)',
    guards: { weapp: [/[\\/]config[\\/]webpack[\\/]nutui-default-config\.js$/], h5: [/[\\/]config[\\/]webpack[\\/]nutui-default-config\.js$/] },
    measured: true,
  },
  {
    name: 'mobx-production',
    kind: 'option',
    platforms: ['weapp', 'h5'],
    does: "resolves mobx to its own minified production build in production builds",
    productionOnly: true,
    reliesOn: 'mobx/dist/mobx.esm.production.min.js (resolve.alias)',
    tests: 'its guard (the production file must be met)',
    guards: { weapp: [/mobx\.esm\.production\.min\.js$/], h5: [/mobx\.esm\.production\.min\.js$/] },
    measured: true,
  },
  {
    name: 'share-library-helpers',
    kind: 'checked',
    platforms: ['weapp', 'h5'],
    does: "maps NutUI's swc helpers onto the babel/tslib helpers the app already ships",
    reliesOn: '@swc/helpers/_/* as NutUI imports them',
    tests: 'test/unit/build/share-library-helpers.test.ts; its guard (the stand-ins must be met)',
    guards: { weapp: [/[\\/]config[\\/]webpack[\\/]swc-helper-equivalents[\\/]/], h5: [/[\\/]config[\\/]webpack[\\/]swc-helper-equivalents[\\/]/] },
    measured: true,
  },
  {
    name: 'css-filter-own-list',
    kind: 'checked',
    platforms: ['weapp', 'h5'],
    does: "empties the HTML sanitizer's CSS filter default list (the sanitizer passes its own)",
    reliesOn: 'cssfilter/lib/default.js',
    tests: 'test/build/real-inputs.test.ts; test/unit/build/css-filter-own-list.test.ts',
    guards: { weapp: [/[\\/]cssfilter[\\/]lib[\\/]default\.js$/], h5: [/[\\/]cssfilter[\\/]lib[\\/]default\.js$/] },
    measured: true,
  },
  {
    name: 'transition-timer-cleared',
    kind: 'checked',
    platforms: ['weapp', 'h5'],
    does: "react-transition-group's Transition (NutUI's Popup, Overlay, Dialog) clears its transition-end timer when it unmounts, not only its callback",
    reliesOn: 'react-transition-group/esm/Transition.js (its onTransitionEnd and cancelNextCallback)',
    tests: 'test/build/real-inputs.test.ts; test/unit/build/transition-timer-cleared.test.ts; test/weapp/experience-audit.test.ts (timers-cleared); its guard (the module must be met)',
    guards: { weapp: [/[\\/]react-transition-group[\\/]esm[\\/]Transition\.js$/], h5: [/[\\/]react-transition-group[\\/]esm[\\/]Transition\.js$/] },
    measured: true,
    purpose: "a fix: NutUI sheets' 300 ms timers firing on another page in npm run audit:weapp, 3 without it (BUILD_WITHOUT), none with it in 2 runs of 3 (1 in the other, the framework's deferred unmount); no supported option of NutUI or react-transition-group clears it",
  },
  // ---- mini-program
  {
    name: 'scheduler-turn',
    kind: 'option',
    platforms: ['weapp'],
    does: "React's scheduler runs its work in a microtask (a setImmediate given by webpack's ProvidePlugin, config/weapp/scheduler-turn.js) instead of its fallback for a host without one, a 0 ms setTimeout",
    reliesOn: 'scheduler/cjs/scheduler.production.min.js (it takes setImmediate when the name exists)',
    tests: 'test/unit/build/scheduler-turn.test.ts (the installed scheduler, with and without it); on the built app: test/weapp/page-clean-up.test.ts (a page\'s clean-up runs in the turn it unloads in; fails on a build without it) and every page and journey of test/weapp (timers-cleared); its guard (the module must be met)',
    guards: { weapp: [/[\\/]config[\\/]weapp[\\/]scheduler-turn\.js$/] },
    measured: true,
    purpose: "a fix: React's 0 ms timer, set as a page unloads, fired on the next page: npm run audit:weapp found 2 on a build without it, none with it",
  },
  {
    name: 'base-level-10',
    kind: 'option',
    platforms: ['weapp'],
    does: 'base.wxml with 10 template levels instead of 16',
    reliesOn: "Taro's baseLevel",
    tests: 'every page in the headless mini-program (test/weapp)',
  },
  {
    name: 'trim-base-template',
    kind: 'checked',
    platforms: ['weapp'],
    does: 'drops from base.wxml the attribute and event bindings no script can set',
    reliesOn: 'base.wxml as @tarojs/plugin-platform-weapp writes it',
    tests: 'test/build/real-inputs.test.ts (the real base.wxml); WeChat’s wcc (check:weapp:compile); test/weapp',
    measured: true,
  },
  {
    name: 'trim-component-table',
    kind: 'checked',
    platforms: ['weapp'],
    does: "empties, in Taro's runtime, the attribute lists of components base.wxml does not draw",
    reliesOn: "the component tables in taro.js (@tarojs/runtime, @tarojs/plugin-platform-weapp)",
    tests: 'test/unit/build/trim-component-table.test.ts; its guard on the real taro.js (table count and shape)',
    measured: true,
  },
  {
    name: 'no-browser-address',
    kind: 'checked',
    platforms: ['weapp'],
    does: "Taro's runtime without location, history, URL and URLSearchParams; the build fails when a module reads them",
    reliesOn: '@tarojs/runtime/dist/bom/{location,history,URL,URLSearchParams}.js',
    tests: 'test/unit/build/no-browser-address.test.ts; test/build/planted-failures.test.ts (its guard)',
    guards: { weapp: [/[\\/]config[\\/]weapp[\\/]no-browser-address[\\/]location\.js$/] },
    measured: true,
  },
  {
    name: 'html-parser-with-its-pages',
    kind: 'checked',
    platforms: ['weapp'],
    does: "Taro's HTML parser ships with the pages that draw server HTML, not in the main package",
    reliesOn: "Taro's splitChunks group `taro`; @tarojs/runtime/dist/dom-external/inner-html",
    tests: 'test/unit/build/html-parser-with-its-pages.test.ts; test/weapp/rich-text.test.ts',
    measured: true,
  },
  {
    name: 'taro-reads-hooks',
    kind: 'checked',
    platforms: ['weapp'],
    does: "@tarojs/taro reads the runtime's hooks as a property, so webpack drops the runtime's unused exports",
    reliesOn: '@tarojs/taro/index.js',
    tests: 'test/build/real-inputs.test.ts',
    guards: { weapp: [/@tarojs[\\/]taro[\\/]index\.js$/] },
    measured: true,
    measuredWith: ['no-browser-address'],
  },
  {
    name: 'weapp-no-active-tap-states',
    kind: 'checked',
    platforms: ['weapp'],
    does: "drops NutUI's `:active` tap states from the mini-program's stylesheets (hover-class instead; a pressed NutUI button keeps its look through WeChat's button hover-class)",
    reliesOn: "NutUI's packages/*/style/style.css",
    tests: 'test/unit/build/strip-css-rules-loader.test.ts; test/weapp/experience-audit.test.ts (no :active in the build’s WXSS)',
    guards: { weapp: [NUTUI_STYLE] },
    purpose: "WeChat's experience audit (避免使用 :active 伪类来实现点击态)",
  },
  {
    name: 'inner-html-on-demand',
    kind: 'option',
    platforms: ['weapp'],
    does: "mini.runtime.enableInnerHTML off; src/platform/rich-html.ts installs it with the first rich text",
    reliesOn: "Taro's mini.runtime.enableInnerHTML",
    tests: 'test/weapp/rich-text.test.ts',
  },
  {
    name: 'utf8-scripts',
    kind: 'option',
    platforms: ['weapp'],
    does: 'the minifier keeps Chinese text as UTF-8 instead of \\uXXXX escapes',
    reliesOn: "Taro's terser config (output.ascii_only)",
    tests: 'npm run check:weapp (main package budget)',
  },
  // ---- H5
  {
    name: 'h5-html-components',
    kind: 'option',
    platforms: ['h5'],
    does: "Taro's React components for H5 instead of its web-component set",
    reliesOn: "Taro's h5.useHtmlComponents",
    tests: 'every browser test',
  },
  {
    name: 'h5-component-sheet',
    kind: 'checked',
    platforms: ['h5'],
    does: "Taro's H5 component sheet without the button look, weui icons and the picker (the picker page imports its look alone)",
    reliesOn: '@tarojs/components-react/dist/index.css',
    tests: 'its guard (a class or keyframes not found fails the build); the picker page in the browser tests',
    guards: { h5: [/@tarojs[\\/]components-react[\\/]dist[\\/]index\.css$/] },
    measured: true,
  },
  {
    name: 'weapp-column-lengths',
    kind: 'option',
    platforms: ['weapp'],
    does: 'a PostCSS plugin capping each rpx length at its length in a 480 px column, rounded up to a whole px (`min(24rpx,16px)`), so the resizable mini-program draws a phone\'s page in a wider window and the same page on a phone',
    reliesOn: "Taro's mini.postcss custom plugins (run after pxtransform)",
    tests: 'test/unit/build/weapp-column-lengths.test.ts; test/weapp/window-resize.test.ts (five pages drawn in Chromium at 320–430 px, rpx rounded down or not, and at 768–1366 px); npm run check:weapp:compile (WeChat\'s style compiler)',
    purpose: 'the mini-program resizable (PC WeChat, iPad) without its pages blown up; costs weapp main 4.0 KB (npm run check:weapp)',
  },
  {
    name: 'h5-drop-page-selectors',
    kind: 'option',
    platforms: ['h5'],
    does: 'a PostCSS plugin dropping the mini-program `page` selectors, which match nothing in a browser',
    reliesOn: "Taro's h5.postcss custom plugins",
    tests: 'test/unit/build/h5-drop-page-selectors.test.ts; test/build/planted-failures.test.ts (plugin that cannot load, plugin that throws)',
    measured: true,
  },
  {
    name: 'h5-entry-start-app-a-task-later',
    kind: 'checked',
    platforms: ['h5'],
    does: "Taro's H5 entry evaluates the app and starts it in later tasks, and mounts pages in a React transition",
    reliesOn: "Taro's generated H5 entry (@tarojs/taro-loader/lib/h5)",
    tests: 'test/build/real-inputs.test.ts; test/unit/build/start-app-a-task-later.test.ts',
    purpose: 'no long task before LCP (npm run bench:web)',
  },
  {
    name: 'h5-entry-without-mini-program-settings',
    kind: 'checked',
    platforms: ['h5'],
    does: "Taro's H5 entry without the settings only WeChat reads (the subpackage table)",
    reliesOn: "Taro's generated H5 entry (@tarojs/taro-loader/lib/h5)",
    tests: 'test/build/real-inputs.test.ts; test/unit/build/h5-entry-without-mini-program-settings.test.ts',
    measured: true,
  },
  {
    name: 'h5-entry-without-page-settings',
    kind: 'checked',
    platforms: ['h5'],
    does: "each page's settings come with its code, not in the entry (page-settings-in-page loader)",
    reliesOn: "Taro's generated H5 entry (@tarojs/taro-loader/lib/h5)",
    tests: 'test/build/real-inputs.test.ts; test/unit/build/page-settings.test.ts',
    measured: true,
  },
  {
    name: 'lazy-page-guard',
    kind: 'checked',
    platforms: ['h5'],
    does: "wraps the router's page loaders: the wait after 200 ms, 重新加载 after 60 s (spec §2, §9)",
    reliesOn: "the framework plugin's loaderMeta (extraImportForWeb, execBeforeCreateWebApp)",
    tests: 'test/build/real-inputs.test.ts (the call is in the real entry); test/e2e/chunk-error.spec.ts',
    guards: { h5: [/[\\/]src[\\/]platform[\\/]lazy-page\.h5\.ts$/] },
    purpose: 'spec §2 and §9',
  },
  {
    name: 'h5-tab-bar-element',
    kind: 'checked',
    platforms: ['h5'],
    does: "Taro's router gets our tab-bar element instead of the whole web-component runtime",
    reliesOn: "@tarojs/router's import of @tarojs/components/dist/components",
    tests: 'its guard (the element must be met); test/e2e/navigation.spec.ts',
    guards: { h5: [/[\\/]src[\\/]platform[\\/]tab-bar-element\.h5\.ts$/] },
    measured: true,
  },
  {
    name: 'no-h5-navigation-bar',
    kind: 'checked',
    platforms: ['h5'],
    does: "Taro's router gets a stand-in for its navigation bar, which it shows only on a page with navigationStyle 'default' (none has); Taro has no option to leave it out (its router builds it unless the router mode is 'multi')",
    reliesOn: "@tarojs/router dist/index.js's import of ./navigationBar.js",
    tests: 'its guard (the stand-in must be met); test/unit/build/no-navigation-bar.test.ts; test/e2e/navigation.spec.ts',
    guards: { h5: [/[\\/]src[\\/]platform[\\/]no-navigation-bar\.h5\.ts$/] },
    measured: true,
    productionOnly: true,
  },
  {
    name: 'selector-query-page-gone',
    kind: 'checked',
    platforms: ['h5'],
    does: "Taro's selector query answers from the document when a page has no container yet, instead of throwing",
    reliesOn: '@tarojs/taro-h5 api/wxml/selectorQuery',
    tests: 'test/build/real-inputs.test.ts; test/unit/build/selector-query-page-gone-loader.test.ts',
    guards: { h5: [/@tarojs[\\/]taro-h5[\\/]dist[\\/](api[\\/]wxml[\\/]selectorQuery|index\.esm)\.js$/] },
    purpose: 'a fix: no exception when a page is left during a query',
  },
  {
    name: 'first-screen-code',
    kind: 'checked',
    platforms: ['h5'],
    does: "preloads the home's code with the app's and marks the first screen's scripts for eager compiling",
    reliesOn: "html-webpack-plugin's hooks as Taro's H5 build uses them",
    tests: 'test/e2e/browse-home.spec.ts (the real build’s preloads and hints); its guard (no page chunk found fails the build); test/unit/build/first-screen-chunks.test.ts',
    purpose: 'the first screen’s LCP (npm run bench:web)',
  },
  {
    name: 'legacy-polyfills',
    kind: 'checked',
    platforms: ['h5'],
    does: 'fetch and AbortController polyfills load only in browsers without them; the JSONP client refuses',
    reliesOn: "@tarojs/taro-h5's request imports (whatwg-fetch, abortcontroller-polyfill, jsonp-retry)",
    tests: 'test/e2e/legacy-browser.spec.ts (the real build in an old browser); its guard (the stand-ins must be met); test/unit/build/legacy-polyfills.test.ts',
    guards: { h5: [/[\\/]config[\\/]webpack[\\/]polyfill-loaded-by-page\.js$/, /[\\/]config[\\/]webpack[\\/]no-jsonp\.js$/] },
    measured: true,
  },
  {
    name: 'first-banner-preload',
    kind: 'option',
    platforms: ['h5'],
    does: "a returning parent's first banner is fetched from the page head",
    reliesOn: "Taro's h5.htmlPluginOption (template parameters)",
    tests: 'test/unit/build/first-banner-preload.test.ts',
    purpose: 'the first screen’s LCP (npm run bench:web)',
  },
  {
    name: 'split-chunks',
    kind: 'option',
    platforms: ['h5'],
    does: 'one copy of shared libraries; the home keeps its shared code; every-page scripts with the vendors',
    reliesOn: "webpack's optimization.splitChunks",
    tests: 'test/unit/build/first-screen-chunks.test.ts',
  },
  {
    name: 'taro-styles-own-sheet',
    kind: 'checked',
    platforms: ['h5'],
    does: "Taro's component styles in a stylesheet linked before the app's, not style tags made by script",
    reliesOn: "Taro's H5 rule `taroStyle` and its mini-css-extract-plugin",
    tests: 'test/e2e/browse-home.spec.ts (the real build’s sheets in order); its guard (no taroStyle rule fails the build)',
    measured: true,
  },
  {
    name: 'h5-terser',
    kind: 'option',
    platforms: ['h5'],
    does: "the minifier without Taro's keep_fnames and quote_keys defaults",
    reliesOn: "Taro's terser config",
    tests: 'every browser test',
    measured: true,
  },
  {
    name: 'chunk-load-timeout',
    kind: 'option',
    platforms: ['h5'],
    does: 'a page chunk not arrived after 120 s fails as a ChunkLoadError (spec §8)',
    reliesOn: "webpack's output.chunkLoadTimeout",
    tests: 'test/unit/build/chunk-timeout.test.ts',
    purpose: 'spec §8',
  },
  {
    name: 'module-map',
    kind: 'option',
    platforms: ['weapp', 'h5'],
    does: 'writes which modules each chunk holds, for npm run check:weapp (H5 with H5_MODULE_MAP=1)',
    reliesOn: "webpack's plugin API",
    tests: 'npm run check:weapp',
    purpose: 'diagnostics',
  },
]

/** The names BUILD_WITHOUT may take. */
export const MEASURED = CUSTOMIZATIONS.filter((c) => c.measured).map((c) => c.name)

/** The customizations a BUILD_WITHOUT value leaves out; an unknown name fails the build, so a measurement cannot measure nothing. */
export function leftOut(value: string | undefined): Set<string> {
  const names = (value ?? '').split(',').map((n) => n.trim()).filter(Boolean)
  const unknown = names.filter((n) => !MEASURED.includes(n))
  if (unknown.length) throw new Error(`BUILD_WITHOUT: ${unknown.join(', ')} cannot be left out (one of: ${MEASURED.join(', ')})`)
  return new Set(names)
}
