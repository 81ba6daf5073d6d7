import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import { isHttpError } from '@/services/http/errors'
import type { Send } from '@/services/http/types'
import { defineArea } from '@/stores/area-registry'
import { shortLink } from './link-calls'
import { LINK_NOT_FOUND, shortLinkDecision, type ShortLinkDecision } from './short-link'

/** The short link page's call. */
export function createLinkApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    /** Public: a short link opens before login settles. */
    shortLink: (linkId: string) => call(shortLink, linkId),
  }
}
export type LinkApi = ReturnType<typeof createLinkApi>

/** The short link page's model: where a link may lead, once the server has resolved it. */
export function linkModel(api: LinkApi) {
  return {
    /** An unreadable id or a link the server does not know is refused for good; a failure to reach the server rejects (retryable). */
    decide: async (id: string | null, ownOrigins: readonly string[]): Promise<ShortLinkDecision> => {
      if (!id) return { kind: 'refuse', message: LINK_NOT_FOUND }
      try {
        return shortLinkDecision(await api.shortLink(id), ownOrigins)
      } catch (e) {
        if (isHttpError(e) && (e.kind === 'biz' || e.kind === 'not-found')) return { kind: 'refuse', message: LINK_NOT_FOUND }
        throw e
      }
    },
  }
}

export const linkArea = defineArea('link', ({ deps }) => linkModel(createLinkApi(deps.send, deps.config)))
