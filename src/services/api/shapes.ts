import { array, boolean, literal, looseObject, nullable, nullish, number, optional, record, string, union, unknown, type GenericSchema } from 'valibot'

/**
 * The shapes of the shell's services (auth, user, catalog, cart, content, maps …), checked where the
 * answers enter the app (see services/http/shape.ts). Each names the fields the app reads and their
 * types; objects are loose, so fields the screens do not read may come and go. Shapes several areas
 * need (product cards, coupons, pages of a list) live here too and are imported by those areas.
 */
export const id = union([string(), number()])
/** Money or a count the app converts with Number(): the services send text or numbers. */
export const amount = union([string(), number()])
/** A 0/1 flag (some services answer true/false). */
export const flag = union([number(), boolean()])

export const productListItemShape = looseObject({
  productId: id,
  name: string(),
  pic: nullish(string()),
  productType: nullish(number()),
  purchasemoney: nullish(amount),
  originalmoney: nullish(amount),
  tagNames: nullish(array(string())),
  point: nullish(amount),
})

/** A page of items: the list may be missing (read as empty), but never something else. */
export const pageShape = <T extends GenericSchema>(item: T) => nullable(looseObject({ list: nullish(array(item)), total: nullish(amount) }))

/** A list: null reads as empty, anything but a list is bad data. */
export const listShape = <T extends GenericSchema>(item: T) => nullable(array(item))

export const cartItemShape = looseObject({
  cartId: id,
  productId: id,
  payType: union([literal(0), literal(1)]),
  amount: optional(number()),
  isEffective: union([literal(0), literal(1), boolean()]),
})

/** A coupon the parent holds (coupon list, account figures, coupon select). */
export const couponItemShape = looseObject({
  userCouponId: id,
  couponName: nullish(string()),
  name: nullish(string()),
  facevalue: amount,
  expiryType: nullish(number()),
  expiryDays: nullish(number()),
  starttime: nullish(string()),
  endtime: nullish(string()),
  isused: nullish(amount),
  isExpired: nullish(amount),
})
/** One item of POST /coupon: a coupon the parent holds (userCouponId) or one on offer (couponId). */
export const couponEntryShape = looseObject({ ...couponItemShape.entries, userCouponId: nullish(id), couponId: nullish(id) })

/** A coupon offered to the parent (gift pack, coupon center). */
export const giftCouponShape = looseObject({
  couponId: id,
  couponName: string(),
  facevalue: amount,
  expiryType: nullish(number()),
  expiryDays: nullish(number()),
  starttime: nullish(string()),
  endtime: nullish(string()),
  receiveCount: nullish(number()),
  isReceived: nullish(flag),
  remainCount: nullish(number()),
})

/* auth */
const oauthTokenShape = looseObject({ access_token: string(), expires_in: number(), refresh_token: nullish(string()), scope: nullish(string()) })
/** miniPrograms/login: a token (code 0) or the unbound WeChat identity (code 201). */
export const miniProgramLoginShape = union([oauthTokenShape, looseObject({ openid: string(), unionid: nullish(string()) })])
export const phoneShape = looseObject({ phoneNumber: string() })
export const thirdInfoShape = looseObject({ openid: string(), unionid: nullish(string()), userId: id })
export const tokenShape = oauthTokenShape
export const organizationsShape = listShape(looseObject({ organizationId: string(), organizationName: string() }))
export const studentsShape = listShape(looseObject({ studentId: string() }))

/* user */
export const memberInfoShape = nullable(record(string(), nullable(looseObject({ levelName: nullish(string()) }))))
export const userInfoShape = looseObject({
  memberInfo: nullish(memberInfoShape),
  user_id: string(),
  organization_id: nullish(string()),
  user_name: nullish(string()),
  avatar: nullish(string()),
  phone: nullish(string()),
})
export const walletShape = nullable(
  looseObject({
    balance: amount,
    point: nullish(amount),
    records: nullish(array(looseObject({ recordId: nullish(id), title: string(), amount: amount, createTime: string() }))),
  }),
)
export const pointsRecordShape = nullable(
  looseObject({
    list: nullish(array(looseObject({ recordId: nullish(id), title: string(), point: number(), createTime: string() }))),
    total: nullish(number()),
    point: nullish(number()),
  }),
)
export const memberRightShape = looseObject({
  rightsId: id,
  rightsName: string(),
  description: nullish(string()),
  starttime: nullish(string()),
  endtime: nullish(string()),
  coupons: nullish(array(looseObject({ couponName: string(), facevalue: amount, count: nullish(number()) }))),
  received: nullish(flag),
})
export const unreadShape = nullable(looseObject({ courseUnRead: nullish(amount), sysUnRead: nullish(amount) }))
export const orderCountShape = nullable(looseObject({ totalCount: nullish(amount) }))

