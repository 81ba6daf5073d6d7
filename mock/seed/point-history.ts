/**
 * Older entries of a points record, for a parent with many more rows than the seed: what a parent
 * earns (invitations, course purchases, reviews, activities) and spends (exchanges), at distinct
 * times in the day, netting close to nothing so the record still adds up to the purse.
 */
import type { Dayjs } from 'dayjs'
import type { PointRecord } from '../records'
import type { Random } from './random'

const EARNINGS: { title: string; min: number; max: number }[] = [
  { title: '邀请好友注册', min: 100, max: 100 },
  { title: '购买课程返积分', min: 50, max: 500 },
  { title: '课程评价奖励', min: 20, max: 20 },
  { title: '参与活动奖励', min: 30, max: 80 },
]
const EXCHANGES = ['儿童益智拼图', '亲子绘本套装', '专注力训练卡', '感统训练球', '儿童保温水杯', '益智积木']

/** `count` distinct times between `from` and `to` (08:00–21:59), newest first. */
function distinctTimes(random: Random, count: number, from: Dayjs, to: Dayjs): string[] {
  const days = Math.max(1, to.startOf('day').diff(from.startOf('day'), 'day'))
  const seen = new Set<string>()
  while (seen.size < count) {
    const at = from.startOf('day').add(random.int(1, days), 'day').hour(random.int(8, 21)).minute(random.int(0, 59)).second(random.int(0, 59))
    if (at.isBefore(to) && at.isAfter(from)) seen.add(at.format('YYYY-MM-DD HH:mm:ss'))
  }
  return [...seen].sort((a, b) => (a < b ? 1 : -1))
}

/**
 * `count` entries between `from` and `to`, newest first, with ids `PH00001`…; `net` is what they
 * add up to (kept between -500 and 1500: a spend comes when enough was earned).
 */
export function olderPointRecords(random: Random, count: number, from: Dayjs, to: Dayjs): { records: PointRecord[]; net: number } {
  const times = distinctTimes(random, count, from, to).reverse()
  let net = 0
  const oldestFirst = times.map((createTime, i) => {
    const spend = net > 1000 || (net > 300 && random.chance(0.4))
    const recordId = `PH${String(i + 1).padStart(5, '0')}`
    if (spend) {
      const point = -Math.min(1200, random.int(1, Math.floor((net + 500) / 100)) * 100)
      net += point
      return { recordId, title: `积分兑换-${random.pick(EXCHANGES)}`, point, type: 2 as const, createTime }
    }
    const kind = random.pick(EARNINGS)
    const point = kind.min === kind.max ? kind.min : Math.round(random.int(kind.min, kind.max) / 10) * 10
    net += point
    return { recordId, title: kind.title, point, type: 1 as const, createTime }
  })
  return { records: oldestFirst.reverse(), net }
}
