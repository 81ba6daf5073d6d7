/** Envelope every JSON service of the platform answers with (maps excepted). */
export interface ApiResponse<T = unknown> {
  code: number
  msg?: string
  message?: string
  data: T
}

/** A paged list as the mall service returns it. */
export interface PageResult<T> {
  list: T[]
  total: number
}

export interface PageQuery {
  pageIndex: number
  pageSize: number
}
