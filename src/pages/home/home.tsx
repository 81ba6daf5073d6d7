import { Tabs } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AppDownloadBanner } from '@/components/app-download-banner/app-download-banner'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { tabTitle } from '@/services/api/home-api'
import { useStores } from '@/stores/store-context'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'
import './home.scss'

function HomePage() {
  const { home, city } = useStores()

  useEffect(() => {
    void home.loadTabs()
  }, [home, city.homeReloadKey])

  usePullDownRefresh(() => {
    void home.loadTabs().finally(() => Taro.stopPullDownRefresh())
  })
  useShareAppMessage(() => ({ title: PRODUCT_SLOGAN, path: '/pages/home/home' }))

  return (
    <View className='home'>
      <AppDownloadBanner />
      <View className='home__header'>
        <Text className='home__city' data-testid='current-city'>
          {city.city?.name ?? '选择城市'}
        </Text>
        <Text className='home__slogan'>{PRODUCT_SLOGAN}</Text>
      </View>
      {home.status === 'error' ? (
        <ErrorState text={home.error} onRetry={() => void home.loadTabs()} />
      ) : home.status === 'ready' && home.tabs.length === 0 ? (
        <EmptyState text='暂无栏目' />
      ) : (
        <Tabs
          value={home.activeIndex}
          onChange={(v) => home.setActive(Number(v))}
          activeType='line'
          align='left'
          autoHeight
          className='home__tabs'
        >
          {home.tabs.map((tab) => (
            <Tabs.TabPane key={tab.code} title={tabTitle(tab)} value={home.tabs.indexOf(tab)}>
              <View className='home__pane' data-testid='home-pane'>
                <Text>{tab.description}</Text>
              </View>
            </Tabs.TabPane>
          ))}
        </Tabs>
      )}
      {home.status === 'loading' && home.tabs.length === 0 ? (
        <View className='home__loading' data-testid='loading'>
          加载中…
        </View>
      ) : null}
    </View>
  )
}

export default observer(HomePage)
