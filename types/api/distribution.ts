/** The distribution (referral sales) programme (spec §7 distribution/*, share/{id}). */

/** GET /mall/api/v1/distribution/peopleShare: a product the parent can share for a commission. */
export interface DistributionProduct {
  distributionSaleConfigId: string
  productId: string
  name: string
  pic: string
  /** yuan */
  purchasemoney: string
  /** commission per sale, yuan */
  commission: string
  /** commission as a share of the price, percent */
  commissionRate: number
  /** times shared so far by this parent */
  shareCount: number
}

export interface DistributionShare {
  shareId: string
  distributionSaleConfigId: string
  productId: string
  productName: string
  pic: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  shareTime: string
  /** orders placed through this share */
  orderCount: number
  /** earnings from this share, yuan */
  earnings: string
  /** 0 pending settlement, 1 settled */
  settled: number
}

/** GET distribution/myShare */
export interface MyDistribution {
  userId: string
  /** yuan */
  totalEarnings: string
  settledEarnings: string
  pendingEarnings: string
  orderCount: number
  shares: DistributionShare[]
}

export interface DistributionSaleOrder {
  orderCode: string
  buyerName: string
  /** yuan */
  payMoney: string
  commission: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
}

/** GET share/{id}: one share with the orders it brought. */
export interface DistributionShareDetail extends DistributionShare {
  orders: DistributionSaleOrder[]
}
