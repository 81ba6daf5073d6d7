// Mini-program stand-in for Taro's runtime Location (see ../no-browser-address.js): a page of a
// mini-program has no address bar. The window still forwards its page events to it, to no one.
import { Events } from '@tarojs/shared'

export class Location extends Events {}
