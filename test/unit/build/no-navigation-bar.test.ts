/**
 * H5: the build leaves Taro's navigation bar out (customization `no-h5-navigation-bar`), because the
 * router shows it only on a page whose `navigationStyle` is 'default'. This reads the app's and every
 * page's settings as the build reads them: a page that asks for the bar must fail here, since the
 * build would give it none.
 */
import path from 'node:path'
import { readConfig } from '@tarojs/helper'
/* eslint-disable @typescript-eslint/no-require-imports */
const settings = require('../../../config/webpack/page-settings.js') as {
  settingsOf: (srcDir: string, page: string) => Record<string, unknown>
  pagesOf: (appConfig: unknown) => string[]
}
/* eslint-enable @typescript-eslint/no-require-imports */

const SRC = path.resolve(__dirname, '../../../src')
/** What Taro's router/navigation-bar.js shows the bar for. */
const SHOWS_TARO_BAR = 'default'

describe("Taro's H5 navigation bar is never shown", () => {
  const app = readConfig(path.join(SRC, 'app.config.ts')) as { window?: { navigationStyle?: string } }

  it('the app window does not ask for it', () => {
    expect(app.window?.navigationStyle).not.toBe(SHOWS_TARO_BAR)
  })

  it('no page asks for it', () => {
    const pages = settings.pagesOf(app)
    expect(pages.length).toBeGreaterThanOrEqual(72)
    const asking = pages.filter((page) => settings.settingsOf(SRC, page).navigationStyle === SHOWS_TARO_BAR)
    expect(asking).toEqual([])
  })

})
