import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useMemo } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { hasNativeMap, openLocation } from '@/platform/map'
import { coordinateText, placeFromQuery } from './model/map-place'
import './map.scss'

/**
 * Shows a place (/open-location): WeChat's map opens on it in the mini-program; on H5 the page
 * shows the address and opens a web map on request.
 */
function OpenLocationPage() {
  const { params } = useRouter()
  const place = useMemo(() => placeFromQuery(params as Record<string, string>), [params])

  useEffect(() => {
    if (place && hasNativeMap) void openLocation(place)
  }, [place])

  if (!place) return <EmptyState text='位置信息有误' />
  return (
    <View className='map-page' data-testid='open-location'>
      <View className='map-page__card'>
        <Text className='map-page__name'>{place.name || '目标位置'}</Text>
        {place.address ? <Text className='map-page__address'>{place.address}</Text> : null}
        <Text className='map-page__coords'>坐标 {coordinateText(place)}</Text>
      </View>
      <View className='map-page__actions'>
        <Button block type='primary' onClick={() => void openLocation(place)} data-testid='open-map'>
          {hasNativeMap ? '打开地图' : '在地图中查看'}
        </Button>
        {place.address ? (
          <Button block fill='outline' type='primary' onClick={() => void Taro.setClipboardData({ data: place.address ?? '' })}>
            复制地址
          </Button>
        ) : null}
      </View>
    </View>
  )
}

export default page(OpenLocationPage)
