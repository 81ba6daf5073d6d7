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

/** A web route planner (Amap's, by car; it offers the other ways) to the place. */
export const webRouteUrl = (p: MapPlace): string =>
  withQuery('https://uri.amap.com/navigation', {
    to: `${p.longitude},${p.latitude},${p.name || p.address || '目的地'}`,
    mode: 'car',
    src: 'storefront',
    coordinate: 'gaode',
    callnative: 1,
  })

const openUrl = (url: string): void => {
  const opened = window.open(url, '_blank', 'noopener')
  if (!opened) window.location.href = url
}

/** The way there: the web route planner, which opens Amap's app where it is installed. */
export async function navigateToPlace(place: MapPlace): Promise<boolean> {
  openUrl(webRouteUrl(place))
  return true
}

/** Opens the web map on the place in a new window (or this one where pop-ups are blocked). */
export async function openLocation(place: MapPlace): Promise<boolean> {
  openUrl(webMapUrl(place))
  return true
}
