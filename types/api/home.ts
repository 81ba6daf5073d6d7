/** GET /mall/api/v1/basics/productModule: the home category tabs. */
export interface CategoryTab {
  code: string
  name: string
  description: string
  /** Comma-separated platform numbers; 2 = this storefront. */
  platformType: string
}
