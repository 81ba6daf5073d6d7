/**
 * The H5 tab bar element that stands in for Taro's web-component tab bar: Taro's router creates it,
 * sets `conf`, appends it and then talks to it through the event centre only.
 */
import Taro from '@tarojs/taro'
import { defineCustomElementTaroTabbar } from '@/platform/tab-bar-element.h5'
import { tabIndexOf } from '@/utils/tab-bar'

const conf = () => ({
  color: '#999999',
  selectedColor: '#00C094',
  backgroundColor: '#ffffff',
  homePage: '/pages/home/home',
  mode: 'browser',
  customRoutes: {},
  list: [
    { pagePath: 'pages/home/home', text: '首页', iconPath: 'home.png', selectedIconPath: 'home-on.png' },
    { pagePath: 'pages/mall/mall', text: '商城', iconPath: 'mall.png', selectedIconPath: 'mall-on.png' },
    { pagePath: 'pages/user/user-info', text: '我的', iconPath: 'user.png', selectedIconPath: 'user-on.png' },
  ],
})

type Bar = HTMLElement & { conf?: ReturnType<typeof conf> }

function mount(): Bar {
  defineCustomElementTaroTabbar()
  const bar = document.createElement('taro-tabbar') as Bar
  bar.conf = conf()
  document.body.appendChild(bar)
  return bar
}
const route = (path: string) => Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path } })
const items = (bar: HTMLElement) => Array.from(bar.querySelectorAll<HTMLElement>('.weui-tabbar__item'))
const selected = (bar: HTMLElement) => items(bar).findIndex((i) => i.classList.contains('weui-bar__item_on'))

afterEach(() => {
  document.body.innerHTML = ''
  jest.restoreAllMocks()
})

describe('tab index of an address', () => {
  const list = conf().list.map((i) => ({ pagePath: `/${i.pagePath}` }))
  it('matches the page path and ignores query and fragment', () => {
    expect(tabIndexOf(list, '/pages/mall/mall?usage=embed#top')).toBe(1)
    expect(tabIndexOf(list, '/pages/user/user-info')).toBe(2)
  })
  it('is -1 for a page that is not a tab', () => {
    expect(tabIndexOf(list, '/pages/cart/cart')).toBe(-1)
    expect(tabIndexOf(list, '/pages/mall')).toBe(-1)
  })
})

