import { belowNetworkNotice } from '@/components/network-notice/network-notice'
import { page } from '@/components/page-boundary/page-boundary'
import { Text, View } from '@tarojs/components'
import { useReachBottom, useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { AppDownloadBanner } from '@/components/app-download-banner/app-download-banner'
import { EmptyState } from '@/components/empty-state/empty-state'
import { deferredPart } from '@/components/page-kit/deferred-part'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { routes } from '@/config/routes'
import { FIRST_SCREEN_LIST_ROWS } from '@/platform/first-screen-drawing'
import { tabTitle } from '@/services/api/home-api'
import { HOME_SHARE } from '@/shared/share/share-content'
import { usePageShare } from '@/shared/share/use-page-share'
import { useStores } from '@/stores/store-context'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'
import { activeFilterCount } from '@/utils/product-filters'
import { FullPicList } from './components/full-pic-list'
import { HomeHeader } from './components/home-header'
import { HomePromos } from './components/home-promos'
import { ModuleList } from './components/module-list'
import { useHomeFirstScreenDrawn } from './use-first-screen-drawn'
import { useHomeFirstScreenRevealed } from './use-first-screen-revealed'
import { useHomeFirstScreenSettled } from './use-first-screen-settled'
import { usePendingQuestionnaireCheck } from './use-pending-questionnaire'
import './home.scss'

// Not on the first screen: the filter panel opens on a tap, and a questionnaire invitation is drawn
// only when one waits (asked once the first screen has settled: the parent has seen the home before
// a pop-up covers it, and in the mini-program it is not one more drawing of the first screen). The
// panel's code (with its pop-up's buttons and styles) comes once the first screen has settled, or at
// the tap on 筛选 if that is sooner (and, when an invitation pops up, once it is closed: 筛选 cannot be
// tapped under it); the invitation's only when there is one.
// (The chunk names are the H5 file names; the mini-program ignores them.)
const FilterPanel = deferredPart(() => import(/* webpackChunkName: "home-filter-panel" */ './components/filter-panel').then((m) => m.FilterPanel))
const PendingQuestionnaire = deferredPart(() => import(/* webpackChunkName: "home-questionnaire-invitation" */ './components/pending-questionnaire').then((m) => m.PendingQuestionnairePopup))

function HomePage() {
  const { home, city, login, moduleList, homeContent, pendingQuestionnaire, homeHeadStart } = useStores()
  const [filterOpen, setFilterOpen] = useState(false)
  const listCode = home.listCode

  // on open (again for a new city) and on pull-down: the tabs, the promos and the
  // shown list from page 1; what is on screen stays until the new answers arrive
  // (the stores read the city themselves: its key is what tells the load to run again); the first
  // time, the loads the app started as it launched on the home, when it did (HomeHeadStart)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  usePageLoad(() => homeHeadStart.load({ home, homeContent, moduleList }), [home, homeContent, moduleList, city.homeReloadKey], { onShow: 'after-hidden' })

  // switching to a tab (or another organization) starts that list again from page 1, emptied
  // (a new city refreshes it through the page load above); before the tabs answer, the first tab's
  // list goes out beside them (at launch it may be out already: HomeHeadStart)
  useEffect(() => {
    homeHeadStart.openList(listCode, moduleList)
  }, [homeHeadStart, moduleList, listCode, login.organizationId])

  useReachBottom(() => void moduleList.loadMore())
  useShareAppMessage(() => ({ title: PRODUCT_SLOGAN, path: routes.home() }))
  useShareTimeline(() => ({ title: PRODUCT_SLOGAN, query: '' }))
  usePageShare(HOME_SHARE)

  const filterCount = activeFilterCount(moduleList.filters)
  const firstScreenDrawn = useHomeFirstScreenDrawn()
  const firstScreenSettled = useHomeFirstScreenSettled(firstScreenDrawn)
  const revealed = useHomeFirstScreenRevealed(firstScreenDrawn)
  usePendingQuestionnaireCheck(firstScreenSettled)
  return (
    <View className='home'>
      <AppDownloadBanner />
      <HomeHeader />
      <HomePromos restOfBanners={firstScreenSettled} held={!revealed} />
      {/* the tabs and lists appear below the promos once those have their final height: nothing drawn moves */}
      {!revealed || !homeContent.promosLoaded ? null : !home.tabList.value ? (
        pendingView(home.tabList, () => void home.loadTabs())
      ) : home.tabs.length === 0 ? (
        <EmptyState text='暂无栏目' />
      ) : (
        <View className='home__body'>
          <View className={belowNetworkNotice('home__tabs-row')}>
            <TabStrip className='home__tabs' titles={home.tabs.map(tabTitle)} value={home.activeIndex} onChange={(index) => home.setActive(index)} />
            <View className={`home__filter${filterCount ? ' home__filter--on' : ''}`} data-testid='filter-button' onClick={() => setFilterOpen(true)}>
              <Text>筛选{filterCount ? `(${filterCount})` : ''}</Text>
            </View>
          </View>
          <View className='home__pane' data-testid='home-pane'>
            {home.activeIndex !== 0 ? (
              <ModuleList />
            ) : homeContent.value ? (
              <>
                <FullPicList />
                <ModuleList rowsForNow={firstScreenSettled ? undefined : FIRST_SCREEN_LIST_ROWS} />
              </>
            ) : (
              // the full-width pictures go above the list: the list waits for them so it does not move
              pendingView(homeContent)
            )}
          </View>
        </View>
      )}
      <FilterPanel.Part when={filterOpen || (firstScreenSettled && pendingQuestionnaire.settled)} visible={filterOpen} onClose={() => setFilterOpen(false)} />
      <PendingQuestionnaire.Part when={pendingQuestionnaire.pending !== null} />
    </View>
  )
}

export default page(observer(HomePage))
