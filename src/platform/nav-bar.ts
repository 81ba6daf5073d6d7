/**
 * The height of a custom navigation bar (a page whose config says `navigationStyle: 'custom'` draws
 * its own bar under the status bar; spec §3, §9). Mini-program: the bar lines up with WeChat's menu
 * button (the capsule at the top right), as much space above the button as below it:
 * bar = (menu.top − statusBar) × 2 + menu.height. Early in a launch WeChat may answer the button's
 * rect with zeros; it is then measured again after MENU_RETRY_MS. H5: nav-bar.h5.ts.
 */
import Taro from '@tarojs/taro'

export interface NavBarSize {
  /** the phone's status bar, px */
  statusBar: number
  /** the bar itself, under the status bar, px */
  bar: number
  /** statusBar + bar: where the page's own content starts */
  height: number
}

/** What is read of wx.getMenuButtonBoundingClientRect(). */
export interface MenuRect {
  top: number
  height: number
}

/** A menu rect of zeros is measured again after this long (spec §9: 10 ms retry). */
export const MENU_RETRY_MS = 10
/** After this many tries (half a second) the bar takes FALLBACK_BAR_HEIGHT instead of waiting on. */
export const MENU_RETRY_LIMIT = 50
/** WeChat's menu button is 32 px high, 4 px under the status bar on an iPhone: a bar of 40. */
export const FALLBACK_BAR_HEIGHT = 40

const px = (n: number | undefined): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0)

const sized = (statusBar: number, bar: number): NavBarSize => ({ statusBar, bar, height: statusBar + bar })

/** The bar from the menu button's rect and the status bar; null while the rect is not ready (zeros). */
export function navBarFromMenu(menu: MenuRect | null | undefined, statusBarHeight: number | undefined): NavBarSize | null {
  const statusBar = px(statusBarHeight)
  if (!menu || px(menu.height) === 0 || px(menu.top) === 0) return null
  return sized(statusBar, Math.max(0, menu.top - statusBar) * 2 + menu.height)
}

export interface NavBarReading {
  menu: MenuRect | null
  statusBar: number | undefined
}

/** Reads until the menu rect is ready, MENU_RETRY_MS apart; `read` and `wait` are the phone's. */
export async function measureNavBar(read: () => NavBarReading, wait: (ms: number) => Promise<void>): Promise<NavBarSize> {
  for (let tries = 1; ; tries += 1) {
    const reading = read()
    const size = navBarFromMenu(reading.menu, reading.statusBar)
    if (size) return size
    if (tries >= MENU_RETRY_LIMIT) return sized(px(reading.statusBar), FALLBACK_BAR_HEIGHT)
    await wait(MENU_RETRY_MS)
  }
}

function statusBarHeight(): number | undefined {
  try {
    return Taro.getWindowInfo().statusBarHeight
  } catch {
    return undefined
  }
}

function menuRect(): MenuRect | null {
  try {
    return Taro.getMenuButtonBoundingClientRect()
  } catch {
    return null
  }
}

/** The custom navigation bar of this phone. */
export function readNavBar(): Promise<NavBarSize> {
  return measureNavBar(
    () => ({ menu: menuRect(), statusBar: statusBarHeight() }),
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  )
}
