import type { Random } from './random'

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高']
const GIVEN = ['妈妈', '爸爸', '小雨妈妈', '朵朵妈', '乐乐爸', '晨晨妈妈', '一一妈', '果果爸爸', '豆豆妈', '安安妈妈', '糖糖妈', '小宝爸']

/** Poster backgrounds and avatars are served by the mock itself, with CORS headers (see routes/share.ts). */
export const posterUrl = (n: number) => `/mock/poster/invite-${n}.png`
export const assessPosterUrl = (n: number) => `/mock/poster/assess-${n}.png`
export const distributionPosterUrl = () => `/mock/poster/distribution-1.png`
export const avatarUrl = (n: number) => `/mock/poster/avatar-${n}.png`

export const INVITE_TEXTS = [
  '我在这里给孩子做了成长测评，专业又贴心，推荐你也来试试！',
  '一站式儿童健康管理平台，课程、测评、康复一次搞定，邀你一起来体验。',
  '孩子的专注力课程效果很好，扫码注册还能领新人礼包哦～',
  '育儿路上不孤单，专家一对一解答，快来和我一起学习吧！',
  '扫码加入，和我一起关注孩子的身心健康成长。',
]

export const ASSESS_TEXTS = [
  '免费领取一次儿童发育评估，了解孩子的成长状态！',
  '专业评估师在线解读报告，扫码即可预约测评。',
  '3分钟完成问卷，获取孩子专属成长建议。',
]

export const RULE_HTML =
  '<h3>活动规则</h3><p>1. 活动期间，邀请好友扫描您的专属海报二维码并完成注册，即视为邀请成功。</p>' +
  '<p>2. 每成功邀请1位新用户，您可获得默认奖励积分；累计邀请人数达到阶梯要求，额外获得阶梯奖励积分。</p>' +
  '<p>3. 好友首次消费满门槛金额后，您与好友均可获得首单奖励（以活动配置为准）。</p>' +
  '<p>4. 同一手机号、同一设备仅可被邀请一次；以不正当手段获取奖励的，平台有权取消奖励。</p>' +
  '<p>5. 积分可在积分商城兑换课程与好礼，本活动最终解释权归平台所有。</p>'

/* The invitation activity's records as the mock service keeps and sends them (spec §7 invite/*). */

/** One step of the pull-new award: invite personCount friends, get points. */
export interface NormalAward {
  personCount: number
  points: number
}

export interface InviteNewConfig {
  /** points for every invitee */
  defaultPoint: number
  normalAwards: NormalAward[]
}

/** awardType 0: a multiple of the spend; any other: fixed points. enable 1 is on. */
export interface ReferralAward {
  awardType: number
  multiple: number
  points: number
  enable: number
}

export interface ReferralConfig {
  inviteeReferralConfig: ReferralAward
  invitorReferralConfig: ReferralAward
  /** yuan; the first purchase must reach it */
  thresholdMoney: string
}

export interface LeaderboardEntry {
  invitCount: number
  name: string
  headimg: string
}

/** GET /mall/api/v1/invite/inviteText: the activity as the server sends it. */
export interface InviteActivity {
  activityId: string
  title: string
  /** JSON list of poster image links */
  poster: string
  /** JSON list of {invite_text} */
  inviteText: string
  rule?: string
  employeeSerial?: string | null
  pullNewLeaderboards: LeaderboardEntry[]
  config: {
    inviteNewConfig?: InviteNewConfig | null
    referralConfig?: ReferralConfig | null
  }
  /** the inviting user, for the invitation link (from_user) */
  userId?: string
  userName?: string
  headimg?: string
  /** friends the user has invited so far */
  inviteCount?: number
}

/** GET invite/directions */
export interface InviteDirections {
  title: string
  /** rich text (sanitized before display) */
  content: string
}

export interface InvitationRecordItem {
  userName: string
  headimg: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  inviteTime: string
  /** 1 bought for the first time */
  firstPurchase: number
  points: number
}

