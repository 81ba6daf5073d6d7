/**
 * The H5 tab bar, as a small custom element. Taro's router makes the bar itself
 * (`document.createElement('taro-tabbar')`, sets `conf`, appends it) and talks to it through the
 * event centre: route changes, and the tab-bar APIs (badge, red dot, show/hide, style, item).
 * Taro's own element is built on a web-component runtime that would be the only user of that
 * runtime on the first screen; the build hands the router this element instead
 * (config/index.ts), with the same element name, classes, events and behaviour.
 */
import { addLeadingSlash, getCurrentPage, stripBasename, stripSuffix } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import { tabIndexOf, type TabBarItem } from '@/utils/tab-bar'
import './tab-bar-element.h5.scss'

interface TabBarConf {
  list: TabBarItem[]
  color?: string
  selectedColor?: string
  backgroundColor?: string
  borderStyle?: string
  homePage?: string
  mode?: string
  basename?: string
  customRoutes?: Record<string, string | string[]>
}

type Result = (r: { errMsg: string }) => void
interface Call {
  index?: number
  text?: string
  url?: string
  animation?: boolean
  color?: string
  selectedColor?: string
  backgroundColor?: string
  borderStyle?: string
  iconPath?: string
  selectedIconPath?: string
  successHandler?: Result
  errorHandler?: Result
}

const HEIGHT_CLASS = 'taro-tabbar__tabbar'

class TabBarElement extends HTMLElement {
  conf?: TabBarConf
  private list: TabBarItem[] = []
  private selected = -1
  private status: 'show' | 'hide' | 'slideout' = 'show'
  private homePage = ''
  private position: 'top' | 'bottom' = 'bottom'
  private readonly aliases: [string, string][] = []
  private resizes?: ResizeObserver
  private readonly listeners: [string, (c: Call) => void][] = [
    ['__taroRouterChange', (c) => this.onRouteChange(c as { toLocation?: { path?: string } })],
    ['__taroSwitchTab', (c) => this.onSwitchTab(c)],
    ['__taroSetTabBarBadge', (c) => this.changeItem(c, 'setTabBarBadge', (item) => ({ ...item, showRedDot: false, badgeText: c.text ?? null }))],
    ['__taroRemoveTabBarBadge', (c) => this.changeItem(c, 'removeTabBarBadge', (item) => ({ ...item, badgeText: null }))],
    ['__taroShowTabBarRedDotHandler', (c) => this.changeItem(c, 'showTabBarRedDot', (item) => ({ ...item, badgeText: null, showRedDot: true }))],
    ['__taroHideTabBarRedDotHandler', (c) => this.changeItem(c, 'hideTabBarRedDot', (item) => ({ ...item, showRedDot: false }))],
    ['__taroShowTabBar', (c) => this.setStatus('show', 'showTabBar', c)],
    ['__taroHideTabBar', (c) => this.setStatus(c.animation ? 'slideout' : 'hide', 'hideTabBar', c)],
    ['__taroSetTabBarStyle', (c) => this.setStyle(c)],
    [
      '__taroSetTabBarItem',
      (c) =>
        this.changeItem(c, 'setTabBarItem', (item) => ({
          ...item,
          iconPath: c.iconPath || item.iconPath,
          selectedIconPath: c.selectedIconPath || item.selectedIconPath,
          text: c.text || item.text,
        })),
    ],
  ]

  connectedCallback(): void {
    const conf = this.conf
    if (!conf || !Array.isArray(conf.list) || conf.list.length < 2 || conf.list.length > 5) throw new Error('tabBar 配置错误')
    this.homePage = addLeadingSlash(conf.homePage ?? '')
    for (const [page, paths] of Object.entries(conf.customRoutes ?? {})) {
      for (const p of Array.isArray(paths) ? paths : [paths]) this.aliases.push([addLeadingSlash(page), addLeadingSlash(p)])
    }
    this.list = conf.list.map((item) => ({ ...item, pagePath: addLeadingSlash(item.pagePath) }))
    this.position = this.nextElementSibling ? 'top' : 'bottom'
    for (const [name, fn] of this.listeners) Taro.eventCenter.on(name, fn)
    this.onRouteChange()
    // a tab page's height (tab-bar-element.h5.scss) leaves room for the bar as tall as it is drawn:
    // taller than its row when a parent's large text enlarges the labels, none while it is hidden
    if ('ResizeObserver' in window) {
      this.resizes = new ResizeObserver(() => this.parentElement?.style.setProperty('--tab-bar-height', `${this.offsetHeight}px`))
      this.resizes.observe(this)
    }
  }

  disconnectedCallback(): void {
    for (const [name, fn] of this.listeners) Taro.eventCenter.off(name, fn)
    this.resizes?.disconnect()
  }

