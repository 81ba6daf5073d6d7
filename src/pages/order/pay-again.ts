import type { OrderDetail } from '@types-api/api/order'
import { runPayment } from '@/shared/trade/pay-flow'
import type { PayPhase } from '@/stores/pay-store'
import type { RootStore } from '@/stores/root-store'

/**
 * Pays a pending order again through the storefront's payment flow (bridge, server status polling,
 * then pay-finish; 支付取消 goes back to this order). Points-only orders skip the bridge.
 */
export function payAgain(root: RootStore, order: Pick<OrderDetail, 'orderId' | 'orderCode' | 'payMoney'>): Promise<PayPhase> {
  const moneyDue = Number(order.payMoney) > 0
  return runPayment(root, { orderId: order.orderId, orderCode: order.orderCode }, { skipBridge: !moneyDue })
}
