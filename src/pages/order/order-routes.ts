/** Routes of the order area; pages open each other through these. */
export const orderRoutes = {
  list: (tab?: string | number) => `/pages/order/order-list${tab === undefined ? '' : `?tab=${tab}`}`,
  detail: (orderId: string) => `/pages/order/order-detail?orderId=${encodeURIComponent(orderId)}`,
  cancel: (orderId: string) => `/pages/order/order-cancel?orderId=${encodeURIComponent(orderId)}`,
  delivery: (orderId: string) => `/pages/order/order-delivery?orderId=${encodeURIComponent(orderId)}`,
  contract: (orderId: string) => `/pages/order/order-contract?orderId=${encodeURIComponent(orderId)}`,
}
