/**
 * The `wx` object of the headless mini-program: every API the build calls, answered the way the
 * WeChat client answers (callbacks with `errMsg`, sync variants), with what a test needs to steer
 * or read recorded. An API the build reads that is not here is recorded as missing, so a new call
 * cannot go unnoticed.
 */
import type { Transport } from './mock-transport'
import { NetworkSwitch, OFFLINE_ERR_MSG } from './network-switch'
import { WindowSwitch } from './window-switch'

export type PaymentOutcome = 'ok' | 'cancel' | 'fail'

export interface WxLog {
  /** `wx.showToast` titles, in order */
  toasts: string[]
  /** every `wx.showToast` as called (title, icon, duration) */
  toastCalls: Array<{ title: string; icon?: string; duration?: number }>
  /** `wx.showLoading` titles */
  loadings: string[]
  /** `wx.showModal` titles and contents */
  modals: Array<{ title?: string; content?: string }>
  /** every request: method, url, request body and the answer's code (or the failure), with when it was sent and answered (performance.now()) */
  requests: Array<{ method: string; url: string; data: unknown; sentAt: number; status?: number; code?: unknown; failed?: string; answeredAt?: number }>
  logins: number
  payments: Array<Record<string, unknown>>
  clipboard: string[]
  /** API names the build read that the host does not provide */
  missing: string[]
  /** what the build wrote to WeChat's real-time log (wx.getRealtimeLogManager), one entry per call */
  realtime: string[]
}

export interface WxSteering {
  /** what the next `wx.requestPayment` answers */
  payment: PaymentOutcome
  /** `wx.showModal` answers confirm (true) or cancel */
  modalConfirms: boolean
  /** `wx.getLocation` and `wx.chooseLocation` fail when false (permission refused) */
  locationAllowed: boolean
  /** how long a request that never answers waits before WeChat's own `request:fail timeout` */
  requestTimeoutMs: number
  /** how long after the client hears `requestPayment:ok` WeChat Pay notifies the service (0: before) */
  payNotifyDelayMs: number
  /** the phone's network, on unless a test turns it off (made by createWx when not given) */
  network?: NetworkSwitch
  /** the client's window, an iPhone 8's unless a test resizes it (made by createWx when not given) */
  window?: WindowSwitch
}

export interface Navigator {
  navigateTo(url: string): Promise<void>
  redirectTo(url: string): Promise<void>
  switchTab(url: string): Promise<void>
  reLaunch(url: string): Promise<void>
  navigateBack(delta: number): Promise<void>
}

export interface WxHostDeps {
  transport: Transport
  navigator: Navigator
  /** errors from host callbacks (they would crash the client's JS thread) */
  onError(error: unknown): void
  /** launch options of the app (path, query, scene) */
  launchOptions: () => Record<string, unknown>
  /** WeChat Pay tells the merchant's service that a payment went through (before the client hears of it) */
  notifyPaid: (params: Record<string, unknown>) => Promise<void>
  /** who listens to the keyboard's height (wx.onKeyboardHeightChange) */
  keyboardListeners: Set<(res: { height: number }) => void>
  /** an API's success / fail / complete callbacks ran for `ms` (one synchronous run of the build) */
  callbackRan?: (name: string, ms: number) => void
}

const SYSTEM = {
  brand: 'iPhone',
  model: 'iPhone 8',
  pixelRatio: 2,
  screenWidth: 375,
  screenHeight: 667,
  windowWidth: 375,
  windowHeight: 603,
  statusBarHeight: 20,
  language: 'zh_CN',
  version: '8.0.50',
  system: 'iOS 16.0',
  platform: 'ios',
  SDKVersion: '3.4.0',
  fontSizeSetting: 16,
  safeArea: { left: 0, right: 375, top: 20, bottom: 667, width: 375, height: 647 },
  theme: 'light',
  enableDebug: false,
  deviceOrientation: 'portrait',
}

const MENU_BUTTON = { width: 87, height: 32, top: 24, bottom: 56, left: 281, right: 368 }

