import Taro from '@tarojs/taro'
import { requestPay } from '@/platform/payment'
import type { TradeModel } from './trade-area'
import { PayCancelled, type PayPhase } from '@/shared/trade/pay-store'
import { PAY_TEXT, type PayBridgeResult, type PayableOrder } from '@/services/pay/pay-result'
import { routes } from '@/config/routes'
import { holdLoading, toast } from '@/components/toast/toast'
import { laterOnThisPage } from '@/components/page-kit/page-timers'

export interface PayFlowOptions {
  /** points-only and fully discounted orders: no bridge, only the server's status */
  skipBridge?: boolean
  /** a result that came back in a return address (the simulated cashier) */
  returned?: PayBridgeResult
}

/** A paid or cancelled order ends its checkout: the next visit starts a new one. */
function forgetCheckout(trade: TradeModel, order: PayableOrder): void {
  if (trade.checkout.created?.orderId === order.orderId) trade.checkout.reset()
}

/** The parent goes where the order can be paid again, its detail, after `text` (spec §4, the cancel path). */
function toOrderDetail(trade: TradeModel, order: PayableOrder, text: string): void {
  forgetCheckout(trade, order)
  toast(text)
  laterOnThisPage(() => void Taro.redirectTo({ url: routes.orderDetail({ orderCode: order.orderCode }) }), 800)
}

/**
 * The whole payment of one order, shared by order confirmation, the cashier's return page and
 * paying a pending order again: 支付中 while the bridge and the status polling run, then
 * pay-finish when the server says paid; 支付取消 and the order detail on cancel; the order detail too
 * when a request of the payment got no answer (no network, a timeout), so the order is not lost; a
 * toast otherwise. Resolves with the final phase.
 */
export async function runPayment(trade: TradeModel, order: PayableOrder, options: PayFlowOptions = {}): Promise<PayPhase> {
  const { pay, api } = trade
  const { deps } = trade.ctx
  const bridge = (o: PayableOrder) => requestPay(o, { wxpay: api.wxpay, config: deps.config, session: deps.session })
  const releaseLoading = holdLoading(PAY_TEXT.paying)
  try {
    const phase = options.returned
      ? await pay.settle(order, options.returned)
      : options.skipBridge
        ? await pay.check(order)
        : await pay.pay(order, bridge)
    releaseLoading()
    if (phase === 'paid') forgetCheckout(trade, order)
    if (phase === 'paid') void Taro.redirectTo({ url: routes.payFinish({ orderId: order.orderId, orderCode: order.orderCode }) })
    else if (phase === 'failed' && pay.interrupted) toOrderDetail(trade, order, PAY_TEXT.interrupted)
    else if (phase === 'failed') toast(pay.message)
    return phase
  } catch (e) {
    releaseLoading()
    if (e instanceof PayCancelled) {
      toOrderDetail(trade, order, PAY_TEXT.cancelled)
      return 'cancelled'
    }
    toast(PAY_TEXT.failed)
    return 'failed'
  }
}
