import { looseObject, nullable, string } from 'valibot'
import { declareService, noData } from '@/services/http/declare'
import { id } from './common-shapes'

const app = declareService('app')

/** The home tab's pending-questionnaire pop-up: the event to close and the questionnaire to open. */
export const pendingQuestionnaireShape = looseObject({ eventId: id, questionnaireId: id, title: string() })

/** GET talkCard/popUpQuestionnaire/{userId}: a questionnaire waiting for the parent, or null. */
export const pendingQuestionnaire = app.get((userId: string) => `/api/talkCard/popUpQuestionnaire/${encodeURIComponent(userId)}`, nullable(pendingQuestionnaireShape))

/** GET talkCard/closeQuestionnaire/{eventId}: the parent dismissed the pop-up. */
export const closeQuestionnaire = app.get((eventId: string) => `/api/talkCard/closeQuestionnaire/${encodeURIComponent(eventId)}`, noData)