type Options = Record<string, unknown> & {
  success?: (r: unknown) => void
  fail?: (r: unknown) => void
  complete?: (r: unknown) => void
}

export function createWx(deps: WxHostDeps, steer: WxSteering, log: WxLog): Record<string, unknown> {
  const storage = new Map<string, unknown>()
  let codeSeq = 0
  const network = (steer.network ??= new NetworkSwitch())
  const clientWindow = (steer.window ??= new WindowSwitch())

  /**
   * Answers an asynchronous call on the next turn, as the client does: through its success / fail /
   * complete callbacks, or, when it passed none, through the Promise it returns (base library ≥ 2.10.2).
   */
  const answer = (name: string, opts: Options | undefined, run: () => Record<string, unknown> | Promise<Record<string, unknown>>): Promise<unknown> | undefined => {
    const promised = !opts || (!opts.success && !opts.fail && !opts.complete)
    const settled = new Promise<{ ok: boolean; result: Record<string, unknown> }>((resolve) =>
      setTimeout(async () => {
        let result: Record<string, unknown>
        try {
          result = await run()
        } catch (e) {
          result = { errMsg: `${name}:fail ${e instanceof Error ? e.message : String(e)}` }
        }
        resolve({ ok: String(result.errMsg ?? '').endsWith(':ok'), result })
      }, 0),
    )
    if (promised) return settled.then(({ ok, result }) => (ok ? result : Promise.reject(result)))
    void settled.then(({ ok, result }) => {
      const start = performance.now()
      try {
        if (ok) opts?.success?.(result)
        else opts?.fail?.(result)
        opts?.complete?.(result)
      } catch (e) {
        deps.onError(e)
      } finally {
        deps.callbackRan?.(`${name} callback`, performance.now() - start)
      }
    })
    return undefined
  }
  const ok = (name: string, extra: Record<string, unknown> = {}) => ({ errMsg: `${name}:ok`, ...extra })
  const simple = (name: string, extra: () => Record<string, unknown> = () => ({})) => (opts?: Options) =>
    answer(name, opts, () => ok(name, extra()))
  const noop = () => undefined

  const selectorQuery = () => {
    const pending: Array<(results: unknown[]) => void> = []
    const results: unknown[] = []
    const nodesRef = (selector: string, all: boolean) => {
      const rect = () => ({ id: selector.replace(/^#/, ''), dataset: {}, left: 0, right: 375, top: 0, bottom: 44, width: 375, height: 44 })
      const add = (value: () => unknown, cb?: (v: unknown) => void) => {
        pending.push((out) => {
          const v = all ? [value()] : value()
          out.push(v)
          cb?.(v)
        })
        return query
      }
      return {
        boundingClientRect: (cb?: (v: unknown) => void) => add(rect, cb),
        scrollOffset: (cb?: (v: unknown) => void) => add(() => ({ scrollLeft: 0, scrollTop: 0, scrollWidth: 375, scrollHeight: 667 }), cb),
        fields: (_f: unknown, cb?: (v: unknown) => void) => add(() => ({ ...rect(), scrollLeft: 0, scrollTop: 0, node: createCanvasNode() }), cb),
        node: (cb?: (v: unknown) => void) => add(() => ({ node: createCanvasNode() }), cb),
        context: (cb?: (v: unknown) => void) => add(() => ({ context: {} }), cb),
      }
    }
    const query = {
      in: () => query,
      select: (s: string) => nodesRef(s, false),
      selectAll: (s: string) => nodesRef(s, true),
      selectViewport: () => nodesRef('viewport', false),
      exec: (cb?: (r: unknown[]) => void) => {
        setTimeout(() => {
          try {
            for (const p of pending) p(results)
            cb?.(results)
          } catch (e) {
            deps.onError(e)
          }
        }, 0)
      },
    }
    return query
  }

  const wx: Record<string, unknown> = {
    env: { USER_DATA_PATH: 'wxfile://usr' },
    canIUse: () => true,
    // ---- storage
    getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key: string, value: unknown) => void storage.set(key, JSON.parse(JSON.stringify(value ?? null))),
    removeStorageSync: (key: string) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    getStorage: (o: Options) => answer('getStorage', o, () => (storage.has(String(o.key)) ? ok('getStorage', { data: storage.get(String(o.key)) }) : { errMsg: 'getStorage:fail data not found' })),
    setStorage: (o: Options) => answer('setStorage', o, () => (storage.set(String(o.key), o.data), ok('setStorage'))),
    removeStorage: (o: Options) => answer('removeStorage', o, () => (storage.delete(String(o.key)), ok('removeStorage'))),
    clearStorage: (o: Options) => answer('clearStorage', o, () => (storage.clear(), ok('clearStorage'))),
    // ---- network
    request: (o: Options) => {
      const method = String(o.method ?? 'GET').toUpperCase()
      const url = String(o.url)
      const entry: WxLog['requests'][number] = { method, url, data: o.data, sentAt: performance.now() }
      log.requests.push(entry)
      let settled = false
      const timer = setTimeout(() => settle({ errMsg: 'request:fail timeout' }), Math.min(Number(o.timeout ?? 60000), steer.requestTimeoutMs))
      const forget = network.track(() => settle({ errMsg: OFFLINE_ERR_MSG }))
      const settle = (result: Record<string, unknown>) => {
        if (settled) return
        settled = true
        entry.answeredAt = performance.now()
        clearTimeout(timer)
        forget()
        if (String(result.errMsg).endsWith(':ok')) {
          entry.status = result.statusCode as number
          const data = result.data as { code?: unknown } | null
          entry.code = data && typeof data === 'object' ? data.code : undefined
        } else entry.failed = String(result.errMsg)
        answer('request', o, () => result)
      }
      if (!network.online) {
        settle({ errMsg: OFFLINE_ERR_MSG })
        return { abort: noop, onHeadersReceived: noop, offHeadersReceived: noop, onChunkReceived: noop }
      }
      deps.transport
        .send({ method, url, data: o.data, header: (o.header ?? {}) as Record<string, string> })
        .then((r) => {
          if (r === 'never') return
          let data: unknown = r.body
          if ((o.dataType ?? 'json') === 'json') {
            try {
              data = JSON.parse(r.body)
            } catch {
              data = r.body
            }
          }
          settle(ok('request', { data, statusCode: r.status, header: r.headers, cookies: [] }))
        })
        .catch((e: unknown) => settle({ errMsg: `request:fail ${e instanceof Error ? e.message : String(e)}` }))
      return { abort: () => settle({ errMsg: 'request:fail abort' }), onHeadersReceived: noop, offHeadersReceived: noop, onChunkReceived: noop }
    },
    uploadFile: (o: Options) => answer('uploadFile', o, () => ok('uploadFile', { data: '{"code":0,"data":{}}', statusCode: 200 })),
    downloadFile: (o: Options) => answer('downloadFile', o, () => ok('downloadFile', { tempFilePath: `wxfile://tmp/${String(o.url).split('/').pop()}`, statusCode: 200 })),
    getNetworkType: simple('getNetworkType', () => ({ networkType: network.status.networkType })),
    onNetworkStatusChange: (listener: (status: unknown) => void) => network.listen(listener),
    offNetworkStatusChange: (listener?: (status: unknown) => void) => network.unlisten(listener),
    // ---- login and payment
    login: (o: Options) => {
      log.logins++
      return answer('login', o, () => ok('login', { code: `rig-code-${++codeSeq}` }))
    },
    checkSession: simple('checkSession'),
    getUserProfile: simple('getUserProfile', () => ({ userInfo: { nickName: '家长', avatarUrl: '' } })),
    requestPayment: (o: Options) => {
      const { success: _s, fail: _f, complete: _c, ...params } = o
      log.payments.push(params)
      const outcome = steer.payment
      return answer('requestPayment', o, async () => {
        if (outcome !== 'ok') return { errMsg: outcome === 'cancel' ? 'requestPayment:fail cancel' : 'requestPayment:fail system error' }
        if (steer.payNotifyDelayMs <= 0) await deps.notifyPaid(params)
        else setTimeout(() => deps.notifyPaid(params).catch(deps.onError), steer.payNotifyDelayMs)
        return ok('requestPayment')
      })
    },
    requestSubscribeMessage: simple('requestSubscribeMessage'),
    // ---- navigation
    navigateTo: (o: Options) => answer('navigateTo', o, async () => (await deps.navigator.navigateTo(String(o.url)), ok('navigateTo'))),
    redirectTo: (o: Options) => answer('redirectTo', o, async () => (await deps.navigator.redirectTo(String(o.url)), ok('redirectTo'))),
    switchTab: (o: Options) => answer('switchTab', o, async () => (await deps.navigator.switchTab(String(o.url)), ok('switchTab'))),
    reLaunch: (o: Options) => answer('reLaunch', o, async () => (await deps.navigator.reLaunch(String(o.url)), ok('reLaunch'))),
    navigateBack: (o?: Options) => answer('navigateBack', o, async () => (await deps.navigator.navigateBack(Number(o?.delta ?? 1)), ok('navigateBack'))),
    navigateToMiniProgram: simple('navigateToMiniProgram'),
    // ---- interaction
    showToast: (o: Options) => {
      log.toasts.push(String(o.title ?? ''))
      log.toastCalls.push({ title: String(o.title ?? ''), icon: o.icon as string | undefined, duration: o.duration as number | undefined })
      return answer('showToast', o, () => ok('showToast'))
    },
    hideToast: simple('hideToast'),
    showLoading: (o: Options) => {
      log.loadings.push(String(o.title ?? ''))
      return answer('showLoading', o, () => ok('showLoading'))
    },
    hideLoading: simple('hideLoading'),
    showModal: (o: Options) => {
      log.modals.push({ title: o.title as string, content: o.content as string })
      return answer('showModal', o, () => ok('showModal', { confirm: steer.modalConfirms, cancel: !steer.modalConfirms }))
    },
    showActionSheet: (o: Options) => answer('showActionSheet', o, () => ok('showActionSheet', { tapIndex: 0 })),
    // ---- window and system
    getSystemInfoSync: () => ({ ...SYSTEM }),
    getSystemInfo: (o: Options) => answer('getSystemInfo', o, () => ok('getSystemInfo', { ...SYSTEM })),
    getWindowInfo: () => ({ pixelRatio: 2, screenWidth: clientWindow.screenWidth, screenHeight: clientWindow.screenHeight, windowWidth: clientWindow.width, windowHeight: clientWindow.height, statusBarHeight: 20, safeArea: SYSTEM.safeArea, screenTop: 0 }),
    getDeviceInfo: () => ({ brand: SYSTEM.brand, model: SYSTEM.model, system: SYSTEM.system, platform: 'ios', pixelRatio: 2 }),
    getAppBaseInfo: () => ({ SDKVersion: SYSTEM.SDKVersion, language: 'zh_CN', version: SYSTEM.version, theme: 'light', enableDebug: false }),
    getSystemSetting: () => ({ bluetoothEnabled: false, locationEnabled: true, wifiEnabled: true, deviceOrientation: 'portrait' }),
    getAppAuthorizeSetting: () => ({ albumAuthorized: 'authorized', locationAuthorized: 'authorized', cameraAuthorized: 'authorized' }),
    getMenuButtonBoundingClientRect: () => ({ ...MENU_BUTTON }),
    getLaunchOptionsSync: () => deps.launchOptions(),
    getEnterOptionsSync: () => deps.launchOptions(),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'touristappid', envVersion: 'release', version: '' } }),
    getUpdateManager: () => ({ onCheckForUpdate: noop, onUpdateReady: noop, onUpdateFailed: noop, applyUpdate: noop }),
    setNavigationBarTitle: simple('setNavigationBarTitle'),
    setNavigationBarColor: simple('setNavigationBarColor'),
    showNavigationBarLoading: simple('showNavigationBarLoading'),
    hideNavigationBarLoading: simple('hideNavigationBarLoading'),
    hideHomeButton: simple('hideHomeButton'),
    setBackgroundColor: simple('setBackgroundColor'),
    setBackgroundTextStyle: simple('setBackgroundTextStyle'),
    startPullDownRefresh: simple('startPullDownRefresh'),
    stopPullDownRefresh: simple('stopPullDownRefresh'),
    pageScrollTo: simple('pageScrollTo'),
    setTabBarBadge: simple('setTabBarBadge'),
    removeTabBarBadge: simple('removeTabBarBadge'),
    showTabBarRedDot: simple('showTabBarRedDot'),
    hideTabBarRedDot: simple('hideTabBarRedDot'),
    showTabBar: simple('showTabBar'),
    hideTabBar: simple('hideTabBar'),
    nextTick: (fn: () => void) => setTimeout(fn, 0),
    vibrateShort: simple('vibrateShort'),
    loadFontFace: simple('loadFontFace'),
    reportAnalytics: noop,
    getRealtimeLogManager: () => {
      const write = (level: string) => (...args: unknown[]) => void log.realtime.push(`${level} ${args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ')}`)
      return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error'), setFilterMsg: noop, addFilterMsg: noop, in: noop, tag: () => ({ info: write('info'), warn: write('warn'), error: write('error') }) }
    },
    onAppShow: noop,
    offAppShow: noop,
    onAppHide: noop,
    offAppHide: noop,
    onError: noop,
    offError: noop,
    onUnhandledRejection: noop,
    offUnhandledRejection: noop,
    onPageNotFound: noop,
    offPageNotFound: noop,
    onMemoryWarning: noop,
    onWindowResize: (listener: Parameters<WindowSwitch['listen']>[0]) => clientWindow.listen(listener),
    offWindowResize: (listener?: Parameters<WindowSwitch['listen']>[0]) => clientWindow.unlisten(listener),
    onKeyboardHeightChange: (fn: (res: { height: number }) => void) => deps.keyboardListeners.add(fn),
    offKeyboardHeightChange: (fn?: (res: { height: number }) => void) => (fn ? deps.keyboardListeners.delete(fn) : deps.keyboardListeners.clear()),
    // ---- elements and canvas
    createSelectorQuery: selectorQuery,
    createIntersectionObserver: () => {
      const observer = {
        relativeTo: () => observer,
        relativeToViewport: () => observer,
        // everything the page lays out lies inside the 375 × 667 window of this host
        observe: (_selector: string, cb: (r: unknown) => void) =>
          setTimeout(() => {
            try {
              cb({ intersectionRatio: 1, intersectionRect: { top: 0, bottom: 100, left: 0, right: 375, width: 375, height: 100 }, boundingClientRect: {}, relativeRect: {}, time: Date.now() })
            } catch (e) {
              deps.onError(e)
            }
          }, 0),
        disconnect: noop,
      }
      return observer
    },
    createCanvasContext: () => createContext2d(),
    canvasToTempFilePath: (o: Options) => answer('canvasToTempFilePath', o, () => ok('canvasToTempFilePath', { tempFilePath: 'wxfile://tmp/poster.png' })),
    createVideoContext: () => ({ play: noop, pause: noop, stop: noop, seek: noop, playbackRate: noop, requestFullScreen: noop, exitFullScreen: noop }),
    createAnimation: () => createAnimation(),
    previewImage: simple('previewImage'),
    getImageInfo: (o: Options) => answer('getImageInfo', o, () => ok('getImageInfo', { width: 750, height: 750, path: String(o.src) })),
    saveImageToPhotosAlbum: simple('saveImageToPhotosAlbum'),
    showShareImageMenu: simple('showShareImageMenu'),
    getFileSystemManager: () => ({ readFile: noop, writeFile: noop, readFileSync: () => '', writeFileSync: noop, access: noop }),
    // ---- permissions, device
    getSetting: simple('getSetting', () => ({ authSetting: { 'scope.writePhotosAlbum': true, 'scope.userLocation': steer.locationAllowed } })),
    authorize: simple('authorize'),
    openSetting: simple('openSetting', () => ({ authSetting: {} })),
    setClipboardData: (o: Options) => {
      log.clipboard.push(String(o.data))
      return answer('setClipboardData', o, () => ok('setClipboardData'))
    },
    getClipboardData: (o: Options) => answer('getClipboardData', o, () => ok('getClipboardData', { data: log.clipboard.at(-1) ?? '' })),
    getLocation: (o: Options) =>
      answer('getLocation', o, () => (steer.locationAllowed ? ok('getLocation', { latitude: 31.2304, longitude: 121.4737, accuracy: 30 }) : { errMsg: 'getLocation:fail auth deny' })),
    // the picker needs the location permission too: refused, WeChat answers auth deny and shows no picker
    chooseLocation: (o: Options) =>
      answer('chooseLocation', o, () =>
        steer.locationAllowed
          ? ok('chooseLocation', { name: '上海市人民广场', address: '上海市黄浦区人民大道', latitude: 31.2304, longitude: 121.4737 })
          : { errMsg: 'chooseLocation:fail auth deny' },
      ),
    openLocation: simple('openLocation'),
    makePhoneCall: simple('makePhoneCall'),
    chooseImage: simple('chooseImage', () => ({ tempFilePaths: ['wxfile://tmp/a.png'], tempFiles: [] })),
    chooseMedia: simple('chooseMedia', () => ({ tempFiles: [] })),
    scanCode: simple('scanCode', () => ({ result: '' })),
    openCustomerServiceChat: simple('openCustomerServiceChat'),
    // ---- sharing
    showShareMenu: simple('showShareMenu'),
    hideShareMenu: simple('hideShareMenu'),
    updateShareMenu: simple('updateShareMenu'),
  }
  // reading an API the host does not have is recorded (Taro asks with `in` first: that is not a read)
  const known = new Set(['webpackJsonp', 'cloud', 'then', 'toJSON', 'constructor', 'nodeType', 'asymmetricMatch', '$$typeof'])
  return new Proxy(wx, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target) && !known.has(key) && !key.startsWith('__')) log.missing.push(key)
      return Reflect.get(target, key)
    },
  })
}

