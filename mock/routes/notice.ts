import type { FastifyInstance } from 'fastify'
import type { NoticeType } from '../../types/api/notice'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { seedNotices, type NoticeItem } from '../seed/notices'

const MALL = '/mall/api/v1'

/** Notices per parent (the demo parent's seed list, × the mock's growth; read marks are kept per parent). */
const noticesOf = (ctx: MockContext, userId: string): NoticeItem[] => {
  const all = ctx.area<Map<string, NoticeItem[]>>('notice', () => new Map())
  if (!all.has(userId)) all.set(userId, seedNotices(ctx.state.growth))
  return all.get(userId) as NoticeItem[]
}

const int = (v: unknown, fallback: number, min: number, max: number): number => {
  const n = Number(v)
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}

/** Course and system notices with unread counts; opening one marks it read. */
export default async function noticeRoutes(app: FastifyInstance, ctx: MockContext) {
  app.post<{ Body: Record<string, unknown> | null }>(`${MALL}/message/queryMessage`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const b = req.body ?? {}
    const type: NoticeType = Number(b.type) === 2 ? 2 : 1
    const pageIndex = int(b.pageIndex, 1, 1, 10_000)
    const pageSize = int(b.pageSize, 10, 1, 50)
    const notices = noticesOf(ctx, s.userId)
    const ofType = notices.filter((n) => n.type === type)
    const page = {
      list: ofType.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
      total: ofType.length,
      pageIndex,
      pageSize,
      type,
      courseUnRead: notices.filter((n) => n.type === 1 && n.readStatus === 0).length,
      sysUnRead: notices.filter((n) => n.type === 2 && n.readStatus === 0).length,
    }
    return ok(page)
  })

  app.post<{ Body: { messageId?: string } | null }>(`${MALL}/message/MessageDetails`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const n = noticesOf(ctx, s.userId).find((x) => x.messageId === req.body?.messageId)
    if (!n) return fail(404, '通知不存在')
    n.readStatus = 1
    return ok(n)
  })
}
