/** One tab of the tab bar, as app.config.ts declares it (plus what the tab-bar APIs change). */
export interface TabBarItem {
  pagePath: string
  text: string
  iconPath: string
  selectedIconPath: string
  badgeText?: string | null
  showRedDot?: boolean
}

const pathOf = (url: string): string => url.split(/[?#]/)[0]

/** The tab whose page is at `url` (query and fragment ignored), or -1 when it is not a tab page. */
export function tabIndexOf(list: readonly Pick<TabBarItem, 'pagePath'>[], url: string): number {
  const path = pathOf(url)
  return list.findIndex((item) => pathOf(item.pagePath) === path)
}
