import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { followNotice } from '@/platform/notice-offset'
import { OFFLINE_TEXT } from '@/services/http/errors'
import { networkState } from '@/stores/network-state'
import './network-notice.scss'

/**
 * A thin line at the top of every page while the phone has no network: what is on screen stays (moved
 * down by the line, none of it hidden under it), and the parent knows why nothing new comes. It goes
 * when the network is back.
 */
export const NetworkNotice = observer(function NetworkNotice() {
  if (networkState.online) return null
  return (
    <View className='network-notice' role='status' data-testid='network-notice' ref={followNotice}>
      {OFFLINE_TEXT}
    </View>
  )
})

/**
 * A sticky head's class names: while the notice is shown, its `--below-notice` modifier too, whose
 * rule (the `sticky-head` mixin) sets its `top` to the notice's height (on H5 as the notice is drawn:
 * platform/notice-offset), so that the head (a page's tabs or search bar) stays readable and
 * tappable below it as the page scrolls. A page as tall as the window (the mall) is as much shorter
 * by its modifier. Read in an observer's render.
 */
export const belowNetworkNotice = (className: string): string => (networkState.online ? className : `${className} ${className}--below-notice`)
