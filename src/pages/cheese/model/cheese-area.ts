import type { CheeseRequest } from '@types-api/api/content'
import type { AppConfig } from '@/config/app-config'
import { declareService, createCall, sends } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { productPageOf, productPageShape } from '@/services/api/product-item'
import { defineArea } from '@/stores/area-registry'

const mall = declareService('mall')

/** POST product/cheese: short micro-courses, paged. */
export const cheeseCourses = mall.post('/product/cheese', productPageShape, { body: sends<CheeseRequest> })

/** The micro-course list's call. */
export function createCheeseApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    /** Short micro-courses, paged. */
    cheeseCourses: async (req: CheeseRequest) => productPageOf(await call(cheeseCourses, req)),
  }
}
export type CheeseApi = ReturnType<typeof createCheeseApi>

export const cheeseArea = defineArea('cheese', ({ deps }) => createCheeseApi(deps.send, deps.config))
