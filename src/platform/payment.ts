import Taro from '@tarojs/taro'
import type { WxPayRequest } from '@types-api/api/checkout'
import type { WxPayParams } from '@/services/pay/wxpay-calls'
import type { AppConfig } from '@/config/app-config'
import type { KeyValueStorage } from './key-value'
import type { PayBridgeResult, PayableOrder } from '@/services/pay/pay-result'

/** What every payment bridge needs. */
export interface PaymentDeps {
  wxpay: (body: WxPayRequest) => Promise<WxPayParams>
  config: AppConfig
  session: KeyValueStorage
}

/** Maps wx.requestPayment's errMsg: requestPayment:ok, requestPayment:fail cancel, other fail. */
export function weappPayResult(errMsg: string | undefined): PayBridgeResult {
  if (errMsg === 'requestPayment:ok') return { kind: 'ok' }
  if (errMsg && /cancel/i.test(errMsg)) return { kind: 'cancel' }
  return { kind: 'fail', message: errMsg }
}

/** The mini-program pays with wx.requestPayment on the parameters from POST /pay/wxpay. */
export async function requestPay(order: PayableOrder, deps: PaymentDeps): Promise<PayBridgeResult> {
  const p = await deps.wxpay({ orderId: order.orderId, tradeType: 'JSAPI' })
  try {
    const res = await Taro.requestPayment({
      timeStamp: p.timeStamp,
      nonceStr: p.nonceStr,
      package: p.package,
      signType: p.signType,
      paySign: p.paySign,
    })
    return weappPayResult(res.errMsg)
  } catch (e) {
    return weappPayResult((e as { errMsg?: string } | null)?.errMsg)
  }
}
