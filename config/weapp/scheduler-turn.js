'use strict'

/**
 * Mini-program: the `setImmediate` that React's scheduler is given by the build (ProvidePlugin,
 * config/index.ts `schedulerTurn`).
 *
 * The scheduler runs React's work (a render, a commit's effects) in a task it asks the host for:
 * with `setImmediate` where the name exists (Node), else a MessageChannel (a browser), else
 * `setTimeout(…, 0)`. WeChat's logic layer has neither of the first two, so every render was a 0 ms
 * timer, set on the page on top when it was asked for. When that page closed first (a page's
 * unmount asks for one as it unloads), the timer fired on the next page: WeChat's audit counts it
 * as a timer its page did not clear (及时回收定时器).
 *
 * Here the work runs in a microtask of the turn that asked for it. Nothing is drawn on this thread
 * (the view is another), so the scheduler's yielding between slices of work, which this gives up,
 * only let other messages in between; the app's renders are a few milliseconds. Delayed work (the
 * scheduler's own timeouts) still uses setTimeout.
 */
function setImmediate(callback, ...args) {
  Promise.resolve().then(() => callback(...args))
}

module.exports = { setImmediate }