  /** the page address behind an alias (the map pages answer at two addresses) */
  private pageOf(url: string): string {
    const path = url.split(/[?#]/)[0]
    const alias = this.aliases.find(([, aliasPath]) => aliasPath === path)
    return stripSuffix(alias ? alias[0] : url, '.html')
  }

  private currentUrl(): string {
    const path = getCurrentPage(this.conf?.mode, this.conf?.basename)
    return decodeURI(path === '/' ? this.homePage : path)
  }

  private onRouteChange(change?: { toLocation?: { path?: string } }): void {
    const to = change?.toLocation?.path
    const page = typeof to === 'string' ? stripBasename(addLeadingSlash(to || this.homePage), this.conf?.basename || '/') || '/' : this.currentUrl()
    this.select(tabIndexOf(this.list, this.pageOf(page === '/' ? this.homePage : page)))
  }

  private onSwitchTab(c: Call): void {
    const base = `https://tab.invalid${this.pageOf(this.currentUrl() || this.homePage)}`
    const next = new URL(c.url ?? '', base).pathname
    const index = tabIndexOf(this.list, next)
    if (index < 0) return c.errorHandler?.({ errMsg: `switchTab:fail page "${next}" is not found` })
    this.open(index)
    c.successHandler?.({ errMsg: 'switchTab:ok' })
  }

  private open(index: number): void {
    this.select(index)
    void Taro.switchTab({ url: this.list[index].pagePath })
  }

  private tap(index: number): void {
    const page = Taro.getCurrentPages().slice(-1)[0] as { onTabItemTap?: (o: object) => void } | undefined
    const item = this.list[index]
    if (typeof page?.onTabItemTap === 'function') page.onTabItemTap({ index, pagePath: item.pagePath, text: item.text })
    this.open(index)
  }

  private changeItem(c: Call, api: string, change: (item: TabBarItem) => TabBarItem): void {
    const index = c.index ?? -1
    if (!(index in this.list)) return c.errorHandler?.({ errMsg: `${api}:fail tabbar item not found` })
    this.list = this.list.map((item, i) => (i === index ? change(item) : item))
    this.render()
    c.successHandler?.({ errMsg: `${api}:ok` })
  }

  private setStatus(status: 'show' | 'hide' | 'slideout', api: string, c: Call): void {
    this.status = status
    this.render()
    c.successHandler?.({ errMsg: `${api}:ok` })
  }

  private setStyle(c: Call): void {
    const conf = this.conf as TabBarConf
    if (c.backgroundColor) conf.backgroundColor = c.backgroundColor
    if (c.borderStyle) conf.borderStyle = c.borderStyle
    if (c.color) conf.color = c.color
    if (c.selectedColor) conf.selectedColor = c.selectedColor
    this.render()
    c.successHandler?.({ errMsg: 'setTabBarStyle:ok' })
  }

  /** Draws the bar again only when the selected tab changes (or on the first call). */
  private select(index: number): void {
    if (index === this.selected && this.firstElementChild) return
    this.selected = index
    this.render()
  }

  private render(): void {
    const conf = this.conf as TabBarConf
    const hidden = this.selected === -1 || this.status === 'hide'
    this.className = [HEIGHT_CLASS, `${HEIGHT_CLASS}-${this.position}`, hidden ? 'taro-tabbar__tabbar-hide' : '', this.status === 'slideout' ? 'taro-tabbar__tabbar-slideout' : '']
      .filter(Boolean)
      .join(' ')
    const bar = document.createElement('div')
    bar.className = `weui-tabbar taro-tabbar__border-${conf.borderStyle || 'black'}`
    bar.setAttribute('role', 'tablist')
    if (conf.backgroundColor) bar.style.backgroundColor = conf.backgroundColor
    this.list.forEach((item, index) => bar.appendChild(this.itemElement(item, index, conf)))
    this.replaceChildren(bar)
  }

  private itemElement(item: TabBarItem, index: number, conf: TabBarConf): HTMLElement {
    const on = index === this.selected
    const a = document.createElement('a')
    a.className = on ? 'weui-tabbar__item weui-bar__item_on' : 'weui-tabbar__item'
    a.setAttribute('role', 'tab')
    a.setAttribute('aria-selected', String(on))
    a.tabIndex = 0
    a.addEventListener('click', () => this.tap(index))
    a.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') this.tap(index)
    })
    const box = document.createElement('span')
    box.className = 'taro-tabbar__icon-box'
    const icon = document.createElement('img')
    icon.className = 'weui-tabbar__icon'
    icon.alt = ''
    icon.src = on ? item.selectedIconPath : item.iconPath
    box.appendChild(icon)
    if (item.badgeText) {
      const badge = document.createElement('span')
      badge.className = 'weui-badge taro-tabbar-badge'
      badge.textContent = item.badgeText
      box.appendChild(badge)
    } else if (item.showRedDot) {
      const dot = document.createElement('span')
      dot.className = 'weui-badge weui-badge_dot taro-tabbar-dot'
      box.appendChild(dot)
    }
    const label = document.createElement('p')
    label.className = 'weui-tabbar__label'
    label.textContent = item.text
    const color = on ? conf.selectedColor : conf.color
    if (color) label.style.color = color
    a.append(box, label)
    return a
  }
}

/** What Taro's router calls before it makes the bar. */
export function defineCustomElementTaroTabbar(): void {
  if (typeof customElements !== 'undefined' && !customElements.get('taro-tabbar')) customElements.define('taro-tabbar', TabBarElement)
}
