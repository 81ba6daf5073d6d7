import { defineArea } from '@/stores/area-registry'
import { createInviteApi } from '@/shared/poster/invite-api'
import { InviteModel } from '@/shared/poster/invite-model'

export const ASSESS_ROUTE = '/pages/activity-questionnaire/activity-questionnaire'
/** The questionnaire an invited friend fills in. */
export const QUESTIONNAIRE_ROUTE = '/pages/questionnaire/questionnaire-list'

/** The assessment invitation: its activity (inviteType=AssessInvite), the record and the poster content. */
export const assessInviteArea = defineArea('activity-questionnaire', ({ deps, shell }) => new InviteModel(createInviteApi(deps.send, deps.config), shell, 'AssessInvite'))
