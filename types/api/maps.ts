/** Reverse geocoding: GET {maps}/v3/geocode/regeo?location=lng,lat */
export interface RegeoResponse {
  status: '0' | '1'
  info: string
  regeocode?: {
    formatted_address: string
    addressComponent: {
      province: string
      /** Municipalities answer an empty list here. */
      city: string | string[]
      district: string
    }
  }
}
