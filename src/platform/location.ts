import Taro from '@tarojs/taro'

export interface GeoPoint {
  longitude: number
  latitude: number
}

/** wgs84 position from Taro (wx.getLocation on weapp, the Geolocation API on H5). */
export async function getLocation(): Promise<GeoPoint> {
  const res = await Taro.getLocation({ type: 'wgs84' })
  return { longitude: res.longitude, latitude: res.latitude }
}
