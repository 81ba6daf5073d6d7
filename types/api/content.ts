/**
 * Content pages of the mall service: micro-courses and service consultation (what the app sends).
 * The new-user gift's coupons and products are read by the shapes of src/services/api/catalog-calls.ts.
 */

/** POST /mall/api/v1/product/cheese: short micro-courses, paged. */
export interface CheeseRequest {
  pageIndex: number
  pageSize: number
}

/** POST /mall/api/v1/basics/customer/service: a service consultation request. */
export interface ConsultationRequest {
  name: string
  phone: string
  /** YYYY-MM-DD */
  childBirthday: string
  /** '3岁2个月' */
  childAge: string
  need: string
}
