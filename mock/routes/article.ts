import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ArticleModuleSetting } from '../../types/api/article'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import {
  ARTICLE_TYPES,
  EXPERTS,
  INTEREST_TAGS,
  ORIGIN,
  seedArticles,
  seedComments,
  type ArticleComment,
  type ArticleDetail,
  type ArticleSummary,
  type Expert,
  type InterestTag,
  type SeedArticle,
  type SeedComment,
} from '../seed/articles'
import { requestOrigin } from '../seed/products'
import { mockNow } from './cashier-page'

const BASE = '/api/article'
export const RECOMMEND_ID = 1
export const COMMENT_MAX = 300

interface ArticleState {
  articles: SeedArticle[]
  comments: SeedComment[]
  /** `${userId}|${articleId}` */
  likes: Set<string>
  /** userId → article ids, latest first */
  favorites: Map<string, string[]>
  /** userId → expert ids, latest first */
  follows: Map<string, string[]>
  /** `${userId}|${commentId}` */
  gives: Set<string>
  /** userId → chosen tag ids (absent: never chosen) */
  tags: Map<string, number[]>
  /** userId → the parent's module order (absent: never saved) */
  modules: Map<string, ArticleModuleSetting[]>
  counter: number
}

const stateOf = (ctx: MockContext): ArticleState =>
  ctx.area<ArticleState>('article', (random) => {
    const articles = seedArticles()
    const comments = seedComments(random, articles.map((a) => a.parentArticleId), ctx.state.growth)
    return {
      articles,
      comments,
      likes: new Set(['U10001|A1003']),
      favorites: new Map([['U10001', ['A1004']]]),
      follows: new Map([['U10001', ['E02']]]),
      gives: new Set(),
      tags: new Map(),
      modules: new Map(),
      // new comments are numbered after the seeded ones (C0001…, more than 9000 at growth 100)
      counter: Math.max(9000, comments.length),
    }
  })

const num = (v: unknown, fallback: number, min = 0, max = 1000): number => {
  const n = Number(v)
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}
const absolute = (text: string, req: FastifyRequest) => text.split(ORIGIN).join(requestOrigin(req))
const slice = <T>(list: T[], start: number, limit: number) => ({ list: list.slice(start, start + limit), total: list.length })

function expertView(ctx: MockContext, req: FastifyRequest, expertId: string, userId: string | null): Expert | null {
  const e = EXPERTS.find((x) => x.expertId === expertId)
  if (!e) return null
  const st = stateOf(ctx)
  const followers = [...st.follows.values()].filter((ids) => ids.includes(expertId)).length
  const { baseFans, ...rest } = e
  return {
    ...rest,
    avatar: absolute(e.avatar, req),
    fansCount: baseFans + followers,
    articleCount: st.articles.filter((a) => a.expertId === expertId).length,
    followStatus: userId && st.follows.get(userId)?.includes(expertId) ? 1 : 0,
  }
}

function summary(ctx: MockContext, req: FastifyRequest, a: SeedArticle): ArticleSummary {
  const st = stateOf(ctx)
  const likes = [...st.likes].filter((k) => k.endsWith(`|${a.parentArticleId}`)).length
  return {
    parentArticleId: a.parentArticleId,
    articleTitle: a.articleTitle,
    coverPic: absolute(a.coverPic, req),
    summary: a.summary,
    expertId: a.expertId,
    expertName: EXPERTS.find((e) => e.expertId === a.expertId)?.expertName ?? '',
    articleTypeId: a.articleTypeId,
    isVideo: a.isVideo,
    readCount: a.readCount,
    likeCount: a.likeCount + likes,
    createTime: a.createTime,
  }
}

function detail(ctx: MockContext, req: FastifyRequest, a: SeedArticle, userId: string | null): ArticleDetail {
  const st = stateOf(ctx)
  const favs = [...st.favorites.values()].filter((ids) => ids.includes(a.parentArticleId)).length
  return {
    ...summary(ctx, req, a),
    content: absolute(a.content, req),
    videoUrl: a.videoUrl ? absolute(a.videoUrl, req) : undefined,
    favoriteCount: a.favoriteCount + favs,
    likeStatus: userId && st.likes.has(`${userId}|${a.parentArticleId}`) ? 1 : 0,
    favoriteStatus: userId && st.favorites.get(userId)?.includes(a.parentArticleId) ? 1 : 0,
    expert: expertView(ctx, req, a.expertId, userId) as Expert,
  }
}

