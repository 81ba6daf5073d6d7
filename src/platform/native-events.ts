/** The events the native iOS/Android shell understands (spec §9). */
export const NATIVE_EVENTS = [
  'LOGIN',
  'SHARE_POSTER',
  'SHARE_ACTIVITY',
  'SHARE_INFO',
  'CONSULTING',
  'COURSE_DETAIL',
  'POINT_DETAIL',
  'POINT_STORE',
  'USER_COUPON_LIST',
  'USER_POINT_LIST',
  'USER_CENTER',
  'GO_HOME',
  'GO_MALL',
  'USER_CART',
  'USER_ORDER',
  'USER_COURSE',
  'USER_WALLET',
  'USER_RIGHT',
  'DISTRIBUTION_SAVE_POSTER',
] as const

export type NativeEvent = (typeof NATIVE_EVENTS)[number]

export const isNativeEvent = (name: string): name is NativeEvent => (NATIVE_EVENTS as readonly string[]).includes(name)

/** Beyond spec §9's list: PAY asks the shell to pay an order ({orderId, orderCode}); it answers through window.onNativePayResult. */
export type ShellEvent = NativeEvent | 'PAY'
