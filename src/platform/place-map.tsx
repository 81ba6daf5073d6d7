import { Map } from '@tarojs/components'
import markerIcon from '@/assets/map/pin.png'
import { colors } from '@/styles/colors'
import type { MapPlace } from './map'
import { placeLabel } from './place-label'

export interface PlaceMapProps {
  place: MapPlace
  /** what a tap on the map or its marker does (WeChat's full map with its route planner) */
  onOpen: () => void
}

/** The mini-program: WeChat's own map, centred on the place, with a marker and its name above it. */
export function PlaceMap({ place, onOpen }: PlaceMapProps) {
  const { latitude, longitude } = place
  const label = placeLabel(place)
  const markers = [
    {
      id: 1,
      latitude,
      longitude,
      iconPath: markerIcon as string,
      width: 24,
      height: 32,
      anchor: { x: 0.5, y: 1 },
      ariaLabel: label,
      callout: {
        content: label,
        color: colors.text,
        fontSize: 14,
        anchorX: 0,
        anchorY: -4,
        borderRadius: 8,
        borderWidth: 1,
        borderColor: colors.border,
        bgColor: colors.surface,
        padding: 8,
        display: 'ALWAYS' as const,
        textAlign: 'center' as const,
      },
    },
  ]
  return (
    <Map
      className='place-map place-map--native'
      latitude={latitude}
      longitude={longitude}
      scale={16}
      markers={markers}
      showScale
      onMarkerTap={onOpen}
      onCalloutTap={onOpen}
      onError={() => undefined}
      data-testid='place-map'
    />
  )
}
