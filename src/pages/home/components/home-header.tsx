import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { SearchEntry } from '@/components/search-entry/search-entry'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useStores } from '@/stores/store-context'

/** The green header: current city (opens the city choice) and the search entry. */
export const HomeHeader = observer(function HomeHeader() {
  const { city } = useStores()
  return (
    <View className='home-header'>
      <View className='home-header__city' data-testid='current-city' onClick={() => void openRoute(routes.chooseCity())}>
        <Text className='home-header__city-name'>{city.city?.name ?? '选择城市'}</Text>
        {/* a triangle drawn with borders: no character a phone's fonts may lack */}
        <View className='home-header__caret' />
      </View>
      <SearchEntry className='home-header__search' placeholder='搜索课程、测评、商品' />
    </View>
  )
})
