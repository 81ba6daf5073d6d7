import { looseObject, nullish } from 'valibot'
import type { ConsultationRequest } from '@types-api/api/content'
import type { AppConfig } from '@/config/app-config'
import { declareService, createCall, sends } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { id } from '@/services/api/common-shapes'

const mall = declareService('mall')

/** POST basics/customer/service: a service consultation request. */
export const submitConsultation = mall.post('/basics/customer/service', nullish(looseObject({ serviceId: nullish(id) })), { body: sends<ConsultationRequest> })

/** The consultation page's call. */
export function createConsultationApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    /** The consultation's id, '' when the service gives none. */
    submitConsultation: async (req: ConsultationRequest) => {
      const answer = await call(submitConsultation, req)
      return { serviceId: answer?.serviceId == null ? '' : String(answer.serviceId) }
    },
  }
}
export type ConsultationApi = ReturnType<typeof createConsultationApi>
