import type { CheeseRequest } from '@types-api/api/content'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { productPageOf } from '@/services/api/product-item'
import { defineArea } from '@/stores/area-registry'
import { cheeseCourses } from './cheese-calls'

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
