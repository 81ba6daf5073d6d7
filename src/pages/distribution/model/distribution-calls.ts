import { array, looseObject, nullable, nullish, string } from 'valibot'
import { amount, id, pageShape } from '@/services/api/shapes'

/** distribution/peopleShare: the products a parent may share. */
export const distributionProductsShape = pageShape(
  looseObject({
    distributionSaleConfigId: id,
    productId: id,
    name: string(),
    pic: nullish(string()),
    purchasemoney: nullish(amount),
    commission: nullish(amount),
    commissionRate: nullish(amount),
    shareCount: nullish(amount),
  }),
)

const shareShape = looseObject({
  shareId: id,
  productId: nullish(id),
  productName: string(),
  pic: nullish(string()),
  shareTime: nullish(string()),
  orderCount: nullish(amount),
  earnings: nullish(amount),
  settled: nullish(amount),
})

/** distribution/myShare: the earnings and the shares. */
export const myDistributionShape = nullable(
  looseObject({
    totalEarnings: amount,
    settledEarnings: nullish(amount),
    pendingEarnings: nullish(amount),
    orderCount: nullish(amount),
    shares: nullish(array(shareShape)),
  }),
)

/** share/{id}: one share and the orders it brought. */
export const shareDetailShape = looseObject({
  ...shareShape.entries,
  orders: nullish(array(looseObject({ orderCode: string(), buyerName: nullish(string()), payMoney: amount, commission: nullish(amount), createTime: string() }))),
})
