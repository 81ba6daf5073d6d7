import { yuanToFen } from '@/utils/money'
import type { OrderDetail } from './order-calls'
import { runPayment } from '@/shared/trade/pay-flow'
import type { PayPhase } from '@/shared/trade/pay-store'
import type { TradeModel } from '@/shared/trade/trade-area'

/**
 * Pays a pending order again through the storefront's payment flow (bridge, server status polling,
 * then pay-finish; 支付取消 goes back to this order). Points-only orders skip the bridge.
 */
export function payAgain(trade: TradeModel, order: Pick<OrderDetail, 'orderId' | 'orderCode' | 'payMoney'>): Promise<PayPhase> {
  const moneyDue = (yuanToFen(order.payMoney) ?? 0) > 0
  return runPayment(trade, { orderId: order.orderId, orderCode: order.orderCode }, { skipBridge: !moneyDue })
}
