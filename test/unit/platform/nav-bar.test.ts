/** The custom navigation bar's height (spec §3, §9): from WeChat's menu button, or 45 + status bar on H5. */
import Taro from '@tarojs/taro'
import { FALLBACK_BAR_HEIGHT, MENU_RETRY_LIMIT, MENU_RETRY_MS, measureNavBar, navBarFromMenu, readNavBar } from '@/platform/nav-bar'
import { H5_NAV_BAR_HEIGHT, h5NavBar, readNavBar as readH5NavBar } from '@/platform/nav-bar.h5'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { getMenuButtonBoundingClientRect: jest.fn(), getWindowInfo: jest.fn(), getSystemInfoSync: jest.fn() },
}))
const taro = Taro as unknown as Record<'getMenuButtonBoundingClientRect' | 'getWindowInfo' | 'getSystemInfoSync', jest.Mock>

// an iPhone 8: status bar 20, WeChat's menu button 32 high at 24
const IPHONE_MENU = { width: 87, height: 32, top: 24, bottom: 56, left: 281, right: 368 }
const ZEROS = { width: 0, height: 0, top: 0, bottom: 0, left: 0, right: 0 }

afterEach(() => {
  jest.useRealTimers()
  jest.clearAllMocks()
})

describe('mini-program: the bar lines up with the menu button', () => {
  it('is (menu.top − statusBar) × 2 + menu.height under the status bar', () => {
    expect(navBarFromMenu(IPHONE_MENU, 20)).toEqual({ statusBar: 20, bar: 40, height: 60 })
    // an Android phone: status bar 28, the button 8 px under it
    expect(navBarFromMenu({ top: 36, height: 32 }, 28)).toEqual({ statusBar: 28, bar: 48, height: 76 })
  })

  it('is not measured from a rect of zeros (not ready yet)', () => {
    expect(navBarFromMenu(ZEROS, 20)).toBeNull()
    expect(navBarFromMenu(null, 20)).toBeNull()
  })

  it('measures again after 10 ms when the rect is zeros, then uses the ready rect', async () => {
    jest.useFakeTimers()
    const read = jest.fn().mockReturnValueOnce({ menu: ZEROS, statusBar: 20 }).mockReturnValue({ menu: IPHONE_MENU, statusBar: 20 })
    let size: unknown
    void measureNavBar(read, (ms) => new Promise((resolve) => setTimeout(resolve, ms))).then((s) => (size = s))
    await jest.advanceTimersByTimeAsync(MENU_RETRY_MS - 1)
    expect(read).toHaveBeenCalledTimes(1)
    expect(size).toBeUndefined()
    await jest.advanceTimersByTimeAsync(1)
    expect(read).toHaveBeenCalledTimes(2)
    expect(size).toEqual({ statusBar: 20, bar: 40, height: 60 })
  })

  it('reads WeChat: getWindowInfo and the menu rect, zeros first, ready 10 ms later', async () => {
    jest.useFakeTimers()
    expect(MENU_RETRY_MS).toBe(10)
    taro.getWindowInfo.mockReturnValue({ statusBarHeight: 20 })
    taro.getMenuButtonBoundingClientRect.mockReturnValueOnce({ ...ZEROS }).mockReturnValue({ ...IPHONE_MENU })
    const size = readNavBar()
    await jest.advanceTimersByTimeAsync(MENU_RETRY_MS)
    await expect(size).resolves.toEqual({ statusBar: 20, bar: 40, height: 60 })
    expect(taro.getMenuButtonBoundingClientRect).toHaveBeenCalledTimes(2)
  })

  it('reads the status bar from getWindowInfo, never the deprecated getSystemInfoSync (the minimum base library, 2.20.1, has it)', async () => {
    taro.getWindowInfo.mockReturnValue({ statusBarHeight: 24 })
    taro.getMenuButtonBoundingClientRect.mockReturnValue({ ...IPHONE_MENU })
    const size = await readNavBar()
    expect(size.statusBar).toBe(24)
    expect(taro.getSystemInfoSync).not.toHaveBeenCalled()
  })

  it('stops waiting for a rect that never comes and takes the standard bar', async () => {
    const read = jest.fn(() => ({ menu: ZEROS, statusBar: 20 }))
    const wait = jest.fn(async () => {})
    await expect(measureNavBar(read, wait)).resolves.toEqual({ statusBar: 20, bar: FALLBACK_BAR_HEIGHT, height: 20 + FALLBACK_BAR_HEIGHT })
    expect(read).toHaveBeenCalledTimes(MENU_RETRY_LIMIT)
    expect(wait).toHaveBeenCalledWith(MENU_RETRY_MS)
  })
})

describe('H5: 45 px plus the status bar', () => {
  it('is 45 in a browser (no status bar: Taro answers NaN)', async () => {
    expect(H5_NAV_BAR_HEIGHT).toBe(45)
    expect(h5NavBar(NaN)).toEqual({ statusBar: 0, bar: 45, height: 45 })
    expect(h5NavBar(undefined)).toEqual({ statusBar: 0, bar: 45, height: 45 })
    taro.getWindowInfo.mockReturnValue({ statusBarHeight: NaN })
    await expect(readH5NavBar()).resolves.toEqual({ statusBar: 0, bar: 45, height: 45 })
  })

  it('adds a status bar the WebView reports', async () => {
    expect(h5NavBar(24)).toEqual({ statusBar: 24, bar: 45, height: 69 })
    taro.getWindowInfo.mockReturnValue({ statusBarHeight: 24 })
    await expect(readH5NavBar()).resolves.toEqual({ statusBar: 24, bar: 45, height: 69 })
  })
})
