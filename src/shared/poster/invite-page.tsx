import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { pageOrigin } from '@/platform/browser'
import type { ShareContent } from '@/platform/share'
import { appMessageShare, shareOf, timelineShare } from '@/shared/share/share-content'
import { usePageShare } from '@/shared/share/use-page-share'
import type { InviteModel } from './invite-model'
import { invitationLink } from './poster-content'
import { PosterView } from './poster-view'
import './invite-page.scss'

/**
 * The share of an invitation activity page (friend, Moments, H5 in WeChat): its title, the page
 * (`route`, a path of config/routes) with the inviter, the first poster. Null until the activity is there.
 */
export function useInviteShare(model: InviteModel, route: string): ShareContent | null {
  const a = model.activity.value
  const share = a ? shareOf(a.title, route, { from_user: model.inviterId }, model.posters[0]) : null
  useShareAppMessage(() => appMessageShare(share))
  useShareTimeline(() => timelineShare(share))
  usePageShare(share)
  return share
}

/** The invitation posters of an activity: swipe, generate, save or share; the QR opens `route` with the inviter. */
export const InvitePosterScreen = observer(function InvitePosterScreen({ model, route }: { model: InviteModel; route: string }) {
  const { activity } = model
  usePageLoad(() => activity.ensure(), [activity])
  if (!activity.value) return pendingView(activity)
  if (!model.posters.length) return <EmptyState text='暂无可用海报' />
  return (
    <PosterView
      backgrounds={model.posters}
      texts={model.texts}
      name={activity.value.userName || '家长'}
      avatar={activity.value.headimg}
      qrText={invitationLink(pageOrigin(), route, model.inviterId, activity.value.employeeSerial)}
      event='SHARE_POSTER'
    />
  )
})
