/**
 * react-transition-group's Transition, as the build ships it (config/webpack/transition-timer-cleared-loader.js):
 * the timer that ends an enter or exit is cleared when the transition unmounts or moves on to
 * another status, so none outlives its sheet or its page. Run on the library's own ES module, in
 * plain Node with fake timers; the same steps on the file as published leave the timer pending.
 */
import { readFileSync } from 'node:fs'
import { transformSync } from '@babel/core'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../config/webpack/transition-timer-cleared-loader.js') as (this: { resourcePath: string }, source: string) => string
const rewrite = (source: string) => loader.call({ resourcePath: 'Transition.js' }, source)

const esmFile = require.resolve('react-transition-group/esm/Transition.js')
const published = readFileSync(esmFile, 'utf8')

interface TransitionInstance {
  onTransitionEnd(timeout: number | null, handler: () => void): void
  componentWillUnmount(): void
  cancelNextCallback(): void
}
type TransitionClass = new (props: object, context: unknown) => TransitionInstance

/** The module's code evaluated as CommonJS, its imports answered by the library's CommonJS files. */
function load(code: string): TransitionClass {
  const cjs = transformSync(code, { babelrc: false, configFile: false, plugins: ['@babel/plugin-transform-modules-commonjs'] })?.code ?? ''
  const local = (request: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(request.startsWith('./') ? `react-transition-group/cjs/${request.slice(2)}` : request.replace('/helpers/esm/', '/helpers/'))
  const module = { exports: {} as { default: TransitionClass } }
  new Function('require', 'module', 'exports', cjs)(local, module, module.exports)
  return module.exports.default
}

/** A transition of a sheet drawn on a node it is handed (as NutUI's Popup and Overlay hand theirs). */
const sheetTransition = (Transition: TransitionClass) => new Transition({ in: true, nodeRef: { current: {} }, timeout: 300, mountOnEnter: true, unmountOnExit: true }, null)

describe('transition-timer-cleared', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test('the end of a transition that is still running when it unmounts leaves no timer', () => {
    const transition = sheetTransition(load(rewrite(published)))
    const ended = jest.fn()
    transition.onTransitionEnd(300, ended)
    expect(jest.getTimerCount()).toBe(1)
    transition.componentWillUnmount()
    expect(jest.getTimerCount()).toBe(0)
    jest.advanceTimersByTime(1000)
    expect(ended).not.toHaveBeenCalled()
  })

  test('a status that replaces the one being ended clears its timer too; a transition left alone still ends', () => {
    const Transition = load(rewrite(published))
    const replaced = sheetTransition(Transition)
    replaced.onTransitionEnd(300, jest.fn())
    replaced.cancelNextCallback()
    expect(jest.getTimerCount()).toBe(0)

    const running = sheetTransition(Transition)
    const ended = jest.fn()
    running.onTransitionEnd(300, ended)
    jest.advanceTimersByTime(299)
    expect(ended).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(ended).toHaveBeenCalledTimes(1)
  })

  test('as published, the library leaves the timer pending after unmount (what the rewrite is for)', () => {
    const transition = sheetTransition(load(published))
    transition.onTransitionEnd(300, jest.fn())
    transition.componentWillUnmount()
    expect(jest.getTimerCount()).toBe(1)
  })

  test('fails the build when a line it rewrites is not there', () => {
    expect(() => rewrite(published.replace('setTimeout(this.nextCallback, timeout);', 'schedule(this.nextCallback, timeout);'))).toThrow(
      /^transition-timer-cleared-loader: .*react-transition-group's Transition changed/,
    )
  })
})
