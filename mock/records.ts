/**
 * The records the mock services keep and answer with, as the real services send them: more than the
 * app reads (the app's answer types are derived from its shapes in src/services/api/*).
 */

export interface CartPromotion {
  promotionId: string
  num: number
  /** yuan, as the server sends it */
  money: number | string
}

/** One row of GET /mall/api/v1/cart */
export interface CartItem {
  cartId: string
  productId: string
  productName?: string
  pic?: string
  campusId?: string
  skuId?: string
  amount?: number
  /** 0 money, 1 points */
  payType: 0 | 1
  /** unit price in yuan */
  money?: number | string
  /** unit price in points */
  point?: number
  /** 1 effective, 0 invalid (sold out, expired, off the shelf) */
  isEffective: 0 | 1 | boolean
  checked?: boolean
  scheduleId?: string
  appointDate?: string
  /** campus name of a course taken at a campus */
  campusName?: string
  /** the booked class, 'YYYY-MM-DD HH:mm:ss' */
  startDateTime?: string
  endDateTime?: string
  promotion?: CartPromotion
  distributionSaleConfigId?: string
}

export interface Campus {
  campusId: string
  /** the city's name */
  city: string
  /** Campus name; a name ending 已注销 (cancelled) or 暂停 (suspended) cannot be chosen. */
  name: string
  /** street address, for the map page */
  address?: string
  longitude?: number
  latitude?: number
}

export interface CityRecord {
  /** '深圳市' */
  name: string
  /** city code */
  cid: string
  /** province code */
  pid: string
  /** pinyin, e.g. 'shenzhen'; its first letter files the city under A–Z */
  cityEn: string
  campusList: Campus[]
}

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

/** GET /mall/api/v1/basics/productModule: the home category tabs. */
export interface CategoryTab {
  code: string
  name: string
  description: string
  /** Comma-separated platform numbers; 2 = this storefront. */
  platformType: string
}

/** GET /api/user/getUserInfo */
export interface UserInfo {
  user_id: string
  organization_id: string
  user_name: string
  avatar: string
  phone: string
  province?: string
  city?: string
  district?: string
  sex?: 0 | 1 | 2
  /** 'YYYY-MM-DD' */
  birthday?: string
  /** member info (spec §3): the membership map, keyed by user id; absent or {} for a non-member */
  memberInfo?: MemberInfoMap
}

/** GET /api/auth/userOrganizations */
export interface Organization {
  organizationId: string
  organizationName: string
}

/** GET /mall/api/v1/coupon/receiveCoupon/{couponId} */
export interface ReceiveCouponResult {
  userCouponId: string
  couponName: string
  /** how many more this parent can receive after this one */
  receiveCount: number
}

/** GET /management/api/v1/scrm/shortLink/{id} */
export interface ShortLink {
  id: string
  /** where the link leads: an internal route, or anything else the storefront refuses */
  targetUrl: string
  title?: string
}

/** One wallet movement; amount in yuan text, negative for money spent. */
export interface WalletRecord {
  recordId: string
  title: string
  amount: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
}

/** Member info (spec §3): a membership map per user, carried by GET /api/user/getUserInfo as memberInfo. */
export type MemberInfoMap = Record<string, { level: string; levelName: string; expireTime: string }>

/** A coupon a right grants. */
export interface RightCoupon {
  couponName: string
  /** yuan text */
  facevalue: string
  count: number
}

/** GET /mall/api/v1/coupon/rights: one member right. */
export interface MemberRight {
  rightsId: string
  rightsName: string
  description: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  starttime: string
  endtime: string
  coupons: RightCoupon[]
  /** 1 when this parent has received its coupons */
  received: 0 | 1
}

/** One points movement; point is positive for earned, negative for spent. */
export interface PointRecord {
  recordId: string
  title: string
  point: number
  type: 1 | 2
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
}
