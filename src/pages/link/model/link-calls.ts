import { looseObject, nullable, nullish, string, type InferOutput } from 'valibot'
import { declareService } from '@/services/http/declare'

const management = declareService('management')

const shortLinkShape = looseObject({
  /** where the link leads: an internal route, or anything else the storefront refuses */
  targetUrl: string(),
  title: nullish(string()),
})
export type ShortLink = InferOutput<typeof shortLinkShape>

/** GET scrm/shortLink/{id} (management service). Public: a short link opens before login settles. */
export const shortLink = management.get((linkId: string) => `/management/api/v1/scrm/shortLink/${encodeURIComponent(linkId)}`, nullable(shortLinkShape), { skipLoginWait: true })
