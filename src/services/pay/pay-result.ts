/** What a payment bridge reports. The client never treats `ok` as paid: the server decides. */
export type PayBridgeResult =
  | { kind: 'ok' }
  | { kind: 'cancel' }
  | { kind: 'fail'; message?: string }
  /** the page went to a cashier elsewhere; the result comes back in the return address */
  | { kind: 'redirected' }

export interface PayableOrder {
  orderId: string
  orderCode: string
}

export const PAY_TEXT = {
  paying: '支付中',
  cancelled: '支付取消',
  cancelRejection: '取消支付',
  failed: '支付失败，请重新支付',
  timeout: '订单状态超时',
  /** a payment request got no answer (no network, a timeout): the order is kept and paid again from its detail */
  interrupted: '网络异常，订单已保留，请重新支付',
} as const

/** The result named in a return address (?payResult=ok|cancel|fail). */
export function payResultFromQuery(value: string | undefined): PayBridgeResult | null {
  if (value === 'ok') return { kind: 'ok' }
  if (value === 'cancel') return { kind: 'cancel' }
  if (value === 'fail') return { kind: 'fail' }
  return null
}
