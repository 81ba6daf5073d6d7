import { looseObject, nullable, nullish, string, type InferOutput } from 'valibot'
import type { CheeseRequest, ConsultationRequest } from '@types-api/api/content'
import type { AppConfig } from '@/config/parse-env'
import { declareService, createCall, noData, sends } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { id } from './common-shapes'
import { receiveCoupon } from './coupon-calls'
import { productPageOf, productPageShape } from './product-item'

const app = declareService('app')
const mall = declareService('mall')
const management = declareService('management')

const pendingQuestionnaireShape = looseObject({ eventId: id, questionnaireId: id, title: string() })
type PendingAnswer = InferOutput<typeof pendingQuestionnaireShape>
/** A questionnaire waiting for the parent: the event to close and the questionnaire to open. */
export type PendingQuestionnaire = PendingAnswer & { eventId: string; questionnaireId: string }
const isPending = (p: PendingAnswer | null): p is PendingQuestionnaire =>
  !!p && typeof p.eventId === 'string' && p.eventId !== '' && typeof p.questionnaireId === 'string'

/** GET talkCard/popUpQuestionnaire/{userId}: a questionnaire waiting for the parent, or null. */
export const pendingQuestionnaire = app.get((userId: string) => `/api/talkCard/popUpQuestionnaire/${encodeURIComponent(userId)}`, nullable(pendingQuestionnaireShape))

/** GET talkCard/closeQuestionnaire/{eventId}: the parent dismissed the pop-up. */
export const closeQuestionnaire = app.get((eventId: string) => `/api/talkCard/closeQuestionnaire/${encodeURIComponent(eventId)}`, noData)

/** POST product/cheese: short micro-courses, paged. */
export const cheeseCourses = mall.post('/product/cheese', productPageShape, { body: sends<CheeseRequest> })

/** POST basics/customer/service: a service consultation request. */
export const submitConsultation = mall.post('/basics/customer/service', nullish(looseObject({ serviceId: nullish(id) })), { body: sends<ConsultationRequest> })

const shortLinkShape = looseObject({
  /** where the link leads: an internal route, or anything else the storefront refuses */
  targetUrl: string(),
  title: nullish(string()),
})
export type ShortLink = InferOutput<typeof shortLinkShape>

/** GET scrm/shortLink/{id} (management service). Public: a short link opens before login settles. */
export const shortLink = management.get((linkId: string) => `/management/api/v1/scrm/shortLink/${encodeURIComponent(linkId)}`, nullable(shortLinkShape), { skipLoginWait: true })

/** Micro-courses, consultation, coupon receiving, short links and the pending-questionnaire pop-up. */
export function createContentApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    /** A questionnaire waiting for the parent, or null. */
    pendingQuestionnaire: async (userId: string): Promise<PendingQuestionnaire | null> => {
      const p = await call(pendingQuestionnaire, userId)
      return isPending(p) ? p : null
    },
    /** The parent dismissed the pop-up. */
    closeQuestionnaire: async (eventId: string): Promise<void> => {
      await call(closeQuestionnaire, eventId)
    },
    /** Short micro-courses, paged. */
    cheeseCourses: async (req: CheeseRequest) => productPageOf(await call(cheeseCourses, req)),
    /** The consultation's id, '' when the service gives none. */
    submitConsultation: async (req: ConsultationRequest) => {
      const answer = await call(submitConsultation, req)
      return { serviceId: answer?.serviceId == null ? '' : String(answer.serviceId) }
    },
    receiveCoupon: (couponId: string) => call(receiveCoupon, couponId),
    /** Public: a short link opens before login settles. */
    shortLink: (linkId: string) => call(shortLink, linkId),
  }
}
export type ContentApi = ReturnType<typeof createContentApi>
