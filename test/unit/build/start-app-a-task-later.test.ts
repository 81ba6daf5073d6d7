/** Taro's H5 entry evaluates the app in one task and starts it in the next. */
import { readFileSync } from 'node:fs'
import vm from 'node:vm'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startAppATaskLater } = require('../../../config/webpack/start-app-a-task-later-loader.js') as { startAppATaskLater: (code: string) => string }

/** The shape of the code @tarojs/taro-loader/lib/h5 writes for the app entry (imports left out). */
const ENTRY = `var config = {"pages":["pages/home/home"]}
window.__taroAppConfig = config
config.routes = [1]
guardPageLoaders(config.routes)
var inst = createReactApp(component, React, ReactDOM, config)
var history = createBrowserHistory({ window })
handleAppMountWithTabbar(config, history)
createRouter(history, inst, config, React)
initPxTransform({ designWidth: 750 })
`

function run(code: string, withChannel: boolean) {
  const calls: string[] = []
  const queued: Array<() => void> = []
  class FakeChannel {
    port1: { onmessage: null | (() => void) } = { onmessage: null }
    port2 = { postMessage: () => queued.push(() => this.port1.onmessage?.()) }
  }
  const record = (name: string) => (...args: unknown[]) => {
    calls.push(name)
    return args[0]
  }
  const context = vm.createContext({
    window: {},
    component: {},
    React: {},
    ReactDOM: {},
    guardPageLoaders: record('guardPageLoaders'),
    createReactApp: record('createReactApp'),
    createBrowserHistory: record('createBrowserHistory'),
    handleAppMountWithTabbar: record('handleAppMountWithTabbar'),
    createRouter: record('createRouter'),
    initPxTransform: record('initPxTransform'),
    setTimeout: (fn: () => void) => queued.push(fn),
    ...(withChannel ? { MessageChannel: FakeChannel } : {}),
  })
  vm.runInContext(startAppATaskLater(code), context)
  return { calls, queued, context }
}

describe('startAppATaskLater', () => {
  test.each([
    ['a MessageChannel message', true],
    ['a timer where there is no MessageChannel', false],
  ])('the app is created, mounted and routed in the next task, by %s', (_how, withChannel) => {
    const { calls, queued, context } = run(ENTRY, withChannel)
    // this task: the config and the page loaders' guard, nothing started
    expect(calls).toEqual(['guardPageLoaders'])
    expect((context.window as { __taroAppConfig?: unknown }).__taroAppConfig).toBeDefined()
    expect(queued).toHaveLength(1)
    queued[0]()
    expect(calls).toEqual(['guardPageLoaders', 'createReactApp', 'createBrowserHistory', 'handleAppMountWithTabbar', 'createRouter', 'initPxTransform'])
  })

  test('a second message does not start the app twice', () => {
    const { calls, queued } = run(ENTRY, true)
    queued[0]()
    queued[0]() // the same port, another message
    expect(calls.filter((c) => c === 'createRouter')).toHaveLength(1)
  })

  test('the entry Taro writes has the start the loader looks for', () => {
    const template = readFileSync(require.resolve('@tarojs/taro-loader/lib/h5'), 'utf8')
    expect(template).toMatch(/\nvar inst = \$\{options\.loaderMeta\.creator\}\(/)
    expect(template.slice(template.indexOf('\nvar inst = '))).toMatch(/\$\{routerCreator\}\(history, inst/)
  })

  test('an entry of another shape fails the build', () => {
    expect(() => startAppATaskLater('createRouter(history, app, config, React)\n')).toThrow(/var inst = /)
    expect(() => startAppATaskLater('var inst = createReactApp(component)\n')).toThrow(/createRouter/)
  })
})