/** A Canvas 2D node as `SelectorQuery.node()` returns it: a context that records, images that load. */
function createCanvasNode() {
  const ctx = createContext2d()
  return {
    width: 300,
    height: 150,
    getContext: () => ctx,
    createImage: () => {
      const img: Record<string, unknown> = { width: 200, height: 200 }
      let src = ''
      Object.defineProperty(img, 'src', {
        get: () => src,
        set: (v: string) => {
          src = v
          setTimeout(() => (typeof img.onload === 'function' ? (img.onload as () => void)() : undefined), 0)
        },
      })
      return img
    },
    requestAnimationFrame: (fn: () => void) => setTimeout(fn, 16),
    cancelAnimationFrame: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    toDataURL: () => 'data:image/png;base64,',
  }
}

function createContext2d(): Record<string, unknown> {
  const calls: string[] = []
  const target: Record<string, unknown> = { calls, measureText: (t: string) => ({ width: String(t).length * 14 }) }
  return new Proxy(target, {
    get(t, key) {
      if (key in t) return t[key as string]
      // a real context is no thenable: resolving a promise with it must not call `then`
      if (typeof key !== 'string' || key === 'then') return undefined
      return (...args: unknown[]) => void calls.push(`${key}(${args.length})`)
    },
    set(t, key, value) {
      t[key as string] = value
      return true
    },
  })
}

function createAnimation(): Record<string, unknown> {
  const a: Record<string, unknown> = {}
  return new Proxy(a, { get: (_t, key) => (key === 'export' ? () => ({ actions: [] }) : () => a) })
}
