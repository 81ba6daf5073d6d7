/**
 * react-transition-group's Transition (behind NutUI's Popup, Overlay and Dialog) ends an enter or
 * exit with `setTimeout(this.nextCallback, timeout)`, and when it unmounts, or its status changes
 * first, it only cancels that callback: the timer itself runs out later, after the sheet and often
 * after its page are gone. WeChat's experience audit counts a timer still pending when its page
 * leaves ("timers cleared when their page leaves").
 *
 * Here the timer's id is kept on the transition and cleared wherever the callback is cancelled
 * (cancelNextCallback: on unmount, and when a new status replaces the one it was ending), so
 * nothing is left behind. Applied to the library's ES module; the build fails if a line it rewrites
 * is not there (an upgrade that changes them must be looked at).
 */
const keepRealInput = require('./keep-real-input')

const CANCEL = 'cancelNextCallback = function cancelNextCallback() {'
const TIMERS = ['setTimeout(this.nextCallback, 0);', 'setTimeout(this.nextCallback, timeout);']

module.exports = function transitionTimerCleared(source) {
  keepRealInput(`react-transition-group.${require('node:path').basename(this.resourcePath)}`, source)
  let code = String(source)
  for (const line of [CANCEL, ...TIMERS]) {
    if (code.split(line).length !== 2) {
      throw new Error(`transition-timer-cleared-loader: "${line}" not found once in ${this.resourcePath}; react-transition-group's Transition changed`)
    }
  }
  for (const line of TIMERS) code = code.replace(line, `this.endTimer = ${line}`)
  return code.replace(CANCEL, `${CANCEL}\n    clearTimeout(this.endTimer);`)
}
