import type { ArticleComment, ArticlePage, ArticleType, StartLimit } from '@types-api/api/article'
import type { PageResult } from '@types-api/api/common'

/** The fixed first tab (spec §3, §9). */
export const RECOMMEND_TAB: ArticleType = { articleTypeId: 1, articleTypeName: '推荐', dataType: 0 }
/** Articles per page (spec §7, §9: limit default 3). */
export const ARTICLE_LIMIT = 3
/** Comments and replies per page. */
export const COMMENT_LIMIT = 10
export const REPLY_LIMIT = 5
/** Longest comment, in characters. */
export const COMMENT_MAX = 300

/** 'recommend' (id 1) first, then the server's types without a second recommend or duplicates. */
export function articleTabs(types: ArticleType[]): ArticleType[] {
  const seen = new Set<number>([RECOMMEND_TAB.articleTypeId])
  const rest = types.filter((t) => {
    if (!t || seen.has(t.articleTypeId)) return false
    seen.add(t.articleTypeId)
    return true
  })
  return [RECOMMEND_TAB, ...rest]
}

/** The offset a page starts at: page 1 starts at 0. */
export const startOf = (pageIndex: number, limit: number): StartLimit => ({ start: Math.max(0, pageIndex - 1) * limit, limit })

/** Turns a start/limit service into the app's page fetcher (pageIndex from 1). */
export const byPage =
  <T>(limit: number, fetch: (page: StartLimit) => Promise<ArticlePage<T>>) =>
  (pageIndex: number): Promise<PageResult<T>> =>
    fetch(startOf(pageIndex, limit))

/** Why a comment cannot be sent, or '' when it can. */
export function commentProblem(text: string): string {
  const t = text.trim()
  if (!t) return '请输入评论内容'
  if ([...t].length > COMMENT_MAX) return `评论不能超过${COMMENT_MAX}字`
  return ''
}

export const isOwnComment = (c: Pick<ArticleComment, 'userId'>, userId: string): boolean => !!userId && c.userId === userId

/** Comment like (type 1) when not liked yet, unlike (type 2) when liked (spec §4). */
export const giveTypeFor = (c: Pick<ArticleComment, 'giveStatus'>): 1 | 2 => (c.giveStatus === 1 ? 2 : 1)

/** Article operate types (spec §4): like 0, favorite 1. */
export const OPERATE = { like: 0, favorite: 1 } as const

/**
 * An optimistic change: shows `next` at once, sends, and puts the previous value back when the
 * request fails (the error is passed on for the caller to show).
 */
export async function optimistic<T>(read: () => T, write: (v: T) => void, next: T, send: () => Promise<unknown>): Promise<void> {
  const previous = read()
  write(next)
  try {
    await send()
  } catch (e) {
    write(previous)
    throw e
  }
}

/** A count after a toggle: +1 when turned on, -1 when turned off, never below 0. */
export const countAfter = (count: number, on: boolean): number => Math.max(0, count + (on ? 1 : -1))

/** Where an article opens: a video article has its own page. */
export const articleRoute = (a: { parentArticleId: string; isVideo: 0 | 1 }): string =>
  `/pages/article/${a.isVideo === 1 ? 'article-detail-video' : 'article-detail'}?id=${encodeURIComponent(a.parentArticleId)}`

export const expertRoute = (expertId: string): string => `/pages/article/expert-detail?id=${encodeURIComponent(expertId)}`
