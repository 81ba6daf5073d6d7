// Mini-program stand-in for Taro's runtime URLSearchParams (see ../no-browser-address.js). The
// build checks that nothing uses it; should that check ever be bypassed, a use fails loudly here.
export class URLSearchParams {
  constructor() {
    throw new Error('URLSearchParams is not available in the mini-program build (config/weapp/no-browser-address.js)')
  }
}
