import type { DistributionProduct } from './distribution-calls'
import { routes } from '@/config/routes'

/**
 * The link a sales parent shares for a product: the product, its sale config and the sales person
 * (from_user). Whoever buys through it carries both ids to the cart and to mergePay.
 */
export function distributionPath(item: Pick<DistributionProduct, 'productId' | 'distributionSaleConfigId'>, salesUserId: string | null | undefined): string {
  return routes.goodsDetail({ id: item.productId, distributionSaleConfigId: item.distributionSaleConfigId, from_user: salesUserId ?? undefined })
}

/** The product pictures as poster backgrounds (comma-separated list, first is the cover). */
export const productPictures = (pic: string | null | undefined): string[] =>
  String(pic ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => /^(https?:\/\/|\/(?!\/))\S+$/.test(p))