describe('the H5 tab bar element', () => {
  it('draws the three tabs with their labels and marks the tab of the current route in the selected colour', () => {
    const bar = mount()
    route('/pages/mall/mall')
    expect(items(bar).map((i) => i.textContent)).toEqual(['首页', '商城', '我的'])
    expect(selected(bar)).toBe(1)
    const label = items(bar)[1].querySelector<HTMLElement>('.weui-tabbar__label')!
    expect(label.style.color).toBe('rgb(0, 192, 148)')
    expect(items(bar)[1].querySelector('img')!.getAttribute('src')).toBe('mall-on.png')
    expect(items(bar)[0].querySelector('img')!.getAttribute('src')).toBe('home.png')
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
  })

  it('hides itself on a page that is not a tab and shows again on a tab page', () => {
    const bar = mount()
    route('/pages/cart/cart')
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
    route('/pages/user/user-info')
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
    expect(selected(bar)).toBe(2)
  })

  it('keeps its drawn tabs when a route change leaves the selected tab as it was', () => {
    const bar = mount()
    route('/pages/mall/mall')
    const drawn = items(bar)
    route('/pages/mall/mall?usage=embed')
    expect(items(bar)).toEqual(drawn)
    items(bar).forEach((item, i) => expect(item).toBe(drawn[i]))
    // between two pages that are not tabs the hidden bar is not drawn again either
    route('/pages/cart/cart')
    const hidden = items(bar)
    route('/pages/order/order-list')
    items(bar).forEach((item, i) => expect(item).toBe(hidden[i]))
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
    // a change of tab draws the new selection
    route('/pages/home/home')
    expect(selected(bar)).toBe(0)
    expect(items(bar)[0]).not.toBe(drawn[0])
  })

  it('a tap tells the current page (onTabItemTap) and switches to that tab', () => {
    const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
    const onTabItemTap = jest.fn()
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ onTabItemTap } as unknown as Taro.Page])
    const bar = mount()
    route('/pages/home/home')
    items(bar)[2].click()
    expect(onTabItemTap).toHaveBeenCalledWith({ index: 2, pagePath: '/pages/user/user-info', text: '我的' })
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/user/user-info' })
    expect(selected(bar)).toBe(2)
  })

  it('shows and removes a badge and a red dot through the tab-bar events, and refuses an unknown tab', () => {
    const bar = mount()
    route('/pages/home/home')
    const ok = jest.fn()
    const fail = jest.fn()
    Taro.eventCenter.trigger('__taroSetTabBarBadge', { index: 1, text: '3', successHandler: ok, errorHandler: fail })
    expect(items(bar)[1].querySelector('.taro-tabbar-badge')?.textContent).toBe('3')
    Taro.eventCenter.trigger('__taroRemoveTabBarBadge', { index: 1, successHandler: ok, errorHandler: fail })
    expect(items(bar)[1].querySelector('.taro-tabbar-badge')).toBeNull()
    Taro.eventCenter.trigger('__taroShowTabBarRedDotHandler', { index: 2, successHandler: ok, errorHandler: fail })
    expect(items(bar)[2].querySelector('.taro-tabbar-dot')).not.toBeNull()
    Taro.eventCenter.trigger('__taroSetTabBarBadge', { index: 7, text: '1', successHandler: ok, errorHandler: fail })
    expect(ok).toHaveBeenCalledTimes(3)
    expect(fail).toHaveBeenCalledWith({ errMsg: 'setTabBarBadge:fail tabbar item not found' })
  })

  it('hideTabBar and showTabBar hide and show it', () => {
    const bar = mount()
    route('/pages/home/home')
    Taro.eventCenter.trigger('__taroHideTabBar', { animation: false, successHandler: jest.fn() })
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
    Taro.eventCenter.trigger('__taroShowTabBar', { successHandler: jest.fn() })
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
  })

  it('stops listening once it is taken out of the page', () => {
    const bar = mount()
    route('/pages/home/home')
    bar.remove()
    route('/pages/mall/mall')
    expect(selected(bar)).toBe(0)
  })

  it('refuses a tab list outside 2 to 5 items, as the router expects', () => {
    defineCustomElementTaroTabbar()
    const bar = document.createElement('taro-tabbar') as Bar
    bar.conf = { ...conf(), list: conf().list.slice(0, 1) }
    expect(() => (bar as unknown as { connectedCallback: () => void }).connectedCallback()).toThrow('tabBar 配置错误')
  })

  it('tells the pages the height it is drawn at (--tab-bar-height on its container), as it changes, and stops at removal', () => {
    const observed: { callback: () => void; target: Element | null; disconnected: boolean }[] = []
    class FakeResizeObserver {
      private readonly entry: (typeof observed)[number]
      constructor(callback: () => void) {
        this.entry = { callback, target: null, disconnected: false }
        observed.push(this.entry)
      }
      observe(target: Element) {
        this.entry.target = target
      }
      disconnect() {
        this.entry.disconnected = true
      }
    }
    const saved = (window as { ResizeObserver?: unknown }).ResizeObserver
    ;(window as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver
    try {
      defineCustomElementTaroTabbar()
      const container = document.createElement('div')
      document.body.appendChild(container)
      const bar = document.createElement('taro-tabbar') as Bar
      bar.conf = conf()
      let height = 89
      Object.defineProperty(bar, 'offsetHeight', { get: () => height })
      container.appendChild(bar)
      expect(observed).toHaveLength(1)
      expect(observed[0].target).toBe(bar)
      observed[0].callback()
      expect(container.style.getPropertyValue('--tab-bar-height')).toBe('89px')
      // large text: the labels make it taller; hidden: none
      height = 107
      observed[0].callback()
      expect(container.style.getPropertyValue('--tab-bar-height')).toBe('107px')
      height = 0
      observed[0].callback()
      expect(container.style.getPropertyValue('--tab-bar-height')).toBe('0px')
      bar.remove()
      expect(observed[0].disconnected).toBe(true)
    } finally {
      if (saved === undefined) delete (window as { ResizeObserver?: unknown }).ResizeObserver
      else (window as { ResizeObserver?: unknown }).ResizeObserver = saved
    }
  })

  it('without ResizeObserver (an old browser) it draws as before and the pages keep the row and the inset', () => {
    expect('ResizeObserver' in window).toBe(false)
    const bar = mount()
    route('/pages/home/home')
    expect(items(bar)).toHaveLength(3)
    expect(document.body.style.getPropertyValue('--tab-bar-height')).toBe('')
  })
})
