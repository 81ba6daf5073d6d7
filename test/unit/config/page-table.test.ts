import path from 'node:path'
import { readConfig } from '@tarojs/helper'
import { appPackagesFor, MAIN_PACKAGE_PAGES, SUB_PACKAGES, TAB_PAGES, type AppPackages } from '@/config/app-packages'
import { PAGE_ENTRIES, PAGE_PACKAGES, PAGES, pageAddress, pageFile } from '@/config/page-table'

/** app.config.ts as Taro reads it at build time (bundled by esbuild, its imports followed). */
type AppConfig = { pages: string[]; subPackages: Array<{ root: string; pages: string[] }>; tabBar: { list: Array<{ pagePath: string }> } }
const appConfig = (): AppConfig => readConfig(path.resolve(__dirname, '../../../src/app.config.ts')) as AppConfig

const files = PAGE_ENTRIES.map(([, entry]) => pageFile(entry))
const listedIn = ({ pages, subPackages }: AppPackages): string[] => [...pages, ...subPackages.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]

describe('the page list of app.config.ts, from the page table', () => {
  it('is what Taro reads from app.config.ts', () => {
    const app = appConfig()
    expect(app.pages).toEqual(MAIN_PACKAGE_PAGES)
    expect(app.subPackages).toEqual(SUB_PACKAGES)
  })

  it('lists the pages in the table order: the main package, then each subpackage with its pages', () => {
    expect(listedIn(appPackagesFor('h5'))).toEqual(files)
    expect(listedIn({ pages: MAIN_PACKAGE_PAGES, subPackages: SUB_PACKAGES })).toEqual(listedIn(appPackagesFor(process.env.TARO_ENV)))
  })

  it('leaves the H5-only pages out of the mini-program: the spec’s map pages (it opens WeChat’s own map) with their subpackage, and the web cashier’s return page', () => {
    const h5Only = [pageFile(PAGES.chooseLocation), pageFile(PAGES.openLocation), pageFile(PAGES.payReturn)]
    expect(listedIn(appPackagesFor('weapp'))).toEqual(files.filter((f) => !h5Only.includes(f)))
    expect(appPackagesFor('weapp').subPackages.map((p) => p.root)).not.toContain('pages/map')
    expect(appPackagesFor('weapp').subPackages.find((p) => p.root === 'pages/pay')?.pages).toEqual(['pay-finish'])
    expect(listedIn(appPackagesFor('h5'))).toEqual(expect.arrayContaining(h5Only))
    expect(PAGE_ENTRIES.filter(([, e]) => e.h5Only).map(([name]) => name)).toEqual(['chooseLocation', 'openLocation', 'payReturn'])
  })

  it('starts with the home tab, the launch page', () => {
    expect(MAIN_PACKAGE_PAGES[0]).toBe(pageFile(PAGES.home))
  })

  it('has each page once and each subpackage once', () => {
    expect(new Set(files).size).toBe(files.length)
    expect(new Set(SUB_PACKAGES.map((p) => p.root)).size).toBe(SUB_PACKAGES.length)
  })

  it('keeps main-package pages out of every subpackage folder, as WeChat requires', () => {
    const inASubPackage = MAIN_PACKAGE_PAGES.filter((page) => SUB_PACKAGES.some((p) => page.startsWith(`${p.root}/`)))
    expect(inASubPackage).toEqual([])
  })

  it('has the tab bar open the tab pages, which are in the main package', () => {
    expect(TAB_PAGES).toEqual([pageFile(PAGES.home), pageFile(PAGES.mall), pageFile(PAGES.userInfo)])
    expect(appConfig().tabBar.list.map((t) => t.pagePath)).toEqual(TAB_PAGES)
    expect(TAB_PAGES.every((page) => MAIN_PACKAGE_PAGES.includes(page))).toBe(true)
  })
})

describe('the table', () => {
  it('has one main package, and each page name once', () => {
    expect(PAGE_PACKAGES.filter((p) => !('root' in p))).toHaveLength(1)
    expect(Object.keys(PAGES)).toHaveLength(PAGE_ENTRIES.length)
  })

  it('gives each page its own address', () => {
    const addresses = PAGE_ENTRIES.map(([, entry]) => pageAddress(entry))
    expect(new Set(addresses).size).toBe(addresses.length)
    expect(pageAddress(PAGES.cart)).toBe('/pages/cart/cart')
    expect(pageAddress(PAGES.homeCourse)).toBe('/pages/home/course')
    expect(pageFile(PAGES.homeCourse)).toBe('pages/home-extras/course')
  })

  it('writes page names as app.json does: no leading or trailing slash, subpackage pages directly in their folder', () => {
    for (const [, { root, page }] of PAGE_ENTRIES) {
      expect(page).not.toMatch(/^\/|\/$/)
      if (root) expect(root).not.toMatch(/^\/|\/$/)
      if (root) expect(page).not.toContain('/')
    }
  })
})