/** GET invite/invitationRecord and invite/assessInvite/invitationRecord */
export interface InvitationRecord {
  accumulatePoints: number
  inviteCount: number
  /** points earned from friends' first purchases */
  firstPurchase: number
  firstPurchaseCount: number
  /** points earned from inviting friends */
  friendInvitation: number
  records: InvitationRecordItem[]
}

export interface GrowthSeed {
  activity: Omit<InviteActivity, 'userId' | 'userName' | 'headimg' | 'inviteCount'>
  assess: Omit<InviteActivity, 'userId' | 'userName' | 'headimg' | 'inviteCount'>
  directions: InviteDirections
  record: InvitationRecord
  assessRecord: InvitationRecord
}

function leaderboard(random: Random, size: number): LeaderboardEntry[] {
  const list = Array.from({ length: size }, (_, i) => ({
    name: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`,
    headimg: avatarUrl((i % 8) + 1),
    invitCount: random.int(1, 60),
  }))
  return list.sort((a, b) => b.invitCount - a.invitCount)
}

const pad = (n: number) => String(n).padStart(2, '0')

function records(random: Random, count: number, firstPurchases: number, defaultPoint: number, firstPoints: number) {
  return Array.from({ length: count }, (_, i) => {
    const first = i < firstPurchases ? 1 : 0
    return {
      userName: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`,
      headimg: avatarUrl((i % 8) + 1),
      inviteTime: `2026-11-${pad(20 - i)} ${pad(9 + (i % 10))}:${pad((i * 7) % 60)}:00`,
      firstPurchase: first,
      points: defaultPoint + (first ? firstPoints : 0),
    }
  })
}

function summary(list: InvitationRecord['records'], defaultPoint: number, firstPoints: number): InvitationRecord {
  const firstPurchaseCount = list.filter((r) => r.firstPurchase === 1).length
  const friendInvitation = list.length * defaultPoint
  const firstPurchase = firstPurchaseCount * firstPoints
  return {
    accumulatePoints: friendInvitation + firstPurchase,
    inviteCount: list.length,
    firstPurchase,
    firstPurchaseCount,
    friendInvitation,
    records: list,
  }
}

export function buildGrowthSeed(random: Random): GrowthSeed {
  const config = {
    inviteNewConfig: {
      defaultPoint: 50,
      normalAwards: [
        { personCount: 3, points: 100 },
        { personCount: 5, points: 300 },
        { personCount: 10, points: 800 },
      ],
    },
    referralConfig: {
      // the invitor gets fixed points (on); the invitee's multiple-of-spend award is switched off
      invitorReferralConfig: { awardType: 1, multiple: 0, points: 200, enable: 1 },
      inviteeReferralConfig: { awardType: 0, multiple: 2, points: 0, enable: 0 },
      thresholdMoney: '99.00',
    },
  }
  const activity = {
    activityId: 'ACT2026-11',
    title: '邀请好友 · 共享成长',
    poster: JSON.stringify([posterUrl(1), posterUrl(2), posterUrl(3)]),
    inviteText: JSON.stringify(INVITE_TEXTS.map((invite_text) => ({ invite_text }))),
    rule: RULE_HTML,
    employeeSerial: 'E1024',
    pullNewLeaderboards: leaderboard(random, 30),
    config,
  }
  const assess = {
    activityId: 'ASSESS2026-11',
    title: '邀请好友免费测评',
    poster: JSON.stringify([assessPosterUrl(1), assessPosterUrl(2)]),
    inviteText: JSON.stringify(ASSESS_TEXTS.map((invite_text) => ({ invite_text }))),
    rule: '<p>好友通过您的海报完成测评问卷，您将获得20积分。</p>',
    employeeSerial: 'E1024',
    pullNewLeaderboards: leaderboard(random, 10),
    config: {
      inviteNewConfig: { defaultPoint: 20, normalAwards: [{ personCount: 5, points: 100 }] },
      referralConfig: null,
    },
  }
  return {
    activity,
    assess,
    directions: { title: '邀请有礼活动规则', content: RULE_HTML },
    record: summary(records(random, 7, 3, 50, 200), 50, 200),
    assessRecord: summary(records(random, 2, 0, 20, 0), 20, 0),
  }
}

