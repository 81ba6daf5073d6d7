/** Mall basics the browse pages read (/mall/api/v1/basics/*). */
import type { NewUserGiftContents } from './content'

/** GET basics/banner/{id}: id 1 home, 2 mall. */
export interface Banner {
  bannerId: string
  title: string
  /** image URL */
  imageUrl: string
  /** internal route, or '' for none */
  linkUrl: string
}

/** GET basics/advertising/Module_advertising */
export interface Advertising {
  advertisingId: string
  title: string
  imageUrl: string
  linkUrl: string
}

/** GET basics/newUserGift: the new-user gift pack entry, shown while enabled is 1; the pack's coupons and products when logged in. */
export interface NewUserGift extends Partial<NewUserGiftContents> {
  enabled: 0 | 1
  title: string
  subtitle: string
  imageUrl: string
}

/** GET basics/region */
export interface Region {
  regionId: string
  regionName: string
}

/** GET basics/indicationTwo: indications in two levels. */
export interface Indication {
  indicationId: string
  indicationName: string
  children?: Indication[]
}

/** GET basics/dict?dictKey=SHIFT_LEVEL */
export interface DictEntry {
  dictKey: string
  label: string
  value: string
}

export const SHIFT_LEVEL_KEY = 'SHIFT_LEVEL'
