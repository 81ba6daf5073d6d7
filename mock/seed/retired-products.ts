/**
 * Products that have left the shelf: gone from the catalogue, yet still in carts filled before, with
 * their pictures still in the object storage (drawn by what their names say they are).
 */
export interface RetiredProduct {
  productId: string
  name: string
  kind: 'course' | 'goods'
}

/** The winter course every parent's cart still holds, shown as no longer available. */
export const OFF_SHELF_COURSE: RetiredProduct = { productId: 'P-OFF-SHELF', name: '寒假专注力集训营', kind: 'course' }

export const RETIRED_PRODUCTS: readonly RetiredProduct[] = [OFF_SHELF_COURSE]
