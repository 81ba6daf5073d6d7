import { looseObject, nullable, string, type InferOutput } from 'valibot'
import type { AppConfig } from '@/config/app-config'
import { declareService, createCall, noData } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { id } from './common-shapes'

const app = declareService('app')

const pendingQuestionnaireShape = looseObject({ eventId: id, questionnaireId: id, title: string() })
type PendingAnswer = InferOutput<typeof pendingQuestionnaireShape>
/** A questionnaire waiting for the parent: the event to close and the questionnaire to open. */
export type PendingQuestionnaire = PendingAnswer & { eventId: string; questionnaireId: string }
const isPending = (p: PendingAnswer | null): p is PendingQuestionnaire =>
  !!p && typeof p.eventId === 'string' && p.eventId !== '' && typeof p.questionnaireId === 'string'

/** GET talkCard/popUpQuestionnaire/{userId}: a questionnaire waiting for the parent, or null. */
export const pendingQuestionnaire = app.get((userId: string) => `/api/talkCard/popUpQuestionnaire/${encodeURIComponent(userId)}`, nullable(pendingQuestionnaireShape))

/** GET talkCard/closeQuestionnaire/{eventId}: the parent dismissed the pop-up. */
export const closeQuestionnaire = app.get((eventId: string) => `/api/talkCard/closeQuestionnaire/${encodeURIComponent(eventId)}`, noData)

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
