import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
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
        <Text className='home-header__caret'>▾</Text>
      </View>
      <View className='home-header__search' data-testid='search-entry' onClick={() => void openRoute(routes.search())}>
        <Text className='home-header__search-icon'>⌕</Text>
        <Text>搜索课程、测评、商品</Text>
      </View>
    </View>
  )
})
