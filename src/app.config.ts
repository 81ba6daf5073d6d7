/**
 * The app's settings. Its page list is not written here: `pages` and `subPackages` come from the
 * page table (config/page-table.ts, by config/app-packages.ts), where every page is written once.
 * This file imports them rather than being generated: Taro reads it at build time (weapp and H5) with
 * @tarojs/helper's readConfig, which bundles the file with esbuild before running it, so its imports
 * are followed. They are relative, so they resolve without the `@/` alias.
 */
import { MAIN_PACKAGE_PAGES, SUB_PACKAGES } from './config/app-packages'
import { PAGES, pageFile } from './config/page-table'

export default defineAppConfig({
  pages: MAIN_PACKAGE_PAGES,
  subPackages: SUB_PACKAGES,
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '儿童健康商城',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f6f7f9',
  },
  tabBar: {
    color: '#6b6b6b',
    selectedColor: '#00C094',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      { pagePath: pageFile(PAGES.home), text: '首页', iconPath: 'assets/tab/home.png', selectedIconPath: 'assets/tab/home-active.png' },
      { pagePath: pageFile(PAGES.mall), text: '商城', iconPath: 'assets/tab/mall.png', selectedIconPath: 'assets/tab/mall-active.png' },
      { pagePath: pageFile(PAGES.userInfo), text: '我的', iconPath: 'assets/tab/user.png', selectedIconPath: 'assets/tab/user-active.png' },
    ],
  },
  permission: {
    'scope.userLocation': { desc: '用于定位你所在的城市，推荐附近的校区' },
  },
  requiredPrivateInfos: ['getLocation'],
  lazyCodeLoading: 'requiredComponents',
  // Resizable: PC WeChat's window may be dragged wider and an iPad turns on its side. WeChat draws rpx
  // as a 750th of the window, so each length would grow with the window; the build caps every rpx
  // length at its size in a 480 px column (src/platform/column.ts), and the page is that column,
  // centred (app.scss), so a phone draws what it drew and a wider window draws the phone's page.
  resizable: true,
  // H5: no page slide. Taro's router hides the page left behind on a timer after the slide; going
  // back before it fires left that page hidden (a white screen). Without the slide it hides at once.
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {}),
})
