import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores/store-context'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'
import { openNativeApp } from '@/platform/open-native-app'
import './app-download-banner.scss'

/** Invites visitors from the native app to open it; closing hides it for the rest of the day. */
export const AppDownloadBanner = observer(function AppDownloadBanner() {
  const { appBanner } = useStores()
  if (!appBanner.visible) return null
  return (
    <View className='app-banner' data-testid='app-banner'>
      <View className='app-banner__close' onClick={() => appBanner.close()} aria-label='关闭' data-testid='app-banner-close'>
        ×
      </View>
      <View className='app-banner__text'>
        <Text className='app-banner__title'>打开App</Text>
        <Text className='app-banner__desc'>{PRODUCT_SLOGAN}</Text>
      </View>
      <Button type='primary' size='small' onClick={openNativeApp}>
        立即打开
      </Button>
    </View>
  )
})
