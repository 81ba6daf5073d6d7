import { routes } from '@/config/routes'
import type { WxPayParams } from '@/services/pay/wxpay-calls'
import { type PayBridgeResult, type PayableOrder } from '@/services/pay/pay-result'
import { withQuery } from '@/utils/url'
import { isWeChatBrowser, pageOrigin } from './browser'
import { postToNative } from './native-bridge'
import type { PaymentDeps } from './payment'

export type { PaymentDeps } from './payment'

interface JsBridge {
  invoke(name: 'getBrandWCPayRequest', params: WxPayParams, cb: (res: { err_msg?: string }) => void): void
}
interface PayWindow {
  WeixinJSBridge?: JsBridge
  /** Called by the native shell with 'ok' | 'cancel' | 'fail' after the PAY event. */
  onNativePayResult?: (result: string) => void
}
const w = (): PayWindow => window as unknown as PayWindow

/** Where the page runs, to choose the bridge. */
export type PayPlace = 'wechat' | 'native' | 'cashier' | 'none'

export function payPlace(deps: Pick<PaymentDeps, 'config' | 'session'>): PayPlace {
  const platform = deps.session.get('from_app_platform')
  if (platform === 'ios' || platform === 'android') return 'native'
  if (isWeChatBrowser()) return 'wechat'
  if (deps.config.mockCashier) return 'cashier'
  return 'none'
}

/** get_brand_wcpay_request:ok | :cancel | :fail */
export function jsBridgePayResult(errMsg: string | undefined): PayBridgeResult {
  if (errMsg === 'get_brand_wcpay_request:ok') return { kind: 'ok' }
  if (errMsg === 'get_brand_wcpay_request:cancel') return { kind: 'cancel' }
  return { kind: 'fail', message: errMsg }
}

function bridgeReady(): Promise<JsBridge> {
  const ready = w().WeixinJSBridge
  if (ready) return Promise.resolve(ready)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('微信支付不可用')), 5000)
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer)
        const b = w().WeixinJSBridge
        if (b) resolve(b)
        else reject(new Error('微信支付不可用'))
      },
      { once: true },
    )
  })
}

/** WeChat's browser: WeixinJSBridge directly (Taro.requestPayment reports success there without paying). */
async function payInWeChat(order: PayableOrder, deps: PaymentDeps): Promise<PayBridgeResult> {
  const params = await deps.wxpay({ orderId: order.orderId, tradeType: 'JSAPI' })
  const bridge = await bridgeReady()
  return new Promise((resolve) => bridge.invoke('getBrandWCPayRequest', params, (res) => resolve(jsBridgePayResult(res.err_msg))))
}

/** How long the native shell may take to answer a PAY event before the page stops waiting. */
export const NATIVE_PAY_TIMEOUT_MS = 3 * 60 * 1000
export const NATIVE_PAY_TIMEOUT_TEXT = '支付超时，请在订单中查看支付结果'

/**
 * The native shell: the PAY event, answered through window.onNativePayResult. A shell that never
 * answers ends the wait after NATIVE_PAY_TIMEOUT_MS; a late answer is then ignored.
 */
export function payInNativeShell(order: PayableOrder, timeoutMs: number = NATIVE_PAY_TIMEOUT_MS): Promise<PayBridgeResult> {
  return new Promise((resolve) => {
    const settle = (result: PayBridgeResult) => {
      clearTimeout(timer)
      if (w().onNativePayResult === answer) w().onNativePayResult = undefined
      resolve(result)
    }
    const answer = (result: string) => settle(result === 'ok' ? { kind: 'ok' } : result === 'cancel' ? { kind: 'cancel' } : { kind: 'fail' })
    const timer = setTimeout(() => settle({ kind: 'fail', message: NATIVE_PAY_TIMEOUT_TEXT }), timeoutMs)
    w().onNativePayResult = answer
    if (!postToNative('PAY', { orderId: order.orderId, orderCode: order.orderCode })) settle({ kind: 'fail', message: '当前环境不支持支付' })
  })
}

/** The mock's simulated cashier; it returns to /pages/pay/pay-return with ?payResult=. */
export function cashierUrl(order: PayableOrder, deps: Pick<PaymentDeps, 'config'>, origin: string): string {
  const servicesOrigin = deps.config.hosts.mall.replace(/\/mall\/api\/v1$/, '')
  const back = `${origin}${routes.payReturn({ orderId: order.orderId, orderCode: order.orderCode })}`
  return withQuery(`${servicesOrigin}/mock/cashier`, { orderId: order.orderId, return: back })
}

export async function requestPay(order: PayableOrder, deps: PaymentDeps): Promise<PayBridgeResult> {
  const place = payPlace(deps)
  if (place === 'native') return payInNativeShell(order)
  if (place === 'wechat') return payInWeChat(order, deps)
  if (place === 'cashier') {
    window.location.assign(cashierUrl(order, deps, pageOrigin()))
    return { kind: 'redirected' }
  }
  return { kind: 'fail', message: '请在微信中打开完成支付' }
}
