import type { InferOutput } from 'valibot'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { closeQuestionnaire, pendingQuestionnaire, type pendingQuestionnaireShape } from './content-calls'

type PendingAnswer = InferOutput<typeof pendingQuestionnaireShape>
/** A questionnaire waiting for the parent: the event to close and the questionnaire to open. */
export type PendingQuestionnaire = PendingAnswer & { eventId: string; questionnaireId: string }
const isPending = (p: PendingAnswer | null): p is PendingQuestionnaire =>
  !!p && typeof p.eventId === 'string' && p.eventId !== '' && typeof p.questionnaireId === 'string'

/** The pending-questionnaire pop-up of the home tab. */
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
  }
}
export type ContentApi = ReturnType<typeof createContentApi>
