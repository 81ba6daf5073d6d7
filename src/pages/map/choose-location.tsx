import { page } from '@/components/page-boundary/page-boundary'
import { Button, Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import { chooseLocation, hasNativeMap, type MapPlace } from '@/platform/map'
import { goBack } from '@/platform/navigation'
import { coordinateText, LOCATION_CHOSEN_EVENT, placeFromQuery } from './model/map-place'
import './map.scss'

/** Hands the chosen place to the page that opened this one, then goes back. */
function finish(place: MapPlace): void {
  Taro.eventCenter.trigger(LOCATION_CHOSEN_EVENT, place)
  void goBack().catch(() => undefined)
}

/**
 * Chooses a place (/choose-location): WeChat's picker in the mini-program; on H5 the current
 * position (or the one given in the address) with the address typed by the parent.
 */
function ChooseLocationPage() {
  const { params } = useRouter()
  const start = useMemo(() => placeFromQuery(params as Record<string, string>), [params])
  const [point, setPoint] = useState<MapPlace | null>(start)
  const [address, setAddress] = useState(start?.address ?? '')
  const [message, setMessage] = useState('')

  useEffect(() => {
    if (!hasNativeMap) return
    void chooseLocation(start).then((place) => (place ? finish(place) : setMessage('未选择位置')))
  }, [start])

  const locate = () => {
    setMessage('定位中…')
    Taro.getLocation({ type: 'gcj02' }).then(
      (res) => {
        setPoint({ latitude: res.latitude, longitude: res.longitude })
        setMessage('')
      },
      () => setMessage('定位失败，请检查定位权限'),
    )
  }

  if (hasNativeMap) {
    return (
      <View className='map-page' data-testid='choose-location'>
        <Text className='map-page__hint'>{message || '正在打开地图…'}</Text>
        <Button block type='primary' onClick={() => void chooseLocation(start).then((p) => p && finish(p))}>
          重新选择
        </Button>
      </View>
    )
  }
  return (
    <View className='map-page' data-testid='choose-location'>
      <View className='map-page__card'>
        <Text className='map-page__name'>当前位置</Text>
        <Text className='map-page__coords'>{point ? `坐标 ${coordinateText(point)}` : '尚未定位'}</Text>
        {message ? <Text className='map-page__hint'>{message}</Text> : null}
        <Input className='map-page__input' placeholder='请输入详细地址' value={address} onChange={(v) => setAddress(String(v))} />
      </View>
      <View className='map-page__actions'>
        <Button block fill='outline' type='primary' onClick={locate}>
          使用当前位置
        </Button>
        <Button block type='primary' disabled={!point || !address.trim()} onClick={() => point && finish({ ...point, address: address.trim(), name: address.trim() })}>
          确定
        </Button>
      </View>
    </View>
  )
}

export default page(ChooseLocationPage)
