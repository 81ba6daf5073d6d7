import { Image, Text, View } from '@tarojs/components'
import markerIcon from '@/assets/map/pin.png'
import { imageAlt } from './image-alt.h5'
import { webMapUrl } from './map.h5'
import { placeLabel } from './place-label'
import type { PlaceMapProps } from './place-map'
import './place-map.h5.scss'

export type { PlaceMapProps } from './place-map'

/**
 * H5 has no map of its own without a map service's key: a drawn map tile with the marker that opens
 * the place on a web map (Amap's marker page, which offers the route there).
 */
export function PlaceMap({ place }: PlaceMapProps) {
  const label = placeLabel(place)
  return (
    <a className='place-map place-map--web' href={webMapUrl(place)} target='_blank' rel='noopener noreferrer' data-testid='place-map'>
      <View className='place-map__marker'>
        <Text className='place-map__label'>{label}</Text>
        <Image {...imageAlt('')} className='place-map__pin' src={markerIcon as string} />
      </View>
      <Text className='place-map__link'>在高德地图中查看</Text>
    </a>
  )
}
