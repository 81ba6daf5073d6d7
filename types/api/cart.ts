export interface CartPromotion {
  promotionId: string
  num: number
  /** yuan, as the server sends it */
  money: number | string
}

/** One row of GET /mall/api/v1/cart */
export interface CartItem {
  cartId: string
  productId: string
  productName?: string
  pic?: string
  campusId?: string
  skuId?: string
  amount?: number
  /** 0 money, 1 points */
  payType: 0 | 1
  /** unit price in yuan */
  money?: number | string
  /** unit price in points */
  point?: number
  /** 1 effective, 0 invalid (sold out, expired, off the shelf) */
  isEffective: 0 | 1 | boolean
  checked?: boolean
  scheduleId?: string
  appointDate?: string
  /** campus name of a course taken at a campus */
  campusName?: string
  /** the booked class, 'YYYY-MM-DD HH:mm:ss' */
  startDateTime?: string
  endDateTime?: string
  promotion?: CartPromotion
  distributionSaleConfigId?: string
}

export interface CartAddRequest {
  productId: string
  skuId?: string
  campusId?: string
  amount: number
  payType: 0 | 1
  scheduleId?: string
  appointDate?: string
  distributionSaleConfigId?: string
}

export interface CartUpdateRequest {
  cartId: string
  amount: number
}
