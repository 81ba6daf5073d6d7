import type { InferOutput } from 'valibot'
import { pageOf, pageShape, productListItemShape, type Page } from './common-shapes'

/** A page of product cards, as every product list answers it (discover, search, modulePage, cheese …). */
export const productPageShape = pageShape(productListItemShape)

/**
 * A product card as the lists show it: its id and its assessments' ids as text (they go into page
 * addresses and keys); a card without assessments stays without them. Made once, in the api that
 * reads the list.
 */
export function productListItemOf(p: InferOutput<typeof productListItemShape>) {
  const { assessmentList, ...item } = p
  return {
    ...item,
    productId: String(p.productId),
    ...(assessmentList ? { assessmentList: assessmentList.map((a) => ({ ...a, assessmentId: String(a.assessmentId) })) } : {}),
  }
}
export type ProductListItem = ReturnType<typeof productListItemOf>

/** A page of product cards: a missing list or total read as empty, each card made by productListItemOf. */
export function productPageOf(answer: InferOutput<typeof productPageShape>): Page<ProductListItem> {
  const page = pageOf(answer)
  return { list: page.list.map(productListItemOf), total: page.total }
}
