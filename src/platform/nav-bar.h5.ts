/**
 * See nav-bar.ts. H5: the bar is 45 px under the status bar (spec §9). Taro's H5 answers no status
 * bar (NaN: 0 here), in a browser and in the native shell alike, whose events report none; a shell
 * that did (drawing the page under its status bar) would change only readNavBar.
 */
import Taro from '@tarojs/taro'
import type { NavBarSize } from './nav-bar'

export type { NavBarSize } from './nav-bar'

/** Spec §9: H5 nav height 45 plus the status bar. */
export const H5_NAV_BAR_HEIGHT = 45

/** The bar under a status bar of `statusBarHeight` px (none when not a positive number). */
export function h5NavBar(statusBarHeight: number | undefined): NavBarSize {
  const statusBar = typeof statusBarHeight === 'number' && Number.isFinite(statusBarHeight) && statusBarHeight > 0 ? statusBarHeight : 0
  return { statusBar, bar: H5_NAV_BAR_HEIGHT, height: statusBar + H5_NAV_BAR_HEIGHT }
}

/** The custom navigation bar of this page. */
export function readNavBar(): Promise<NavBarSize> {
  return Promise.resolve(h5NavBar(Taro.getWindowInfo().statusBarHeight))
}
