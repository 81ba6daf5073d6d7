/**
 * wx APIs whose documentation page says they are no longer maintained (「本接口停止维护」), with the
 * page. The audit's rule 「不使用任何文档中提示废弃的接口」 fails on any of them being called.
 * Only APIs whose page was read are listed; the list is not all of WeChat's deprecations (a call of
 * an API not listed here is not judged).
 */
export const DEPRECATED_WX_APIS: Readonly<Record<string, string>> = {
  // 从基础库 2.20.1 开始，本接口停止维护，请使用 wx.getSystemSetting、wx.getAppAuthorizeSetting、wx.getDeviceInfo、wx.getWindowInfo、wx.getAppBaseInfo 代替
  getSystemInfoSync: 'https://developers.weixin.qq.com/miniprogram/dev/api/base/system/wx.getSystemInfoSync.html',
  getSystemInfo: 'https://developers.weixin.qq.com/miniprogram/dev/api/base/system/wx.getSystemInfo.html',
  getSystemInfoAsync: 'https://developers.weixin.qq.com/miniprogram/dev/api/base/system/wx.getSystemInfoAsync.html',
  // 从基础库 2.9.0 开始，本接口停止维护，请使用 Canvas 代替
  createCanvasContext: 'https://developers.weixin.qq.com/miniprogram/dev/api/canvas/wx.createCanvasContext.html',
}
