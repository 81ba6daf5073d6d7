/**
 * H5: the app's code is evaluated and the app started in four tasks, not one.
 *
 * Taro's H5 entry (written by @tarojs/taro-loader/lib/h5 in place of src/app.config.ts) imports the
 * app, then in the same breath creates it, mounts the tab bar and creates the router. On a phone the
 * whole of it was one task of about 180 ms before the first screen, blocking every tap and scroll.
 * Now:
 * 1. the entry's own imports (Taro, React, the router) and the route table;
 * 2. the app's module (src/app.tsx with its stores and calls), imported in the same chunk
 *    (webpackMode "eager": no request, only its evaluation moves);
 * 3. the app created, its history, the tab bar mounted (`var inst = …` up to the router);
 * 4. the router created, which loads and draws the first page, and the px transform.
 * Nothing else runs between them, so the first screen comes no later. The next task is a
 * MessageChannel message (not a timer, which a background tab holds back), or a timer where there
 * is no MessageChannel. An error in the app's module is thrown from a timer, as an uncaught error,
 * as it was when the module was imported statically.
 *
 * Each page the router mounts (the first and every one opened later) is drawn in a React transition:
 * React renders it in slices of about 5 ms and lets the browser work between them, where it drew
 * the whole page in one task (the home: 8-13 ms on the bench machine at full speed, four times that
 * on a slow phone). What is on screen stays until the page is complete, so nothing is drawn half.
 *
 * Runs right after Taro's loader (as a pre-loader of the entry), on the code that loader wrote; when
 * that code does not have the expected shape (another Taro version), the build fails rather than
 * ship an app that never starts. Tested in test/unit/build/start-app-a-task-later.test.ts.
 */
const keepRealInput = require('./keep-real-input')

/** Where Taro's entry starts the app: the statements from here to the end are the start. */
const START = /^var inst = /m

/** Where Taro's start creates the router, which loads and draws the first page. */
const ROUTER = /^createRouter\(/m

/** After the app is created: its `mount` (which the router calls for each page) starts a transition (React 18). */
const MOUNT_PAGES_IN_A_TRANSITION =
  `  var __mountPage = inst.mount\n` +
  `  inst.mount = function (page, id, mounted) {\n` +
  `    React.startTransition(__mountPage.bind(inst, page, id, mounted))\n` +
  `  }\n`

/** Where Taro's entry imports the app's component (src/app.tsx): `import component from "…"`. */
const APP_IMPORT = /^import component from ("[^"\n]+")\n/m

/** @param {string} code Taro's H5 entry */
function startAppATaskLater(code) {
  const at = code.search(START)
  const appImport = APP_IMPORT.exec(code)
  const routerAt = at < 0 ? -1 : code.slice(at).search(ROUTER)
  if (at < 0 || routerAt < 0 || !appImport || appImport.index > at) {
    throw new Error('start-app-a-task-later: Taro’s H5 entry has no `import component from …` and `var inst = …` followed by createRouter(…); check @tarojs/taro-loader/lib/h5')
  }
  const mount = code.slice(at, at + routerAt)
  const route = code.slice(at + routerAt)
  const head = code.slice(0, appImport.index) + 'var component\n' + code.slice(appImport.index + appImport[0].length, at)
  return (
    `${head}` +
    `function __nextTask(run) {\n` +
    `  if (typeof MessageChannel !== 'function') return setTimeout(run, 0)\n` +
    `  var channel = new MessageChannel()\n` +
    `  channel.port1.onmessage = function () { channel.port1.onmessage = null; run() }\n` +
    `  channel.port2.postMessage(null)\n` +
    `}\n` +
    `function __startApp() {\n${mount}\n${MOUNT_PAGES_IN_A_TRANSITION}  __nextTask(function () {\n${route}\n  })\n}\n` +
    `__nextTask(function () {\n` +
    `  import(/* webpackMode: "eager" */ ${appImport[1]}).then(function (app) {\n` +
    `    component = app.default\n` +
    `    __nextTask(__startApp)\n` +
    `  }, function (error) { setTimeout(function () { throw error }, 0) })\n` +
    `})\n`
  )
}

/** @param {string} source Taro's H5 entry */
module.exports = function startAppATaskLaterLoader(source) {
  keepRealInput('h5-entry.start-app-a-task-later.js', source)
  return startAppATaskLater(source)
}
module.exports.startAppATaskLater = startAppATaskLater
