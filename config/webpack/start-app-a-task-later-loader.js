/**
 * H5: the app starts in a task of its own, after the one that evaluates its code.
 *
 * Taro's H5 entry (written by @tarojs/taro-loader/lib/h5 in place of src/app.config.ts) imports the
 * app, then in the same breath creates it, mounts the tab bar and creates the router. On a phone the
 * whole of it was one task of about 180 ms before the first screen, blocking every tap and scroll.
 * With the start (`var inst = …` to the end of the entry: create, mount, route, px transform) handed
 * to the next task, the evaluation and the start are two shorter tasks; nothing runs between them,
 * so the first screen comes no later. The next task is a MessageChannel message (not a timer, which a
 * background tab holds back), or a timer where there is no MessageChannel.
 *
 * Runs right after Taro's loader (as a pre-loader of the entry), on the code that loader wrote; when
 * that code does not have the expected shape (another Taro version), the build fails rather than
 * ship an app that never starts. Tested in test/unit/build/start-app-a-task-later.test.ts.
 */

/** Where Taro's entry starts the app: the statements from here to the end are the start. */
const START = /^var inst = /m

/** @param {string} code Taro's H5 entry */
function startAppATaskLater(code) {
  const at = code.search(START)
  if (at < 0 || !/\bcreateRouter\(/.test(code.slice(at))) {
    throw new Error('start-app-a-task-later: Taro’s H5 entry has no `var inst = …` followed by createRouter(…); check @tarojs/taro-loader/lib/h5')
  }
  const start = code.slice(at)
  return (
    `${code.slice(0, at)}` +
    `function __startApp() {\n${start}\n}\n` +
    `if (typeof MessageChannel === 'function') {\n` +
    `  var __startChannel = new MessageChannel()\n` +
    `  __startChannel.port1.onmessage = function () { __startChannel.port1.onmessage = null; __startApp() }\n` +
    `  __startChannel.port2.postMessage(null)\n` +
    `} else {\n` +
    `  setTimeout(__startApp, 0)\n` +
    `}\n`
  )
}

/** @param {string} source Taro's H5 entry */
module.exports = function startAppATaskLaterLoader(source) {
  return startAppATaskLater(source)
}
module.exports.startAppATaskLater = startAppATaskLater
