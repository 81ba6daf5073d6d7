/**
 * The demo parent's account: wallet movements, points record, check-ins, member rights, coupon
 * offers and the check-in rankings. Dates follow the mock's clock so "this month" and "today" hold.
 */
import dayjs from 'dayjs'
import type { MemberInfoMap, MemberRight, PointRecord, WalletRecord } from '../records'
import type { EquityPackage } from '../../src/pages/rights/model/rights-calls'
import type { GiftCoupon } from './new-user-gift'
import type { MockContext } from '../context'
import type { Random } from './random'
import { ProductType } from '../../types/api/product'
import { COURSE_TYPES, rulesForProducts, rulesForTypes } from './coupon-rules'
import { extraRows, type DataGrowth } from '../data-growth'
import { olderPointRecords } from './point-history'

export const DEMO_USER = 'U10001'
/** points a check-in gives; the 7th day in a row gives double */
export const SIGNIN_POINT = 10
export const signinPointFor = (streakBefore: number): number => ((streakBefore + 1) % 7 === 0 ? SIGNIN_POINT * 2 : SIGNIN_POINT)

/** A coupon offered to parents, with its stock and per-parent limit. */
export interface OfferTemplate extends Omit<GiftCoupon, 'receiveCount' | 'isReceived' | 'isExpired' | 'remainCount'> {
  group: 'rights' | 'other'
  thresholdFen: number
  limit: number
  stock: number
}

export const OFFERS: OfferTemplate[] = [
  { couponId: 'CC01', group: 'rights', couponName: '会员专享满200减30', facevalue: '30.00', overlay: true, expiryType: 1, expiryDays: 30, productsRules: rulesForTypes('满200元可用，限课程类商品', ...COURSE_TYPES), thresholdFen: 20000, limit: 2, stock: 2 },
  { couponId: 'CC02', group: 'rights', couponName: '会员测评立减50', facevalue: '50.00', overlay: false, expiryType: 2, starttime: '2026-11-01 00:00:00', endtime: '2027-02-28 23:59:59', productsRules: rulesForProducts('限儿童发育综合测评，无门槛', 'P1028'), thresholdFen: 0, limit: 1, stock: 80 },
  { couponId: 'CC03', group: 'other', couponName: '绘本好物满99减10', facevalue: '10.00', overlay: true, expiryType: 1, expiryDays: 15, productsRules: rulesForTypes('满99元可用，限实物商品', ProductType.goods), thresholdFen: 9900, limit: 3, stock: 300 },
  { couponId: 'CC04', group: 'other', couponName: '双十一康复课券', facevalue: '100.00', overlay: false, expiryType: 2, starttime: '2026-11-01 00:00:00', endtime: '2026-11-30 23:59:59', productsRules: rulesForTypes('满800元可用，限康复服务', ProductType.recovery), thresholdFen: 80000, limit: 1, stock: 0 },
  { couponId: 'CC05', group: 'other', couponName: '秋季感统课券', facevalue: '40.00', overlay: true, expiryType: 2, starttime: '2026-09-01 00:00:00', endtime: '2026-10-31 23:59:59', productsRules: rulesForProducts('满300元可用，限感统训练课程', 'P1002', 'P1024', 'P1064'), thresholdFen: 30000, limit: 1, stock: 20 },
]

const RIGHTS: Omit<MemberRight, 'received'>[] = [
  {
    rightsId: 'R01',
    rightsName: '黄金会员月度券包',
    description: '每月可领一次，课程与好物通用',
    starttime: '2026-11-01 00:00:00',
    endtime: '2026-11-30 23:59:59',
    coupons: [
      { couponName: '会员满100减20', facevalue: '20.00', count: 2 },
      { couponName: '会员无门槛10元券', facevalue: '10.00', count: 1 },
    ],
  },
  {
    rightsId: 'R02',
    rightsName: '生日关怀礼',
    description: '孩子生日当月可领',
    starttime: '2026-05-01 00:00:00',
    endtime: '2026-05-31 23:59:59',
    coupons: [{ couponName: '生日专享测评券', facevalue: '60.00', count: 1 }],
  },
  {
    rightsId: 'R03',
    rightsName: '康复训练专享权益',
    description: '康复训练课程专享折扣券',
    starttime: '2026-10-01 00:00:00',
    endtime: '2027-03-31 23:59:59',
    coupons: [{ couponName: '康复课满500减80', facevalue: '80.00', count: 1 }],
  },
]

export const EQUITY_PACKAGE: EquityPackage = {
  packageName: '成长会员权益包',
  levelName: '黄金会员',
  starttime: '2026-07-01',
  endtime: '2027-06-30',
  items: [
    { name: '专家咨询', description: '儿童发育专家一对一线上咨询', times: 4 },
    { name: '发育测评', description: '年度综合发育测评一次', times: 1 },
    { name: '月度券包', description: '每月领取会员专享优惠券', times: 12 },
    { name: '课程预约优先', description: '热门课程优先预约', times: 0 },
  ],
}

