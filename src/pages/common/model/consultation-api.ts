import type { ConsultationRequest } from '@types-api/api/content'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { submitConsultation } from './consultation-calls'

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