function commentView(ctx: MockContext, c: SeedComment, userId: string | null): ArticleComment {
  const st = stateOf(ctx)
  const gives = [...st.gives].filter((k) => k.endsWith(`|${c.commentId}`)).length
  const { baseGive, dataStatus: _d, ...rest } = c
  return {
    ...rest,
    giveCount: baseGive + gives,
    giveStatus: userId && st.gives.has(`${userId}|${c.commentId}`) ? 1 : 0,
    sonCount: st.comments.filter((x) => x.parentCommentId === c.commentId && x.dataStatus === 1).length,
  }
}

/** Articles by experts: tabs, lists, detail, likes, favorites, follows, tags, comments. */
export default async function articleRoutes(app: FastifyInstance, ctx: MockContext) {
  const userOf = (req: FastifyRequest) => ctx.sessionOf(req)?.userId ?? null

  app.get(`${BASE}/getListDataDraw`, async () => ok(ARTICLE_TYPES))

  app.get<{ Querystring: Record<string, string> }>(`${BASE}/getListArticle`, async (req) => {
    const q = req.query
    const typeId = num(q.parentArticleTypeId, RECOMMEND_ID, 1, 1000)
    const start = num(q.start, 0, 0, 100_000)
    const limit = num(q.limit, 3, 1, 50)
    const title = String(q.articleTitle ?? '').trim()
    const st = stateOf(ctx)
    let list = st.articles.filter((a) => (typeId === RECOMMEND_ID ? true : a.articleTypeId === typeId))
    if (typeId === RECOMMEND_ID) {
      // recommend: the parent's interest tags first, then the rest
      const chosen = st.tags.get(userOf(req) ?? '') ?? []
      if (chosen.length) list = [...list.filter((a) => a.tagIds.some((t) => chosen.includes(t))), ...list.filter((a) => !a.tagIds.some((t) => chosen.includes(t)))]
    }
    if (title) list = list.filter((a) => a.articleTitle.includes(title))
    const page = slice(list, start, limit)
    return ok({ list: page.list.map((a) => summary(ctx, req, a)), total: page.total })
  })

  app.post<{ Body: { parentArticleId?: string } | null }>(`${BASE}/details`, async (req) => {
    const a = stateOf(ctx).articles.find((x) => x.parentArticleId === req.body?.parentArticleId)
    if (!a) return fail(404, '文章不存在或已下架')
    a.readCount += 1
    return ok(detail(ctx, req, a, userOf(req)))
  })

  app.post<{ Body: { parentArticleId?: string; limit?: number } | null }>(`${BASE}/tag/article`, async (req) => {
    const st = stateOf(ctx)
    const a = st.articles.find((x) => x.parentArticleId === req.body?.parentArticleId)
    if (!a) return ok([])
    const related = st.articles.filter((x) => x !== a && x.tagIds.some((t) => a.tagIds.includes(t))).slice(0, num(req.body?.limit, 3, 1, 20))
    return ok(related.map((x) => summary(ctx, req, x)))
  })

  app.post<{ Querystring: Record<string, string> }>(`${BASE}/operateArticle`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    const st = stateOf(ctx)
    const a = st.articles.find((x) => x.parentArticleId === req.query.parentArticleId)
    if (!a) return fail(404, '文章不存在或已下架')
    const type = Number(req.query.type)
    const on = Number(req.query.status) === 1
    if (type !== 0 && type !== 1) return fail(500, '操作类型不正确')
    if (type === 0) {
      if (on) st.likes.add(`${userId}|${a.parentArticleId}`)
      else st.likes.delete(`${userId}|${a.parentArticleId}`)
    } else {
      const list = (st.favorites.get(userId) ?? []).filter((id) => id !== a.parentArticleId)
      st.favorites.set(userId, on ? [a.parentArticleId, ...list] : list)
    }
    const d = detail(ctx, req, a, userId)
    return ok({ likeCount: d.likeCount, favoriteCount: d.favoriteCount })
  })

  app.post<{ Body: { expertId?: string } | null }>(`${BASE}/expertDetails`, async (req) => {
    const e = expertView(ctx, req, String(req.body?.expertId ?? ''), userOf(req))
    return e ? ok(e) : fail(404, '专家不存在')
  })

  /** An expert's articles, paged with start and limit. */
  app.post<{ Body: { expertId?: string; start?: number; limit?: number } | null }>(`${BASE}/expertList`, async (req) => {
    const b = req.body ?? {}
    const list = stateOf(ctx).articles.filter((a) => a.expertId === b.expertId)
    const page = slice(list, num(b.start, 0, 0, 100_000), num(b.limit, 10, 1, 50))
    return ok({ list: page.list.map((a) => summary(ctx, req, a)), total: page.total })
  })

  app.get<{ Querystring: Record<string, string> }>(`${BASE}/follow`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    const st = stateOf(ctx)
    const expertId = String(req.query.expertId ?? '')
    if (!EXPERTS.some((e) => e.expertId === expertId)) return fail(404, '专家不存在')
    const list = (st.follows.get(userId) ?? []).filter((id) => id !== expertId)
    const on = Number(req.query.status) === 1
    st.follows.set(userId, on ? [expertId, ...list] : list)
    const e = expertView(ctx, req, expertId, userId) as Expert
    return ok({ followStatus: e.followStatus, fansCount: e.fansCount })
  })

  app.get<{ Querystring: Record<string, string> }>(`${BASE}/followList`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    const ids = stateOf(ctx).follows.get(userId) ?? []
    const page = slice(ids, num(req.query.start, 0, 0, 100_000), num(req.query.limit, 10, 1, 50))
    return ok({ list: page.list.map((id) => expertView(ctx, req, id, userId)), total: page.total })
  })

  app.post<{ Body: { start?: number; limit?: number } | null }>(`${BASE}/favorites`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    const st = stateOf(ctx)
    const ids = st.favorites.get(userId) ?? []
    const page = slice(ids, num(req.body?.start, 0, 0, 100_000), num(req.body?.limit, 10, 1, 50))
    const list = page.list.map((id) => st.articles.find((a) => a.parentArticleId === id)).filter((a): a is SeedArticle => !!a)
    return ok({ list: list.map((a) => summary(ctx, req, a)), total: page.total })
  })

  /** The modules of a module request: every known type other than recommend once, or null when malformed. */
  const modulesOf = (body: unknown): ArticleModuleSetting[] | null => {
    const list = (body as { modules?: unknown } | null)?.modules
    if (!Array.isArray(list)) return null
    const seen = new Set<number>()
    const out: ArticleModuleSetting[] = []
    for (const m of list as Array<Partial<ArticleModuleSetting>>) {
      const id = Number(m?.articleTypeId)
      if (id === RECOMMEND_ID || seen.has(id) || !ARTICLE_TYPES.some((t) => t.articleTypeId === id)) return null
      seen.add(id)
      out.push({ articleTypeId: id, sort: num(m.sort, out.length, 0, 1000), status: Number(m.status) === 0 ? 0 : 1 })
    }
    return out.sort((a, b) => a.sort - b.sort)
  }

  app.get(`${BASE}/module/order`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    return ok(stateOf(ctx).modules.get(userId) ?? null)
  })

  /** Creates the parent's module list (once). */
  app.post(`${BASE}/module`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    const st = stateOf(ctx)
    if (st.modules.has(userId)) return fail(500, '栏目已创建，请刷新后再试')
    const modules = modulesOf(req.body)
    if (!modules) return fail(500, '栏目数据不正确')
    st.modules.set(userId, modules)
    return ok(null)
  })

  /** Saves a new order of the parent's existing module list. */
  app.put(`${BASE}/module/order`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    const st = stateOf(ctx)
    if (!st.modules.has(userId)) return fail(404, '栏目尚未创建')
    const modules = modulesOf(req.body)
    if (!modules) return fail(500, '栏目数据不正确')
    st.modules.set(userId, modules)
    return ok(null)
  })

  app.get<{ Params: { id: string } }>(`${BASE}/getUserTagList/:id`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    const chosen = stateOf(ctx).tags.get(userId)
    const tags: InterestTag[] = INTEREST_TAGS.map((t) => ({ ...t, selected: chosen?.includes(t.tagId) ? 1 : 0 }))
    return ok({ tags, chosen: chosen !== undefined })
  })

  app.post<{ Body: { tagIds?: unknown } | null }>(`${BASE}/saveUserTag`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    const ids = Array.isArray(req.body?.tagIds) ? req.body.tagIds.map(Number).filter((id) => INTEREST_TAGS.some((t) => t.tagId === id)) : []
    stateOf(ctx).tags.set(userId, ids)
    return ok(null)
  })

  app.post<{ Body: { parentArticleId?: string; start?: number; limit?: number } | null }>(`${BASE}/findAPPCommentList`, async (req) => {
    const b = req.body ?? {}
    const list = stateOf(ctx).comments.filter((c) => c.parentArticleId === b.parentArticleId && !c.parentCommentId && c.dataStatus === 1)
    const page = slice(list, num(b.start, 0, 0, 100_000), num(b.limit, 10, 1, 50))
    return ok({ list: page.list.map((c) => commentView(ctx, c, userOf(req))), total: page.total })
  })

  app.post<{ Body: { parentCommentId?: string; start?: number; limit?: number } | null }>(`${BASE}/findAPPCommentSonList`, async (req) => {
    const b = req.body ?? {}
    const list = stateOf(ctx).comments.filter((c) => c.parentCommentId === b.parentCommentId && c.dataStatus === 1)
    const page = slice(list, num(b.start, 0, 0, 100_000), num(b.limit, 10, 1, 50))
    return ok({ list: page.list.map((c) => commentView(ctx, c, userOf(req))), total: page.total })
  })

  app.post<{ Body: { parentArticleId?: string; parentCommentId?: string; content?: string } | null }>(`${BASE}/saveComment`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    const st = stateOf(ctx)
    const b = req.body ?? {}
    const content = String(b.content ?? '').trim()
    if (!content) return fail(500, '评论内容不能为空')
    if ([...content].length > COMMENT_MAX) return fail(500, `评论不能超过${COMMENT_MAX}字`)
    if (!st.articles.some((a) => a.parentArticleId === b.parentArticleId)) return fail(404, '文章不存在或已下架')
    const parent = b.parentCommentId ? st.comments.find((c) => c.commentId === b.parentCommentId && c.dataStatus === 1) : undefined
    if (b.parentCommentId && !parent) return fail(404, '评论已删除')
    const user = ctx.state.users.get(userId)
    st.counter += 1
    const c: SeedComment = {
      commentId: `C${st.counter}`,
      parentArticleId: String(b.parentArticleId),
      // a reply to a reply joins the top-level thread
      parentCommentId: parent ? parent.parentCommentId || parent.commentId : '',
      userId,
      userName: user?.user_name ?? '家长',
      avatar: user?.avatar ?? '',
      content,
      replyToName: parent?.userName,
      createTime: mockNow(),
      baseGive: 0,
      dataStatus: 1,
    }
    st.comments.unshift(c)
    return ok(commentView(ctx, c, userId))
  })

  app.post<{ Body: { commentId?: string; type?: number } | null }>(`${BASE}/commentGive`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    const st = stateOf(ctx)
    const c = st.comments.find((x) => x.commentId === req.body?.commentId && x.dataStatus === 1)
    if (!c) return fail(404, '评论已删除')
    const type = Number(req.body?.type)
    if (type === 1) st.gives.add(`${userId}|${c.commentId}`)
    else if (type === 2) st.gives.delete(`${userId}|${c.commentId}`)
    else return fail(500, '操作类型不正确')
    const v = commentView(ctx, c, userId)
    return ok({ giveCount: v.giveCount, giveStatus: v.giveStatus })
  })

  app.post<{ Body: { commentId?: string; dataStatus?: number } | null }>(`${BASE}/updateCommentStatus`, async (req) => {
    const userId = userOf(req)
    if (!userId) return fail(-400, '登录已失效')
    const c = stateOf(ctx).comments.find((x) => x.commentId === req.body?.commentId)
    if (!c || c.dataStatus !== 1) return fail(404, '评论已删除')
    if (c.userId !== userId) return fail(403, '只能删除自己的评论')
    if (Number(req.body?.dataStatus) !== 3) return fail(500, '状态不正确')
    c.dataStatus = 3
    return ok(null)
  })
}