export const MEMBER_INFO: MemberInfoMap = {
  [DEMO_USER]: { level: '2', levelName: '黄金会员', expireTime: '2027-06-30' },
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高']
const GIVEN = ['小宝', '乐乐', '朵朵', '豆豆', '果果', '米粒', '糖糖', '安安', '一一', '多多', '甜甜', '阳阳', '壮壮', '悠悠', '可可', '贝贝']
const ROLES = ['妈妈', '爸爸', '奶奶']

export interface AccountState {
  walletRecords: Map<string, WalletRecord[]>
  pointRecords: Map<string, PointRecord[]>
  /** userId → check-in days 'YYYY-MM-DD' */
  signins: Map<string, Set<string>>
  /** userId → rights received */
  rightsReceived: Map<string, Set<string>>
  /** couponId → stock left */
  offerStock: Map<string, number>
  /** userId → couponId → received */
  offerReceived: Map<string, Map<string, number>>
  /** other parents on the rankings: this month's and all-time check-in days */
  rankers: { userId: string; name: string; headimg: string; month: number; total: number }[]
  counter: number
}

const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD HH:mm:ss')

/** This month's check-ins before today: a run ending yesterday (up to 5 days) and the 1st and 3rd. */
function seedSignins(today: dayjs.Dayjs): Set<string> {
  const days = new Set<string>()
  const d = today.date()
  for (let i = 1; i <= Math.min(5, d - 1); i += 1) days.add(today.subtract(i, 'day').format('YYYY-MM-DD'))
  for (const n of [1, 3]) if (n < d - 6) days.add(today.date(n).format('YYYY-MM-DD'))
  return days
}

/** When the demo parent registered: the first entry of the points record. */
const REGISTERED = dayjs(new Date(2026, 5, 2, 10, 12, 0))

export function buildAccountState(random: Random, growth: DataGrowth = 1): AccountState {
  const today = dayjs().startOf('day')
  const signins = seedSignins(today)
  const signPoints = [...signins].sort().map((day, i) => ({ day, point: SIGNIN_POINT, i }))
  const signTotal = signPoints.reduce((s, p) => s + p.point, 0)
  const rankers = Array.from({ length: 63 }, (_, i) => {
    const month = random.int(0, Math.max(1, today.date()))
    return {
      userId: `U2${String(i + 1).padStart(4, '0')}`,
      name: `${random.pick(SURNAMES)}${random.pick(GIVEN)}${random.pick(ROLES)}`,
      headimg: '',
      month,
      total: month + random.int(5, 240),
    }
  })
  const older = olderPointRecords(random, extraRows(4 + signPoints.length, growth), REGISTERED, today)
  // the record adds up to the purse's 6000 points
  const fixed: Omit<PointRecord, 'recordId'>[] = [
    { title: '新用户注册奖励', point: 2000, type: 1, createTime: fmt(REGISTERED) },
    { title: '邀请好友注册', point: 1500, type: 1, createTime: '2026-07-15 19:40:21' },
    { title: '积分兑换-儿童益智拼图', point: -1200, type: 2, createTime: '2026-08-20 21:05:44' },
    { title: '购买课程返积分', point: 3700 - signTotal - older.net, type: 1, createTime: '2026-09-08 14:30:09' },
  ]
  const records: PointRecord[] = [
    ...fixed.map((r, i) => ({ ...r, recordId: `PR${String(i + 1).padStart(4, '0')}` })),
    ...signPoints.map((p, i) => ({ recordId: `PS${String(i + 1).padStart(4, '0')}`, title: '每日签到', point: p.point, type: 1 as const, createTime: `${p.day} 08:${String(10 + i).padStart(2, '0')}:00` })),
    ...older.records,
  ].sort((a, b) => (a.createTime === b.createTime ? a.recordId.localeCompare(b.recordId) : a.createTime < b.createTime ? 1 : -1))

  const wallet: WalletRecord[] = [
    { recordId: 'W0005', title: '订单抵扣', amount: '-50.00', createTime: '2026-11-10 16:20:31' },
    { recordId: 'W0004', title: '邀请活动奖励', amount: '12.00', createTime: '2026-10-28 09:15:00' },
    { recordId: 'W0003', title: '订单抵扣', amount: '-120.00', createTime: '2026-10-02 11:48:10' },
    { recordId: 'W0002', title: '课程退款', amount: '58.00', createTime: '2026-09-16 15:02:45' },
    { recordId: 'W0001', title: '钱包充值', amount: '300.00', createTime: '2026-08-01 10:00:00' },
  ]

  return {
    walletRecords: new Map([[DEMO_USER, wallet]]),
    pointRecords: new Map([[DEMO_USER, records]]),
    signins: new Map([[DEMO_USER, signins]]),
    rightsReceived: new Map([[DEMO_USER, new Set(['R02'])]]),
    offerStock: new Map(OFFERS.map((o) => [o.couponId, o.stock])),
    offerReceived: new Map([[DEMO_USER, new Map([['CC02', 1], ['CC05', 1]])]]),
    rankers,
    counter: 0,
  }
}

export const accountState = (ctx: MockContext): AccountState => ctx.area('account', (random) => buildAccountState(random, ctx.state.growth))

export const rightsOf = (ctx: MockContext, userId: string): MemberRight[] => {
  const got = accountState(ctx).rightsReceived.get(userId) ?? new Set()
  return RIGHTS.map((r) => ({ ...r, received: got.has(r.rightsId) ? 1 : 0 }))
}

export const findRight = (id: string) => RIGHTS.find((r) => r.rightsId === id)

export const fmtNow = () => fmt(dayjs())
