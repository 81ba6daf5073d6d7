import { looseObject, nullable, nullish, string, type InferOutput } from 'valibot'
import type { AppConfig } from '@/config/parse-env'
import { declareService, createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { defineArea } from '@/stores/area-registry'

const management = declareService('management')

const shortLinkShape = looseObject({
  /** where the link leads: an internal route, or anything else the storefront refuses */
  targetUrl: string(),
  title: nullish(string()),
})
export type ShortLink = InferOutput<typeof shortLinkShape>

/** GET scrm/shortLink/{id} (management service). Public: a short link opens before login settles. */
export const shortLink = management.get((linkId: string) => `/management/api/v1/scrm/shortLink/${encodeURIComponent(linkId)}`, nullable(shortLinkShape), { skipLoginWait: true })

/** The short link page's call. */
export function createLinkApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    /** Public: a short link opens before login settles. */
    shortLink: (linkId: string) => call(shortLink, linkId),
  }
}
export type LinkApi = ReturnType<typeof createLinkApi>

export const linkArea = defineArea('link', ({ deps }) => createLinkApi(deps.send, deps.config))
