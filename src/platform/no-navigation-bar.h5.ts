/**
 * H5: what the build hands Taro's router instead of its navigation bar (config/index.ts,
 * customization `no-h5-navigation-bar`).
 *
 * Taro's router draws a bar of its own at start (back and home buttons, a title and a loading
 * spinner: three inline SVG icons and a stylesheet, about 2.5 KB gzip on the first screen) and
 * shows it only on a page whose `navigationStyle` is 'default'. No page of the storefront asks for
 * it (test/unit/build/no-navigation-bar.test.ts reads every page's settings): the browser, WeChat
 * and the app shell show the page's title, and pages with their own header draw it themselves. The
 * router's handler of the bar finds no element and leaves it at that; it still sets the document's
 * title (router/navigation-bar.js sets `document.title` before it looks for the bar).
 */
export function initNavigationBar(): void {}
