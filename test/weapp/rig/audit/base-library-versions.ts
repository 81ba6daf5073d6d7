/**
 * 最低基础库版本: the base library each wx API and component the storefront uses needs, from the line
 * 「基础库 x 开始支持」 of its documentation page (developers.weixin.qq.com/miniprogram/dev/api/… and
 * /component/…); no line means it has been there since 1.0.0. Read through search: the system
 * information APIs (wx.getWindowInfo, getDeviceInfo, getAppBaseInfo, getSystemSetting and
 * getAppAuthorizeSetting replace wx.getSystemInfoSync from 2.20.1, its page says) and
 * wx.createCanvasContext / canvas 2d (2.9.0). The other versions are the pages' lines as known to the
 * maintainers, not re-read here: a new API or component the build calls has no entry and fails the
 * rule until its version is looked up and added.
 */
export const API_SINCE: Readonly<Record<string, string>> = {
  // storage, network, login, payment, navigation, interaction: 1.0.0 unless noted
  getStorageSync: '1.0.0', setStorageSync: '1.0.0', removeStorageSync: '1.0.0', clearStorageSync: '1.0.0', getStorageInfoSync: '1.0.0',
  getStorage: '1.0.0', setStorage: '1.0.0', removeStorage: '1.0.0', clearStorage: '1.0.0',
  request: '1.0.0', uploadFile: '1.0.0', downloadFile: '1.0.0', getNetworkType: '1.0.0', onNetworkStatusChange: '1.1.0', offNetworkStatusChange: '2.9.3',
  login: '1.0.0', checkSession: '1.0.0', getUserProfile: '2.10.4', requestPayment: '1.0.0', requestSubscribeMessage: '2.4.4',
  navigateTo: '1.0.0', redirectTo: '1.0.0', navigateBack: '1.0.0', switchTab: '1.1.0', reLaunch: '1.1.0', navigateToMiniProgram: '1.3.0',
  showToast: '1.0.0', hideToast: '1.0.0', showLoading: '1.1.0', hideLoading: '1.1.0', showModal: '1.0.0', showActionSheet: '1.0.0',
  // window, system, app
  getSystemInfoSync: '1.0.0', getSystemInfo: '1.0.0',
  getWindowInfo: '2.20.1', getDeviceInfo: '2.20.1', getAppBaseInfo: '2.20.1', getSystemSetting: '2.20.1', getAppAuthorizeSetting: '2.20.1',
  getMenuButtonBoundingClientRect: '2.1.0', getLaunchOptionsSync: '2.1.2', getEnterOptionsSync: '2.9.4', getAccountInfoSync: '2.2.2', getUpdateManager: '1.9.90',
  setNavigationBarTitle: '1.0.0', setNavigationBarColor: '1.4.0', hideHomeButton: '2.8.3', setBackgroundColor: '2.1.0', setBackgroundTextStyle: '2.1.0',
  startPullDownRefresh: '1.5.0', stopPullDownRefresh: '1.0.0', pageScrollTo: '1.4.0', nextTick: '2.2.3', canIUse: '1.1.1',
  setTabBarBadge: '1.9.0', removeTabBarBadge: '1.9.0', showTabBarRedDot: '1.9.0', hideTabBarRedDot: '1.9.0', showTabBar: '1.9.0', hideTabBar: '1.9.0',
  getRealtimeLogManager: '2.7.1', onAppShow: '2.1.2', offAppShow: '2.1.2', onAppHide: '2.1.2', offAppHide: '2.1.2', onError: '2.1.2', offError: '2.1.2',
  onUnhandledRejection: '2.10.0', offUnhandledRejection: '2.10.0', onPageNotFound: '2.1.2', offPageNotFound: '2.1.2', onMemoryWarning: '2.0.2',
  onWindowResize: '2.3.0', offWindowResize: '2.3.0', onKeyboardHeightChange: '2.7.0', offKeyboardHeightChange: '2.9.2', reportAnalytics: '1.1.0',
  // elements, media, canvas
  createSelectorQuery: '1.4.0', createIntersectionObserver: '1.9.3', createCanvasContext: '1.0.0', canvasToTempFilePath: '1.0.0', createVideoContext: '1.0.0',
  createAnimation: '1.0.0', previewImage: '1.0.0', getImageInfo: '1.0.0', saveImageToPhotosAlbum: '1.2.0', showShareImageMenu: '2.14.3', getFileSystemManager: '1.9.9',
  chooseImage: '1.0.0', chooseMedia: '2.10.0', vibrateShort: '1.2.0', loadFontFace: '2.1.0',
  // permissions, device, sharing
  getSetting: '1.2.0', authorize: '1.2.0', openSetting: '1.1.0', setClipboardData: '1.1.0', getClipboardData: '1.1.0',
  getLocation: '1.0.0', chooseLocation: '1.0.0', openLocation: '1.0.0', makePhoneCall: '1.0.0', scanCode: '1.0.0', openCustomerServiceChat: '2.19.0',
  showShareMenu: '1.1.0', hideShareMenu: '1.1.0', updateShareMenu: '1.2.0',
}

/** Components by their tag in the drawn tree (`wx-canvas` with type 2d needs 2.9.0). */
export const COMPONENT_SINCE: Readonly<Record<string, string>> = {
  page: '1.0.0', view: '1.0.0', text: '1.0.0', image: '1.0.0', button: '1.0.0', input: '1.0.0', textarea: '1.0.0', 'scroll-view': '1.0.0',
  swiper: '1.0.0', 'swiper-item': '1.0.0', 'rich-text': '1.4.0', 'web-view': '1.6.4', video: '1.0.0', canvas: '1.0.0', 'canvas-2d': '2.9.0',
  picker: '1.0.0', 'picker-view': '1.0.0', 'picker-view-column': '1.0.0', map: '1.0.0', switch: '1.0.0', checkbox: '1.0.0', 'checkbox-group': '1.0.0',
  radio: '1.0.0', 'radio-group': '1.0.0', label: '1.0.0', form: '1.0.0', icon: '1.0.0', progress: '1.0.0', slider: '1.0.0', navigator: '1.0.0',
  block: '1.0.0', comp: '1.0.0', 'custom-wrapper': '1.0.0', 'cover-view': '1.4.0', 'cover-image': '1.4.0', 'movable-area': '1.2.0', 'movable-view': '1.2.0',
}

/** -1, 0 or 1 as version a is older than, the same as or newer than b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d) return Math.sign(d)
  }
  return 0
}
