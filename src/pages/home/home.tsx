import { page } from '@/components/page-boundary/page-boundary'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useReachBottom, useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { AppDownloadBanner } from '@/components/app-download-banner/app-download-banner'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { tabTitle } from '@/services/api/home-api'
import { HOME_SHARE } from '@/shared/share/share-content'
import { usePageShare } from '@/shared/share/use-page-share'
import { useStores } from '@/stores/store-context'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'
import { activeFilterCount } from '@/utils/product-filters'
import { FilterPanel } from './components/filter-panel'
import { FullPicList } from './components/full-pic-list'
import { HomeHeader } from './components/home-header'
import { HomePromos } from './components/home-promos'
import { ModuleList } from './components/module-list'
import { PendingQuestionnairePopup } from './components/pending-questionnaire'
import { useHomeFirstScreenDrawn } from './use-first-screen-drawn'
import './home.scss'

function HomePage() {
  const { home, city, login, moduleList, homeContent } = useStores()
  const [filterOpen, setFilterOpen] = useState(false)
  const activeCode = home.activeTab?.code ?? ''

  useEffect(() => {
    void home.loadTabs()
    void homeContent.load()
  }, [home, homeContent, city.homeReloadKey])

  // switching to a tab (or a new city / organization) starts that list again from page 1
  useEffect(() => {
    if (activeCode) void moduleList.open(activeCode)
  }, [moduleList, activeCode, city.homeReloadKey, login.organizationId])

  usePullDownRefresh(() => {
    void Promise.all([home.loadTabs(), homeContent.load(), moduleList.refresh()]).finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => void moduleList.loadMore())
  useShareAppMessage(() => ({ title: PRODUCT_SLOGAN, path: '/pages/home/home' }))
  useShareTimeline(() => ({ title: PRODUCT_SLOGAN, query: '' }))
  usePageShare(HOME_SHARE)

  const filterCount = activeFilterCount(moduleList.filters)
  const firstScreenDrawn = useHomeFirstScreenDrawn()
  return (
    <View className='home'>
      <AppDownloadBanner />
      <HomeHeader />
      <HomePromos />
      {/* the tabs and lists appear below the promos once those have their final height: nothing drawn moves */}
      {!homeContent.promosLoaded ? null : home.status === 'error' ? (
        <ErrorState text={home.error} onRetry={() => void home.loadTabs()} />
      ) : home.status === 'ready' && home.tabs.length === 0 ? (
        <EmptyState text='暂无栏目' />
      ) : (
        <View className='home__body'>
          <View className='home__tabs-row'>
            <TabStrip className='home__tabs' titles={home.tabs.map(tabTitle)} value={home.activeIndex} onChange={(index) => home.setActive(index)} />
            <View className={`home__filter${filterCount ? ' home__filter--on' : ''}`} data-testid='filter-button' onClick={() => setFilterOpen(true)}>
              <Text>筛选{filterCount ? `(${filterCount})` : ''}</Text>
            </View>
          </View>
          <View className='home__pane' data-testid='home-pane'>
            {home.activeIndex !== 0 ? (
              <ModuleList />
            ) : homeContent.loaded ? (
              <>
                <FullPicList />
                <ModuleList />
              </>
            ) : (
              // the full-width pictures go above the list: the list waits for them so it does not move
              <View className='module-list__loading' data-testid='list-loading'>
                加载中…
              </View>
            )}
          </View>
        </View>
      )}
      {homeContent.promosLoaded && home.status === 'loading' && home.tabs.length === 0 ? (
        <View className='home__loading' data-testid='loading'>
          加载中…
        </View>
      ) : null}
      <FilterPanel visible={filterOpen} onClose={() => setFilterOpen(false)} />
      <PendingQuestionnairePopup ready={firstScreenDrawn} />
    </View>
  )
}

export default page(observer(HomePage))
