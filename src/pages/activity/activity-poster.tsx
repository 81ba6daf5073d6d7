import { page } from '@/components/page-boundary/page-boundary'
import { observer } from 'mobx-react'
import { InvitePosterScreen } from '@/shared/poster/invite-page'
import { routes } from '@/config/routes'
import { useArea } from '@/stores/store-context'
import { activityArea } from './model/activity-area'

/** The invitation posters: swipe, generate, save or share; the QR opens the activity with the inviter. */
function ActivityPosterPage() {
  return <InvitePosterScreen model={useArea(activityArea)} route={routes.activity.path} />
}

export default page(observer(ActivityPosterPage))
