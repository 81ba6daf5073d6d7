import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useMemo } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { navigateToPlace, openLocation } from '@/platform/map'
import { PlaceMap } from '@/platform/place-map'
import { coordinateText, phoneFromQuery, placeFromQuery } from './model/map-place'
import './map.scss'
import { copyText } from '@/components/toast/copy-text'

/**
 * Shows a place (/open-location): WeChat's map with a marker in the mini-program, a map tile that
 * opens a web map on H5; below it the name and address, and the way there, a call and the address
 * to copy.
 */
function OpenLocationPage() {
  const { params } = useRouter()
  const query = params as Record<string, string>
  const place = useMemo(() => placeFromQuery(query), [query])
  const phone = useMemo(() => phoneFromQuery(query), [query])

  if (!place) return <EmptyState text='位置信息有误' />
  return (
    <View className='map-page' data-testid='open-location'>
      <PlaceMap place={place} onOpen={() => void openLocation(place)} />
      <View className='map-page__card'>
        <Text className='map-page__name'>{place.name || '目标位置'}</Text>
        {place.address ? <Text className='map-page__address'>{place.address}</Text> : <Text className='map-page__coords'>坐标 {coordinateText(place)}</Text>}
        {phone ? <Text className='map-page__address'>电话 {phone}</Text> : null}
      </View>
      <View className='map-page__actions'>
        <Button block type='primary' onClick={() => void navigateToPlace(place)} data-testid='navigate'>
          导航到这里
        </Button>
        {phone ? (
          <Button block fill='outline' type='primary' onClick={() => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)} data-testid='call'>
            拨打电话
          </Button>
        ) : null}
        {place.address ? (
          <Button block fill='outline' type='primary' onClick={() => void copyText(place.address ?? '', '地址已复制')} data-testid='copy-address'>
            复制地址
          </Button>
        ) : null}
      </View>
    </View>
  )
}

export default page(OpenLocationPage)
