import { withQuery } from '@/utils/url'
import type { MapPlace } from './map'

export type { MapPlace } from './map'

/** A web page has no native map picker: the choose page shows its own form. */
export const hasNativeMap = false

export async function chooseLocation(_start?: MapPlace | null): Promise<MapPlace | null> {
  return null
}

/** A web map (Amap's marker page, gcj02 like WeChat's) on the place. */
export const webMapUrl = (p: MapPlace): string =>
  withQuery('https://uri.amap.com/marker', {
    position: `${p.longitude},${p.latitude}`,
    name: p.name || p.address || '位置',
    src: 'storefront',
    coordinate: 'gaode',
    callnative: 0,
  })

/** Opens the web map on the place in a new window (or this one where pop-ups are blocked). */
export async function openLocation(place: MapPlace): Promise<boolean> {
  const url = webMapUrl(place)
  const opened = window.open(url, '_blank', 'noopener')
  if (!opened) window.location.href = url
  return true
}
