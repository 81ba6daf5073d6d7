import dayjs from 'dayjs'
import type { NoticeType } from '../../types/api/notice'
import type { DataGrowth } from '../data-growth'

/** A notice as the service keeps and sends it. */
export interface NoticeItem {
  messageId: string
  type: NoticeType
  title: string
  /** plain text; a literal backslash-n means a new line */
  content: string
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string
  /** 1 when read */
  readStatus: 0 | 1
}

const pad = (n: number) => String(n).padStart(2, '0')

const COURSE = [
  ['课程提醒：感统训练课明天开课', '家长您好：\\n乐乐的感统训练课将于明天 09:30 在南山校区 3 号教室上课。\\n请提前 10 分钟到达，穿运动鞋。'],
  ['课时变动通知', '您好，因老师外出培训，原定周六的语言课调整到周日 14:00。\\n如需改约，请在“我的预约”中操作。'],
  ['课程评价邀请', '本周课程已结束，欢迎为老师和课程打分。\\n您的评价将帮助我们改进服务。'],
  ['直播预告：家庭语言启蒙', '本周四 20:00 林静怡主任直播讲解家庭语言启蒙。\\n已预约的家长将在开播前收到提醒。'],
  ['评估报告已生成', '乐乐的发育评估报告已生成。\\n请在“测评报告”中查看详细结果和训练建议。'],
  ['课时即将用完', '您购买的感统训练课剩余 2 课时。\\n续课可享老学员优惠。'],
]
const SYSTEM = [
  ['服务协议更新', '我们更新了《用户服务协议》，主要调整了退款规则的说明。\\n更新自 2026-12-01 起生效。'],
  ['双十一优惠券已到账', '您有 2 张优惠券已到账：满 300 减 30、满 500 减 60。\\n有效期至 2026-11-30。'],
  ['账户安全提醒', '您的账号于 2026-11-18 20:15 在新设备登录。\\n如非本人操作，请及时联系客服。'],
  ['积分规则调整', '自 12 月起，每日签到可得 5 积分，连续签到 7 天额外奖励 20 积分。'],
  ['系统维护通知', '平台将于 11 月 25 日 02:00-04:00 进行系统维护。\\n期间部分功能暂不可用，敬请谅解。'],
]

/** Course (type 1) and system (type 2) notices, newest first; the newest few unread. */
export function seedNotices(growth: DataGrowth = 1): NoticeItem[] {
  const out: NoticeItem[] = []
  const add = (type: 1 | 2, rows: string[][], repeat: number, unread: number) => {
    const seeded = rows.length * repeat
    let k = 0
    for (let r = 0; r < repeat * growth; r++) {
      for (const [title, content] of rows) {
        const day = 20 - Math.floor(k / 2)
        out.push({
          messageId: `M${type}${String(k + 1).padStart(3, '0')}`,
          type,
          title: r === 0 ? title : `${title}（${r + 1}）`,
          content,
          createTime: k < seeded ? `2026-${day > 0 ? '11' : '10'}-${pad(day > 0 ? day : 31 + day)} ${pad(8 + (k % 12))}:${pad((k * 17) % 60)}:00` : olderNoticeTime(seeded, k - seeded),
          readStatus: k < unread ? 0 : 1,
        })
        k += 1
      }
    }
  }
  add(1, COURSE, 3, 4)
  add(2, SYSTEM, 2, 3)
  return out
}

/**
 * The time of the `j`th notice older than the `seeded` ones: two a day, the days before the oldest
 * seeded notice, the afternoon one first, so the list stays newest first.
 */
function olderNoticeTime(seeded: number, j: number): string {
  const oldestSeededDay = dayjs(new Date(2026, 10, 20)).subtract(Math.floor((seeded - 1) / 2), 'day')
  const day = oldestSeededDay.subtract(1 + Math.floor(j / 2), 'day')
  const at = j % 2 === 0 ? day.hour(15 + (j % 6)) : day.hour(9 + (j % 5))
  return at.minute((j * 17) % 60).second(0).format('YYYY-MM-DD HH:mm:ss')
}
