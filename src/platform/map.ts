import Taro from '@tarojs/taro'

/** A place on the map (gcj02 on weapp, as WeChat's map uses). */
export interface MapPlace {
  latitude: number
  longitude: number
  name?: string
  address?: string
}

/** The mini-program has WeChat's own map pickers. */
export const hasNativeMap = true

/** WeChat's location picker; null when the parent cancels. */
export async function chooseLocation(start?: MapPlace | null): Promise<MapPlace | null> {
  try {
    const res = await Taro.chooseLocation(start ? { latitude: start.latitude, longitude: start.longitude } : {})
    return { latitude: res.latitude, longitude: res.longitude, name: res.name, address: res.address }
  } catch {
    return null
  }
}

/** Opens WeChat's map on a place; false when it could not be opened. */
export async function openLocation(place: MapPlace): Promise<boolean> {
  try {
    await Taro.openLocation({ latitude: place.latitude, longitude: place.longitude, name: place.name, address: place.address, scale: 16 })
    return true
  } catch {
    return false
  }
}

/** The way there: WeChat's map on the place, whose 路线 button plans the route. */
export const navigateToPlace = openLocation
