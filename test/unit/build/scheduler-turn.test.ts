/* eslint-disable @typescript-eslint/no-require-imports -- the provided module is CommonJS, as webpack takes it */
/**
 * scheduler-turn (config/customizations.ts): the mini-program build gives React's scheduler a
 * `setImmediate` that runs its work in a microtask. Checked on the scheduler this project installs
 * (the production file the build bundles), run in a context shaped like WeChat's logic layer: no
 * MessageChannel, no setImmediate of its own, a setTimeout that is watched.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

const { setImmediate: microtaskImmediate } = require('../../../config/weapp/scheduler-turn.js') as { setImmediate: (fn: (...a: unknown[]) => void, ...args: unknown[]) => void }

const SCHEDULER = path.join(path.dirname(require.resolve('scheduler/package.json', { paths: [path.dirname(require.resolve('react-reconciler'))] })), 'cjs', 'scheduler.production.min.js')

interface Scheduler {
  unstable_scheduleCallback(priority: number, callback: () => void): unknown
  unstable_NormalPriority: number
}

/** The scheduler evaluated with the given setImmediate (or none), and the timers it set. */
function schedulerIn(setImmediate?: typeof microtaskImmediate) {
  const timers: number[] = []
  const module = { exports: {} as Scheduler }
  const context = vm.createContext({
    module,
    exports: module.exports,
    Promise,
    performance,
    setTimeout: (fn: () => void, ms = 0) => (timers.push(ms), setTimeout(fn, ms)),
    clearTimeout,
    ...(setImmediate ? { setImmediate } : {}),
  })
  vm.runInContext(fs.readFileSync(SCHEDULER, 'utf8'), context)
  return { scheduler: module.exports, timers }
}

const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve()
}

test('the provided setImmediate runs its callback, with its arguments, in a microtask of this turn', async () => {
  const calls: unknown[][] = []
  microtaskImmediate((...args) => calls.push(args), 1, 'b')
  expect(calls).toEqual([])
  await microtasks()
  expect(calls).toEqual([[1, 'b']])
})

test('the installed scheduler takes setImmediate when the name exists (what the build relies on)', () => {
  expect(fs.readFileSync(SCHEDULER, 'utf8')).toMatch(/"undefined"!==typeof setImmediate\?setImmediate:null/)
})

test("without it, the scheduler's work waits for a 0 ms timer (WeChat's logic layer as it is)", async () => {
  const { scheduler, timers } = schedulerIn()
  const ran = jest.fn()
  scheduler.unstable_scheduleCallback(scheduler.unstable_NormalPriority, ran)
  await microtasks()
  expect(ran).not.toHaveBeenCalled()
  expect(timers).toEqual([0])
  await new Promise((resolve) => setTimeout(resolve, 5))
  expect(ran).toHaveBeenCalledTimes(1)
})

test('given it, the work runs in this turn and sets no timer', async () => {
  const { scheduler, timers } = schedulerIn(microtaskImmediate)
  const ran = jest.fn()
  scheduler.unstable_scheduleCallback(scheduler.unstable_NormalPriority, ran)
  expect(ran).not.toHaveBeenCalled()
  await microtasks()
  expect(ran).toHaveBeenCalledTimes(1)
  expect(timers).toEqual([])
})
