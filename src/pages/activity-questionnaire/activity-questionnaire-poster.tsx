import { page } from '@/components/page-boundary/page-boundary'
import { observer } from 'mobx-react'
import { InvitePosterScreen } from '@/shared/poster/invite-page'
import { useArea } from '@/stores/store-context'
import { ASSESS_ROUTE, assessInviteArea } from './model/activity-questionnaire-area'

/** The assessment invitation poster. */
function AssessPosterPage() {
  return <InvitePosterScreen model={useArea(assessInviteArea)} route={ASSESS_ROUTE} />
}

export default page(observer(AssessPosterPage))