/* catalog */
const pictureLinkShape = looseObject({ imageUrl: string(), linkUrl: nullish(string()), title: nullish(string()) })
export const bannersShape = listShape(pictureLinkShape)
export const newUserGiftShape = nullable(
  looseObject({
    enabled: flag,
    title: nullish(string()),
    subtitle: nullish(string()),
    imageUrl: nullish(string()),
    couponList: nullish(array(giftCouponShape)),
    productList: nullish(array(productListItemShape)),
  }),
)
export const regionsShape = listShape(looseObject({ regionId: id, regionName: string() }))
const indicationShape = looseObject({ indicationId: id, indicationName: string() })
export const indicationsShape = listShape(looseObject({ ...indicationShape.entries, children: nullish(array(indicationShape)) }))
export const dictShape = listShape(looseObject({ label: string(), value: amount }))
export const productCategoriesShape = listShape(looseObject({ categoryId: id, categoryName: string(), icon: nullish(string()) }))
export const productPageShape = pageShape(productListItemShape)
export const searchGroupsShape = listShape(
  looseObject({ productType: number(), typeName: string(), total: nullish(amount), list: nullish(array(productListItemShape)) }),
)

/* home */
export const categoryTabsShape = listShape(
  looseObject({ code: string(), name: string(), description: nullish(string()), platformType: nullish(amount) }),
)

/* region */
const campusShape = looseObject({
  campusId: id,
  city: nullish(string()),
  name: string(),
  address: nullish(string()),
  longitude: nullish(number()),
  latitude: nullish(number()),
})
export const cityRecordShape = looseObject({ name: string(), cityEn: nullish(string()), campusList: nullish(array(campusShape)) })
export const citiesShape = listShape(cityRecordShape)

/* maps (no envelope: the whole body) */
export const regeoShape = looseObject({
  status: string(),
  regeocode: nullish(looseObject({ addressComponent: looseObject({ province: string(), city: union([string(), array(unknown())]) }) })),
})

/* content */
export const consultationShape = nullish(looseObject({ serviceId: nullish(id) }))
export const receiveCouponShape = looseObject({ receiveCount: nullish(number()), couponName: nullish(string()) })
export const shortLinkShape = nullable(looseObject({ targetUrl: string(), title: nullish(string()) }))

/** One class of a plan or timetable, as the schedule views draw it. */
export const scheduleItemShape = looseObject({
  scheduleId: id,
  startDateTime: string(),
  endDateTime: string(),
  classRoom: nullish(looseObject({ classRoomName: nullish(string()) })),
  scheduleTeacherDetailList: nullish(array(looseObject({ person: nullish(looseObject({ name: nullish(string()) })) }))),
  remainCount: nullish(number()),
  isAppointment: nullish(flag),
})

/* product detail */
const skuShape = looseObject({
  skuId: id,
  skuName: nullish(string()),
  purchasemoney: nullish(amount),
  originalmoney: nullish(amount),
  point: nullish(amount),
  stock: nullish(number()),
  specList: nullish(array(looseObject({ key: string(), value: string() }))),
})
export const productDetailShape = looseObject({
  ...productListItemShape.entries,
  isCollect: nullish(flag),
  productSkuId: nullish(id),
  skuList: nullish(array(skuShape)),
  specList: nullish(array(looseObject({ key: string(), value: string() }))),
  freightList: nullish(array(looseObject({ type: number(), money: amount }))),
  detail: nullish(string()),
})
export const expireStatusShape = nullable(looseObject({ isExpire: flag, expireTime: nullish(string()) }))
export const schedulePlanShape = nullable(
  looseObject({
    weekPlanList: nullish(array(looseObject({ courseDate: string(), isFull: nullish(flag) }))),
    scheduleList: nullish(array(scheduleItemShape)),
  }),
)
export const collectShape = looseObject({ isCollect: flag })
const liveStateShape = { productId: id, isAppointment: flag, isUnlock: flag }
export const liveProductsShape = listShape(
  looseObject({
    ...liveStateShape,
    name: string(),
    pic: nullish(string()),
    liveStartTime: string(),
    liveEndTime: nullish(string()),
    liveStatus: number(),
    needUnlock: nullish(flag),
  }),
)
export const liveActionShape = looseObject(liveStateShape)

/** GET popUpQuestionnaire/{id}: a questionnaire waiting for the parent, or null. */
export const pendingQuestionnaireShape = nullable(looseObject({ eventId: id, questionnaireId: id, title: string() }))
