import { page } from '@/components/page-boundary/page-boundary'
import { observer } from 'mobx-react'
import { InvitePosterScreen } from '@/shared/poster/invite-page'
import { routes } from '@/config/routes'
import { useArea } from '@/stores/store-context'
import { assessInviteArea } from './model/activity-questionnaire-area'

/** The assessment invitation poster. */
function AssessPosterPage() {
  return <InvitePosterScreen model={useArea(assessInviteArea)} route={routes.activityQuestionnaire.path} />
}

export default page(observer(AssessPosterPage))
