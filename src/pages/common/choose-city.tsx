import { belowNetworkNotice } from '@/components/network-notice/network-notice'
import { page } from '@/components/page-boundary/page-boundary'
import { Toast } from '@nutui/nutui-react-taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { Campus, CityRecord } from '@/shared/region/region-api'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { CITY_LIST_DRAWN } from '@/config/page-sizes'
import { goBack } from '@/platform/navigation'
import type { CityRef } from '@/stores/city-store'
import { DrawnRows } from '@/stores/drawn-rows'
import { useArea, useStores } from '@/stores/store-context'
import { CAMPUS_STATE_TEXT, campusState, cityRefOf, firstCityIndex, groupsWithin, letterAnchor } from './model/city-groups'
import { commonArea } from './model/common-area'
import { CityRow } from './components/city-row'
import { CityTop } from './components/city-top'
import './choose-city.scss'

/** Back to where the parent came from; the choice is already kept if navigation fails. */
function leave(): void {
  try {
    void goBack().catch(() => undefined)
  } catch {
    // no page stack to go back through
  }
}

/** City and campus choice: current and located city, recent cities, the A–Z list with an index bar. */
function ChooseCityPage() {
  const { city } = useStores()
  const common = useArea(commonArea)
  const [list] = useState(() => common.cityList())
  const [toast, setToast] = useState('')
  // every city comes in one answer; the list draws them a screenful at a time, in A–Z order
  const [drawn] = useState(() => new DrawnRows(() => list.groups.flatMap((g) => g.cities), CITY_LIST_DRAWN, (c) => 1 + c.campusList.length))

  usePageLoad(() => list.load(), [list])

  const [anchor, setAnchor] = useState('')

  const choose = (ref: CityRef) => {
    city.select(ref)
    leave()
  }
  const chooseRecord = (record: CityRecord) => choose(cityRefOf(record))
  const closed = (campus: Campus) => {
    const state = campusState(campus)
    if (state !== 'open') setToast(`该校区${CAMPUS_STATE_TEXT[state]}，暂不可选`)
  }

  return (
    <View className={belowNetworkNotice('choose-city')}>
      <CityTop
        current={city.city}
        located={city.locateCity}
        recent={city.latelyCities}
        locating={list.locating}
        onChoose={choose}
        onLocate={() => void list.locate(() => city.locate(common.locatePlace))}
        onClear={() => city.clear()}
      />
      {!list.cityList.value ? (
        pendingView(list.cityList)
      ) : list.cities.length === 0 ? (
        <EmptyState text='暂无开通城市' />
      ) : (
        <View className='choose-city__body'>
          <ScrollView
            scrollY
            scrollIntoView={anchor}
            lowerThreshold={300}
            onScrollToLower={() => void drawn.loadMore()}
            className='choose-city__list'
          >
            {groupsWithin(list.groups, drawn.count).map(({ group: g, cities }) => (
              <View key={g.letter} id={letterAnchor(g.letter)} data-testid='city-group'>
                <Text className='choose-city__letter'>{g.letter}</Text>
                {cities.map((c) => (
                  <CityRow key={c.cid} city={c} onChoose={chooseRecord} onClosedCampus={closed} />
                ))}
              </View>
            ))}
          </ScrollView>
          <View className='choose-city__index' data-testid='letter-index' data-scroll-region>
            {list.groups.map((g, index) => (
              <Text
                key={g.letter}
                className='choose-city__key'
                onClick={() => {
                  // the letter's cities are drawn before the list scrolls to them
                  drawn.reveal(firstCityIndex(list.groups, index))
                  setAnchor(letterAnchor(g.letter))
                }}
              >
                {g.letter}
              </Text>
            ))}
          </View>
        </View>
      )}
      <Toast visible={Boolean(toast)} content={toast} duration={2} onClose={() => setToast('')} />
    </View>
  )
}

export default page(observer(ChooseCityPage))
