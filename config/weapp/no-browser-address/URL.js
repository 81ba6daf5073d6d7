// Mini-program stand-in for Taro's runtime URL (see ../no-browser-address.js). The build checks
// that nothing uses it; should that check ever be bypassed, a use fails loudly here.
function unavailable() {
  throw new Error('URL is not available in the mini-program build (config/weapp/no-browser-address.js)')
}

export class TaroURLProvider {
  constructor() {
    unavailable()
  }
}

export const parseUrl = unavailable
