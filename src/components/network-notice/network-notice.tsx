import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { OFFLINE_TEXT } from '@/services/http/errors'
import { networkState } from '@/stores/network-state'
import './network-notice.scss'

/**
 * A thin line over the top of every page while the phone has no network: what is on screen stays,
 * and the parent knows why nothing new comes. It goes when the network is back.
 */
export const NetworkNotice = observer(function NetworkNotice() {
  if (networkState.online) return null
  return (
    <View className='network-notice' role='status' data-testid='network-notice'>
      {OFFLINE_TEXT}
    </View>
  )
})