/** Which kinds of product are shared first: tickets, consultations and knowledge, then goods and courses. */
const SHARE_ORDER = [7, 6, 11, 2, 4, 9, 3, 8, 1, 10]

/** Distribution products: money products of every kind from the catalogue, with a commission of 5–20 %. */
export function distributionProducts(
  random: Random,
  catalogue: { productId: string; name: string; pic: string; purchasemoney: string; isPointProduct?: number; productType: number }[],
): DistributionProduct[] {
  return catalogue
    .filter((p) => p.isPointProduct !== 1 && p.productType !== 5 && Number(p.purchasemoney) > 0)
    .map((p, i) => ({ p, rank: SHARE_ORDER.indexOf(p.productType) * 1000 + i }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ p }) => p)
    .slice(0, 12)
    .map((p, i) => {
      const rate = random.pick([5, 8, 10, 12, 15, 20])
      const priceFen = Math.round(Number(p.purchasemoney) * 100)
      return {
        distributionSaleConfigId: `DSC${String(i + 1).padStart(3, '0')}`,
        productId: p.productId,
        name: p.name,
        pic: p.pic.split(',')[0],
        purchasemoney: p.purchasemoney,
        commission: (Math.floor((priceFen * rate) / 100) / 100).toFixed(2),
        commissionRate: rate,
        shareCount: random.int(0, 30),
      }
    })
}

/** Earlier shares of the demo parent, each with the orders it brought; earnings add up. */
export function distributionShares(random: Random, products: DistributionProduct[]): { share: DistributionShare; orders: DistributionSaleOrder[] }[] {
  return products.slice(0, 4).map((p, i) => {
    const orders = Array.from({ length: [3, 1, 2, 0][i] }, (_, k) => ({
      orderCode: `DO2026111${i}${k}0${random.int(100, 999)}`,
      buyerName: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`,
      payMoney: p.purchasemoney,
      commission: p.commission,
      createTime: `2026-11-${pad(18 - i - k)} ${pad(10 + k)}:${pad(15 + i * 9)}:00`,
    }))
    const earningsFen = orders.reduce((s, o) => s + Math.round(Number(o.commission) * 100), 0)
    return {
      share: {
        shareId: `SH${String(i + 1).padStart(4, '0')}`,
        distributionSaleConfigId: p.distributionSaleConfigId,
        productId: p.productId,
        productName: p.name,
        pic: p.pic,
        shareTime: `2026-11-${pad(15 - i)} 20:${pad(10 + i * 5)}:00`,
        orderCount: orders.length,
        earnings: (earningsFen / 100).toFixed(2),
        settled: i < 2 ? 1 : 0,
      },
      orders,
    }
  })
}

/* The distribution programme's records as the mock service keeps and sends them (spec §7 distribution/*, share/{id}). */

/** GET /mall/api/v1/distribution/peopleShare: a product the parent can share for a commission. */
export interface DistributionProduct {
  distributionSaleConfigId: string
  productId: string
  name: string
  pic: string
  /** yuan */
  purchasemoney: string
  /** commission per sale, yuan */
  commission: string
  /** commission as a share of the price, percent */
  commissionRate: number
  /** times shared so far by this parent */
  shareCount: number
}

export interface DistributionShare {
  shareId: string
  distributionSaleConfigId: string
  productId: string
  productName: string
  pic: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  shareTime: string
  /** orders placed through this share */
  orderCount: number
  /** earnings from this share, yuan */
  earnings: string
  /** 0 pending settlement, 1 settled */
  settled: number
}

/** GET distribution/myShare */
export interface MyDistribution {
  userId: string
  /** yuan */
  totalEarnings: string
  settledEarnings: string
  pendingEarnings: string
  orderCount: number
  shares: DistributionShare[]
}

export interface DistributionSaleOrder {
  orderCode: string
  buyerName: string
  /** yuan */
  payMoney: string
  commission: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
}
