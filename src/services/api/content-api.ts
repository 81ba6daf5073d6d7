import type { ApiResponse, PageResult } from '@types-api/api/common'
import type {
  CheeseRequest,
  ConsultationRequest,
  ConsultationResult,
  ReceiveCouponResult,
  ShortLink,
} from '@types-api/api/content'
import type { ProductListItem } from '@types-api/api/product'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { consultationShape, productPageShape, receiveCouponShape, shortLinkShape } from './shapes'

const pageOf = <T>(r: ApiResponse<PageResult<T> | null>): PageResult<T> => {
  const d = r.data
  return { list: Array.isArray(d?.list) ? d.list : [], total: Number(d?.total) || 0 }
}

/** Micro-courses, consultation, coupon receiving and short links. */
export function createContentApi(send: Send, config: AppConfig) {
  const mall = config.hosts.mall
  return {
    cheeseCourses: (req: CheeseRequest) =>
      send<ApiResponse<PageResult<ProductListItem>>>({ url: `${mall}/product/cheese`, method: 'POST', data: req, rule: 'code0', shape: productPageShape }).then(pageOf),
    submitConsultation: (req: ConsultationRequest) =>
      send<ApiResponse<ConsultationResult>>({ url: `${mall}/basics/customer/service`, method: 'POST', data: req, rule: 'code0', shape: consultationShape }).then(
        (r) => r.data,
      ),
    receiveCoupon: (couponId: string) =>
      send<ApiResponse<ReceiveCouponResult>>({
        url: `${mall}/coupon/receiveCoupon/${encodeURIComponent(couponId)}`,
        method: 'GET',
        rule: 'code0',
        shape: receiveCouponShape,
      }).then((r) => r.data),
    /** Public: a short link opens before login settles. */
    shortLink: (id: string) =>
      send<ApiResponse<ShortLink | null>>({
        url: `${config.hosts.management}/management/api/v1/scrm/shortLink/${encodeURIComponent(id)}`,
        method: 'GET',
        rule: 'code0',
        skipLoginWait: true,
        shape: shortLinkShape,
      }).then((r) => r.data),
  }
}
export type ContentApi = ReturnType<typeof createContentApi>
