import type { ApiResponse, PageResult } from '@types-api/api/common'
import type {
  CheeseRequest,
  ConsultationRequest,
  ConsultationResult,
  ReceiveCouponResult,
  ShortLink,
} from '@types-api/api/content'
import type { ProductListItem } from '@types-api/api/product'
import type { PendingQuestionnaire } from '@types-api/api/questionnaire'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { ignoresData } from '@/services/http/shape'
import { consultationShape, pendingQuestionnaireShape, productPageShape, receiveCouponShape, shortLinkShape } from './shapes'

const pageOf = <T>(r: ApiResponse<PageResult<T> | null>): PageResult<T> => {
  const d = r.data
  return { list: Array.isArray(d?.list) ? d.list : [], total: Number(d?.total) || 0 }
}

/** Micro-courses, consultation, coupon receiving, short links and the pending-questionnaire pop-up. */
export function createContentApi(send: Send, config: AppConfig) {
  const mall = config.hosts.mall
  const talkCard = `${config.hosts.app}/api/talkCard`
  return {
    /** GET popUpQuestionnaire/{userId}: a questionnaire waiting for the parent, or null. */
    pendingQuestionnaire: (userId: string) =>
      send<ApiResponse<PendingQuestionnaire | null>>({ url: `${talkCard}/popUpQuestionnaire/${encodeURIComponent(userId)}`, method: 'GET', rule: 'code0', shape: pendingQuestionnaireShape }).then((r) =>
        r.data && typeof r.data.eventId === 'string' && r.data.eventId && typeof r.data.questionnaireId === 'string' ? r.data : null,
      ),
    /** GET closeQuestionnaire/{eventId}: the parent dismissed the pop-up. */
    closeQuestionnaire: (eventId: string) =>
      send<ApiResponse<null>>({ url: `${talkCard}/closeQuestionnaire/${encodeURIComponent(eventId)}`, method: 'GET', rule: 'code0', shape: ignoresData }).then(() => undefined),
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
