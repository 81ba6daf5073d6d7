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
  // Not `resizable`. The pages are laid out in rpx, a 750th of the window's width: in a window wider
  // than a phone every length grows with it, text and pictures included, so a resizable mini-program
  // on PC WeChat (a larger window the parent may drag) or an iPad on its side showed the phone page
  // blown up. Not resizable, PC WeChat shows it at a phone's size (414 × 736, WeChat's 小程序大屏适配指南:
  // 未适配小程序在 PC 端体验), a readable column, and the audit's 窗口变化适配 has no page to adapt. A
  // column of its own in a wide window would need the pages' lengths in px under an @media rule, a
  // second copy of the styles the main package has no room for. Lengths in rem, with page-meta
  // setting the root per window, could move what phones show: the rpx conversion wcsc compiles into
  // each stylesheet (where the base library gives none of its own) rounds every length down to a
  // whole px, which rem does not; and page-meta is one more setData on every open and about 0.8 KB
  // of template in every page.
  // H5: no page slide. Taro's router hides the page left behind on a timer after the slide; going
  // back before it fires left that page hidden (a white screen). Without the slide it hides at once.
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {}),
})
