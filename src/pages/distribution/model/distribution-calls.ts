import { array, looseObject, nullable, nullish, string, type InferOutput } from 'valibot'
import { amount, id, pageShape } from '@/services/api/common-shapes'
import { declareService } from '@/services/http/declare'

const mall = declareService('mall')

/** The distribution calls (spec §7 "distribution/peopleShare, share/{id}, myShare": the prefix is on all three; mall service). */

const distributionProductShape = looseObject({
  distributionSaleConfigId: id,
  productId: id,
  name: string(),
  pic: nullish(string()),
  /** yuan */
  purchasemoney: nullish(amount),
  /** commission per sale, yuan */
  commission: nullish(amount),
  /** percent of the price */
  commissionRate: nullish(amount),
  /** times shared so far by this parent */
  shareCount: nullish(amount),
})

/** GET distribution/peopleShare?pageIndex&pageSize: the products a parent may share for a commission. */
export const peopleShare = mall.get('/distribution/peopleShare', pageShape(distributionProductShape), { query: (page: { pageIndex: number; pageSize: number }) => page })

/** A product to share, its ids as text (the page addresses carry them). */
export const distributionProductOf = (p: InferOutput<typeof distributionProductShape>) => ({
  ...p,
  distributionSaleConfigId: String(p.distributionSaleConfigId),
  productId: String(p.productId),
})
export type DistributionProduct = ReturnType<typeof distributionProductOf>

const shareShape = looseObject({
  shareId: id,
  productId: nullish(id),
  productName: string(),
  pic: nullish(string()),
  /** 'YYYY-MM-DD HH:mm:ss' */
  shareTime: nullish(string()),
  /** orders placed through this share */
  orderCount: nullish(amount),
  /** yuan */
  earnings: nullish(amount),
  /** 0 pending settlement, 1 settled */
  settled: nullish(amount),
})

const myShareShape = nullable(
  looseObject({
    userId: nullish(id),
    totalEarnings: amount,
    settledEarnings: nullish(amount),
    pendingEarnings: nullish(amount),
    orderCount: nullish(amount),
    shares: nullish(array(shareShape)),
  }),
)

/** GET distribution/myShare: the earnings and the shares. */
export const myShare = mall.get('/distribution/myShare', myShareShape)

const shareDetailShape = looseObject({
  ...shareShape.entries,
  orders: nullish(array(looseObject({ orderCode: string(), buyerName: nullish(string()), payMoney: amount, commission: nullish(amount), createTime: string() }))),
})

/** GET distribution/share/{id}: one share and the orders it brought. */
export const shareDetail = mall.get((shareId: string) => `/distribution/share/${encodeURIComponent(shareId)}`, shareDetailShape)
