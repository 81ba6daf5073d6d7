// Mini-program stand-in for Taro's runtime History (see ../no-browser-address.js): pages are
// stacked by wx.navigateTo, not by a browser history. The window forwards its page events to no one.
import { Events } from '@tarojs/shared'

export class History extends Events {}
