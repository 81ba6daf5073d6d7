import type { ArticleModuleSetting, StartLimit } from '@types-api/api/article'
import type { ArticleComment, ArticleType, SavedModule } from './article-calls'
import type { PageResult } from '@types-api/api/common'
import { routes } from '@/config/routes'

/** The fixed first tab (spec §3, §9). */
export const RECOMMEND_TAB: ArticleType = { articleTypeId: 1, articleTypeName: '推荐' }
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

/** A row of the module editor: a tab and whether the parent shows it. */
export interface ModuleRow {
  type: ArticleType
  shown: boolean
}

const isRecommend = (id: number): boolean => id === RECOMMEND_TAB.articleTypeId

/**
 * Every module in the parent's order (spec §7 module/order): 'recommend' (id 1) first and always
 * shown; then the saved modules in their saved order (hidden ones marked); then modules the
 * server added since, in the server's order and shown. Saved ids the server no longer has are
 * dropped. Without a saved order the server's order stands.
 */
export function moduleRows(types: ArticleType[], saved: SavedModule[] | null): ModuleRow[] {
  const tabs = articleTabs(types)
  const byId = new Map(tabs.map((t) => [t.articleTypeId, t]))
  const rows: ModuleRow[] = [{ type: tabs[0], shown: true }]
  const placed = new Set<number>([RECOMMEND_TAB.articleTypeId])
  const order = [...(saved ?? [])].sort((a, b) => a.sort - b.sort)
  for (const s of order) {
    const t = byId.get(s.articleTypeId)
    if (!t || placed.has(t.articleTypeId)) continue
    placed.add(t.articleTypeId)
    rows.push({ type: t, shown: s.status !== 0 })
  }
  for (const t of tabs) if (!placed.has(t.articleTypeId)) rows.push({ type: t, shown: true })
  return rows
}

/** The tabs the parent sees: the shown modules in the parent's order, recommend first. */
export const orderedTabs = (types: ArticleType[], saved: SavedModule[] | null): ArticleType[] =>
  moduleRows(types, saved)
    .filter((r) => r.shown)
    .map((r) => r.type)

/** Moves a module one place up (-1) or down (+1); recommend stays first and nothing passes it. */
export function moveModule(rows: ModuleRow[], articleTypeId: number, delta: -1 | 1): ModuleRow[] {
  const from = rows.findIndex((r) => r.type.articleTypeId === articleTypeId)
  const to = from + delta
  if (from < 0 || isRecommend(articleTypeId) || to < 1 || to >= rows.length) return rows
  const next = [...rows]
  ;[next[from], next[to]] = [next[to], next[from]]
  return next
}

/** Shows or hides a module; recommend is always shown. */
export const toggleModule = (rows: ModuleRow[], articleTypeId: number): ModuleRow[] =>
  isRecommend(articleTypeId) ? rows : rows.map((r) => (r.type.articleTypeId === articleTypeId ? { ...r, shown: !r.shown } : r))

/** What is sent: every module but recommend (fixed), positions from 0, 1 shown / 0 hidden. */
export const moduleSettings = (rows: ModuleRow[]): ArticleModuleSetting[] =>
  rows.filter((r) => !isRecommend(r.type.articleTypeId)).map((r, sort) => ({ articleTypeId: r.type.articleTypeId, sort, status: r.shown ? 1 : 0 }))

/** The first save creates the parent's module list (POST module); later saves reorder it (PUT module/order). */
export const moduleSaveMethod = (saved: SavedModule[] | null): 'POST' | 'PUT' => (saved && saved.length ? 'PUT' : 'POST')

/** The offset a page starts at: page 1 starts at 0. */
export const startOf = (pageIndex: number, limit: number): StartLimit => ({ start: Math.max(0, pageIndex - 1) * limit, limit })

/** Turns a start/limit service into the app's page fetcher (pageIndex from 1). */
export const byPage =
  <T>(limit: number, fetch: (page: StartLimit) => Promise<PageResult<T>>) =>
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
  a.isVideo === 1 ? routes.articleDetailVideo({ id: a.parentArticleId }) : routes.articleDetail({ id: a.parentArticleId })
