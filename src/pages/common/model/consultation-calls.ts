import { looseObject, nullish } from 'valibot'
import type { ConsultationRequest } from '@types-api/api/content'
import { declareService, sends } from '@/services/http/declare'
import { id } from '@/services/api/common-shapes'

const mall = declareService('mall')

/** POST basics/customer/service: a service consultation request. */
export const submitConsultation = mall.post('/basics/customer/service', nullish(looseObject({ serviceId: nullish(id) })), { body: sends<ConsultationRequest> })
