/** Taro's H5 entry evaluates its own imports, then the app's module, mounts the app, then routes: four tasks. */
import { readFileSync } from 'node:fs'
import vm from 'node:vm'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startAppATaskLater } = require('../../../config/webpack/start-app-a-task-later-loader.js') as { startAppATaskLater: (code: string) => string }

/** The shape of the code @tarojs/taro-loader/lib/h5 writes for the app entry (other imports left out). */
const ENTRY = `import component from "/app/src/app"
var config = {"pages":["pages/home/home"]}
window.__taroAppConfig = config
config.routes = [1]
guardPageLoaders(config.routes)
var inst = createReactApp(component, React, ReactDOM, config)
var history = createBrowserHistory({ window })
handleAppMountWithTabbar(config, history)
createRouter(history, inst, config, React)
initPxTransform({ designWidth: 750 })
`

/** What the app's `mount` was called with, and whether a transition was running at the time. */
interface Mounted {
  args: unknown[]
  inTransition: boolean
}

function run(code: string, withChannel: boolean, { withTransition = false } = {}) {
  const calls: string[] = []
  const mounted: Mounted[] = []
  let transitions = 0
  const React = withTransition
    ? {
        startTransition: (scope: () => void) => {
          transitions += 1
          try {
            scope()
          } finally {
            transitions -= 1
          }
        },
      }
    : {}
  const inst = {
    mount(...args: unknown[]) {
      mounted.push({ args, inTransition: transitions > 0 })
    },
  }
  const queued: Array<() => void> = []
  class FakeChannel {
    port1: { onmessage: null | (() => void) } = { onmessage: null }
    port2 = { postMessage: () => queued.push(() => this.port1.onmessage?.()) }
  }
  const record = (name: string) => (...args: unknown[]) => {
    calls.push(name)
    return args[0]
  }
  const appModule = { default: { name: 'App' } }
  let appImports: Promise<unknown>[] = []
  const context = vm.createContext({
    window: {},
    // webpack turns the eager import() into a promise of the module in the same chunk
    __importApp: (request: string) => {
      calls.push(`import ${request}`)
      const loaded = Promise.resolve(appModule)
      appImports.push(loaded)
      return loaded
    },
    React,
    ReactDOM: {},
    guardPageLoaders: record('guardPageLoaders'),
    createReactApp: (component: unknown) => {
      calls.push(component === appModule.default ? 'createReactApp(App)' : 'createReactApp(?)')
      return inst
    },
    createBrowserHistory: () => {
      calls.push('createBrowserHistory')
      return 'history'
    },
    handleAppMountWithTabbar: record('handleAppMountWithTabbar'),
    createRouter: (history: unknown, inst: unknown) => {
      calls.push('createRouter')
      context.routedWith = { history, inst }
    },
    initPxTransform: record('initPxTransform'),
    setTimeout: (fn: () => void) => queued.push(fn),
    ...(withChannel ? { MessageChannel: FakeChannel } : {}),
  })
  const transformed = startAppATaskLater(code)
  vm.runInContext(transformed.replace(/\bimport\(\/\* webpackMode: "eager" \*\/ /, '__importApp('), context)
  /** Runs the next queued task, then the promise callbacks it left (as the browser does). */
  const nextTask = async () => {
    queued.shift()!()
    await Promise.all(appImports)
    appImports = []
    await Promise.resolve()
  }
  return { calls, queued, context, transformed, nextTask, inst, mounted }
}

describe('startAppATaskLater', () => {
  test.each([
    ['MessageChannel messages', true],
    ['timers where there is no MessageChannel', false],
  ])('the app module, the mount and the router each come in a task of their own, by %s', async (_how, withChannel) => {
    const { calls, queued, context, nextTask, inst } = run(ENTRY, withChannel)
    // task 1: the config and the page loaders' guard; neither the app's module nor the start
    expect(calls).toEqual(['guardPageLoaders'])
    expect((context.window as { __taroAppConfig?: unknown }).__taroAppConfig).toBeDefined()
    expect(queued).toHaveLength(1)
    // task 2: the app's module, nothing started
    await nextTask()
    expect(calls).toEqual(['guardPageLoaders', 'import /app/src/app'])
    expect(queued).toHaveLength(1)
    // task 3: created with the app's component, the history, the tab bar mounted
    await nextTask()
    expect(calls).toEqual(['guardPageLoaders', 'import /app/src/app', 'createReactApp(App)', 'createBrowserHistory', 'handleAppMountWithTabbar'])
    expect(queued).toHaveLength(1)
    // task 4: the router (which loads and draws the first page) with that app and history, then px
    await nextTask()
    expect(calls.slice(5)).toEqual(['createRouter', 'initPxTransform'])
    expect(context.routedWith).toEqual({ history: 'history', inst })
    expect(queued).toHaveLength(0)
  })

  test('the router mounts each page in a React transition, with what it passed', async () => {
    const { nextTask, context, mounted } = run(ENTRY, true, { withTransition: true })
    for (let task = 0; task < 3; task++) await nextTask()
    const routed = (context.routedWith as { inst: { mount: (...args: unknown[]) => void } }).inst
    const done = () => undefined
    routed.mount('HomePage', 'pages/home/home', done)
    routed.mount('MallPage', 'pages/mall/mall', done)
    expect(mounted).toEqual([
      { args: ['HomePage', 'pages/home/home', done], inTransition: true },
      { args: ['MallPage', 'pages/mall/mall', done], inTransition: true },
    ])
  })

  test("the app's React has the startTransition the mount calls", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(typeof (require('react') as { startTransition?: unknown }).startTransition).toBe('function')
  })

  test('the app module is imported in the same chunk, not statically', () => {
    const { transformed } = run(ENTRY, true)
    expect(transformed).not.toMatch(/^import component from/m)
    expect(transformed).toContain('import(/* webpackMode: "eager" */ "/app/src/app")')
  })

  test('a second message on a port does not run its task twice', async () => {
    const { calls, queued, nextTask } = run(ENTRY, true)
    const first = queued[0]
    await nextTask()
    first() // the same port, another message
    while (queued.length > 0) await nextTask()
    expect(calls.filter((c) => c.startsWith('import '))).toHaveLength(1)
    expect(calls.filter((c) => c === 'createRouter')).toHaveLength(1)
  })

  test('the entry Taro writes has the app import and the start the loader looks for', () => {
    const template = readFileSync(require.resolve('@tarojs/taro-loader/lib/h5'), 'utf8')
    expect(template).toMatch(/\nimport component from \$\{stringify\(/)
    expect(template).toMatch(/\nvar inst = \$\{options\.loaderMeta\.creator\}\(/)
    expect(template.slice(template.indexOf('\nvar inst = '))).toMatch(/\$\{routerCreator\}\(history, inst/)
  })

  test('an entry of another shape fails the build', () => {
    expect(() => startAppATaskLater('import component from "/app"\ncreateRouter(history, app, config, React)\n')).toThrow(/var inst = /)
    expect(() => startAppATaskLater('import component from "/app"\nvar inst = createReactApp(component)\n')).toThrow(/createRouter/)
    expect(() => startAppATaskLater('import App from "/app"\nvar inst = createReactApp(App)\ncreateRouter(history, inst)\n')).toThrow(/import component from/)
  })
})
