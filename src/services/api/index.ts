import type { AppConfig } from '@/config/app-config'
import type { Send } from '@/services/http/types'
import { createAuthApi } from './auth-api'
import { createCatalogApi } from './catalog-api'
import { createHomeApi } from './home-api'
import { createUserApi } from './user-api'
import { createContentApi } from './content-api'

export function createApi(send: Send, config: AppConfig) {
  return {
    auth: createAuthApi(send, config),
    user: createUserApi(send, config),
    home: createHomeApi(send, config),
    catalog: createCatalogApi(send, config),
    content: createContentApi(send, config),
  }
}
export type Api = ReturnType<typeof createApi>
