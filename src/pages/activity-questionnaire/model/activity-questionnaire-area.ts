import { defineArea } from '@/stores/area-registry'
import { createInviteApi } from '@/shared/poster/invite-api'
import { InviteModel } from '@/shared/poster/invite-model'

/** The assessment invitation: its activity (inviteType=AssessInvite), the record and the poster content. */
export const assessInviteArea = defineArea('activity-questionnaire', ({ deps, shell }) => new InviteModel(createInviteApi(deps.send, deps.config), shell, 'AssessInvite'))
