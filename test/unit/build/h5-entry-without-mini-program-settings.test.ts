/** Taro's H5 entry keeps the app settings the H5 router reads and drops those only WeChat reads. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../config/webpack/h5-entry-without-mini-program-settings-loader.js') as {
  withoutMiniProgramSettings: (code: string) => string
  MINI_PROGRAM_ONLY: string[]
}

const appConfig = {
  router: { mode: 'browser' },
  pages: ['pages/home/home', 'pages/public/wechat'],
  subPackages: [{ root: 'pages/public', pages: ['wechat'] }],
  window: { navigationBarTitleText: '儿童健康商城' },
  tabBar: { selectedColor: '#00C094', list: [{ pagePath: 'pages/home/home', text: '首页' }] },
  permission: { 'scope.userLocation': { desc: '用于定位你所在的城市，推荐附近的校区' } },
  requiredPrivateInfos: ['getLocation'],
  lazyCodeLoading: 'requiredComponents',
  animation: false,
}

/** A page's route as @tarojs/taro-loader/lib/h5 writes it. */
const route = (path: string) => `Object.assign({
  path: '${path}',
  load: function(context, params) {
    const page = import("./${path}")
    return [page, context, params]
  }
}, {"navigationBarTitleText":"页"})`

/** The shape of the code @tarojs/taro-loader/lib/h5 writes around the config (other lines left out). */
const entry = (config: { pages: string[] }, routes = config.pages) => `import component from "/app/src/app"
var config = ${JSON.stringify(config)}
window.__taroAppConfig = config
config.routes = [
  ${routes.map(route).join(',')}
]
var inst = createReactApp(component, React, ReactDOM, config)
`

const configOf = (code: string) => JSON.parse(/^var config = (.*)$/m.exec(code)![1]) as Record<string, unknown>

describe('the H5 entry without the mini-program settings', () => {
  it('leaves out the subpackage table, the location permission, the private-info list and lazy code loading', () => {
    const config = configOf(loader.withoutMiniProgramSettings(entry(appConfig)))
    expect(Object.keys(config).sort()).toEqual(['animation', 'router', 'tabBar', 'window'])
    expect([...loader.MINI_PROGRAM_ONLY].sort()).toEqual(['lazyCodeLoading', 'permission', 'requiredPrivateInfos', 'subPackages'])
  })

  it('keeps the tab bar, the window and the H5 settings as they were', () => {
    const config = configOf(loader.withoutMiniProgramSettings(entry(appConfig)))
    expect(config.tabBar).toEqual(appConfig.tabBar)
    expect(config.window).toEqual(appConfig.window)
    expect(config.router).toEqual(appConfig.router)
    expect(config.animation).toBe(false)
  })

  it('writes the page list once: made from the routes, in their order, before the app is created and reads it', () => {
    const code = loader.withoutMiniProgramSettings(entry(appConfig))
    expect(code).not.toContain('"pages"')
    // run the entry's own statements: the config, the routes, the list made again
    let pagesAtCreation: string[] = []
    const config = new Function('window', 'createReactApp', 'component', 'React', 'ReactDOM', `${code.replace(/^import .*$/m, '').replace(/import\("[^"]+"\)/g, 'null')}\nreturn config`)(
      {},
      (_c: unknown, _r: unknown, _d: unknown, conf: { pages: string[] }) => (pagesAtCreation = [...conf.pages]),
    ) as { pages: string[] }
    expect(config.pages).toEqual(appConfig.pages)
    expect(pagesAtCreation).toEqual(appConfig.pages)
    expect(code.indexOf('config.pages = config.routes.map')).toBeLessThan(code.indexOf('var inst = '))
    expect(code.indexOf('config.pages = config.routes.map')).toBeGreaterThan(code.indexOf('config.routes = ['))
  })

  it('changes no other line of the entry', () => {
    const before = entry(appConfig).split('\n')
    const after = loader.withoutMiniProgramSettings(entry(appConfig)).split('\n')
    expect(after.length).toBe(before.length + 1)
    const added = after.findIndex((line) => line.startsWith('config.pages = '))
    const withoutAdded = after.filter((_, i) => i !== added)
    expect(withoutAdded.filter((line, i) => line !== before[i])).toEqual([withoutAdded[1]])
  })

  it('fails the build when the routes are not the pages in their order', () => {
    expect(() => loader.withoutMiniProgramSettings(entry(appConfig, [...appConfig.pages].reverse()))).toThrow(/config\.routes/)
    expect(() => loader.withoutMiniProgramSettings(entry(appConfig, appConfig.pages.slice(1)))).toThrow(/config\.routes/)
    expect(() => loader.withoutMiniProgramSettings(entry(appConfig).replace('var inst = ', 'inst = '))).toThrow(/config\.routes/)
  })

  it('fails the build when the entry has no config line of JSON with the pages', () => {
    expect(() => loader.withoutMiniProgramSettings('import component from "/app/src/app"\n')).toThrow(/var config/)
    expect(() => loader.withoutMiniProgramSettings('var config = {"pages": [\n')).toThrow(/var config/)
    expect(() => loader.withoutMiniProgramSettings('var config = {"window":{}}\n')).toThrow(/var config/)
  })
})
