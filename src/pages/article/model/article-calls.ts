import type {
  ArticleListQuery,
  ArticleModuleOrderRequest,
  CommentGiveRequest,
  CommentListQuery,
  CommentSonListQuery,
  ExpertArticlesQuery,
  ExpertDetailsRequest,
  OperateArticleQuery,
  RelatedArticlesRequest,
  SaveCommentRequest,
  SaveUserTagRequest,
  StartLimit,
  UpdateCommentStatusRequest,
} from '@types-api/api/article'
import { array, boolean, looseObject, nullish, number, string, type InferOutput } from 'valibot'
import { amount, flag, flagOf, id, listShape, pageShape } from '@/services/api/common-shapes'
import { declareService, noData, type Answer, sends } from '@/services/http/declare'

const app = declareService('app')

/**
 * The article service (app host, /api/article): every call declared once with the shape of what the
 * article, expert and comment pages read. Lists page with start (offset) and limit.
 */
const BASE = '/api/article'

const articleTypeShape = looseObject({ articleTypeId: number(), articleTypeName: string() })

const articleSummaryShape = looseObject({
  parentArticleId: id,
  articleTitle: string(),
  coverPic: nullish(string()),
  summary: nullish(string()),
  expertId: nullish(id),
  expertName: nullish(string()),
  /** 1: a video article (opens article-detail-video) */
  isVideo: nullish(flag),
  readCount: nullish(amount),
  likeCount: nullish(amount),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: nullish(string()),
})

const expertShape = looseObject({
  expertId: id,
  expertName: string(),
  avatar: nullish(string()),
  /** 主任医师 … */
  title: nullish(string()),
  hospital: nullish(string()),
  intro: nullish(string()),
  fansCount: nullish(amount),
  articleCount: nullish(amount),
  /** 1 when the parent follows this expert */
  followStatus: nullish(flag),
})

const articleDetailShape = looseObject({
  ...articleSummaryShape.entries,
  /** server HTML: always sanitized before it is shown */
  content: string(),
  videoUrl: nullish(string()),
  favoriteCount: nullish(amount),
  likeStatus: nullish(flag),
  favoriteStatus: nullish(flag),
  expert: nullish(expertShape),
})

const commentShape = looseObject({
  commentId: id,
  /** the top-level comment a reply belongs to; none for a top-level comment */
  parentCommentId: nullish(id),
  userId: nullish(id),
  userName: nullish(string()),
  avatar: nullish(string()),
  /** plain text written by a parent: shown as text, never as HTML */
  content: string(),
  /** the name of the parent a reply answers */
  replyToName: nullish(string()),
  createTime: nullish(string()),
  giveCount: nullish(amount),
  /** 1 when this parent liked it */
  giveStatus: nullish(flag),
  /** replies under a top-level comment */
  sonCount: nullish(amount),
})

const interestTagShape = looseObject({ tagId: number(), tagName: string(), selected: nullish(flag) })

const savedModuleShape = looseObject({ articleTypeId: number(), sort: number(), status: number() })

/** GET getListDataDraw: the tabs of the article list. */
export const articleTypes = app.get(`${BASE}/getListDataDraw`, listShape(articleTypeShape))

/** GET getListArticle: a tab's articles, optionally by title. */
export const articleList = app.get(`${BASE}/getListArticle`, pageShape(articleSummaryShape), { query: (q: ArticleListQuery) => ({ ...q }) })

/** POST details {parentArticleId, userId}: the article with the parent's like and favorite. */
export const articleDetails = app.post(`${BASE}/details`, articleDetailShape, { body: sends<{ parentArticleId: string; userId: string }> })

/** POST tag/article: articles sharing the article's tags. */
export const relatedArticles = app.post(`${BASE}/tag/article`, listShape(articleSummaryShape), { body: sends<RelatedArticlesRequest> })

/** POST operateArticle?parentArticleId&userId&type&status: like (type 0) or favorite (type 1), on (1) or off (0). */
export const operateArticle = app.post(`${BASE}/operateArticle`, looseObject({ likeCount: nullish(amount), favoriteCount: nullish(amount) }), { query: (q: OperateArticleQuery) => ({ ...q }) })

/** POST expertDetails {expertId, userId} */
export const expertDetails = app.post(`${BASE}/expertDetails`, expertShape, { body: sends<ExpertDetailsRequest> })

/** POST expertList: an expert's articles, paged. */
export const expertArticles = app.post(`${BASE}/expertList`, pageShape(articleSummaryShape), { body: sends<ExpertArticlesQuery> })

/** GET follow?expertId&userId&status: follow (1) or unfollow (0). */
export const followExpert = app.get(`${BASE}/follow`, looseObject({ followStatus: flag, fansCount: nullish(amount) }), { query: (q: { expertId: string; userId: string; status: 0 | 1 }) => ({ ...q }) })

/** GET followList?userId&start&limit: the experts the parent follows. */
export const followList = app.get(`${BASE}/followList`, pageShape(expertShape), { query: (q: { userId: string } & StartLimit) => ({ ...q }) })

/** POST favorites {userId, start, limit}: the parent's favorite articles. */
export const favoriteList = app.post(`${BASE}/favorites`, pageShape(articleSummaryShape), { body: sends<{ userId: string } & StartLimit> })

/** GET module/order?userId: the parent's saved order of the article modules, or none yet (null or []). */
export const moduleOrder = app.get(`${BASE}/module/order`, nullish(array(savedModuleShape)), { query: (userId: string) => ({ userId }) })

/** POST module {userId, modules}: creates the parent's module list (the first save). */
export const createModules = app.post(`${BASE}/module`, noData, { body: sends<ArticleModuleOrderRequest> })

/** PUT module/order {userId, modules}: saves a new module order. */
export const saveModuleOrder = app.put(`${BASE}/module/order`, noData, { body: sends<ArticleModuleOrderRequest> })

/** GET getUserTagList/{userId}: every tag with the parent's choice; chosen false until saved once. */
export const userTags = app.get((userId: string) => `${BASE}/getUserTagList/${encodeURIComponent(userId)}`, looseObject({ tags: array(interestTagShape), chosen: nullish(boolean()) }))

/** POST saveUserTag {userId, tagIds} */
export const saveUserTags = app.post(`${BASE}/saveUserTag`, noData, { body: sends<SaveUserTagRequest> })

/** POST findAPPCommentList: an article's top-level comments, paged. */
export const commentList = app.post(`${BASE}/findAPPCommentList`, pageShape(commentShape), { body: sends<CommentListQuery> })

/** POST findAPPCommentSonList: a comment's replies, paged. */
export const replyList = app.post(`${BASE}/findAPPCommentSonList`, pageShape(commentShape), { body: sends<CommentSonListQuery> })

/** POST saveComment: the saved comment or reply. */
export const saveComment = app.post(`${BASE}/saveComment`, commentShape, { body: sends<SaveCommentRequest> })

/** POST commentGive: like (type 1) or unlike (type 2) a comment. */
export const commentGive = app.post(`${BASE}/commentGive`, looseObject({ giveCount: amount, giveStatus: flag }), { body: sends<CommentGiveRequest> })

/** POST updateCommentStatus: dataStatus 3 deletes one's own comment. */
export const updateCommentStatus = app.post(`${BASE}/updateCommentStatus`, noData, { body: sends<UpdateCommentStatusRequest> })

/* What the pages read, made once from the answers: ids as text, counts as numbers, flags 0 or 1. */

const text = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v))
const count = (v: string | number | null | undefined): number => Number(v) || 0

/** A tab of the article list; 'recommend' (id 1) comes first. */
export type ArticleType = InferOutput<typeof articleTypeShape>

export const articleOf = (a: InferOutput<typeof articleSummaryShape>) => ({
  ...a,
  parentArticleId: text(a.parentArticleId),
  expertId: text(a.expertId),
  isVideo: flagOf(a.isVideo),
  readCount: count(a.readCount),
  likeCount: count(a.likeCount),
})
/** An article in a list. */
export type ArticleSummary = ReturnType<typeof articleOf>

export const expertOf = (e: InferOutput<typeof expertShape>) => ({
  ...e,
  expertId: text(e.expertId),
  fansCount: count(e.fansCount),
  articleCount: count(e.articleCount),
  followStatus: flagOf(e.followStatus),
})
/** An expert author. */
export type Expert = ReturnType<typeof expertOf>

export const articleDetailOf = (a: Answer<typeof articleDetails>) => ({
  ...a,
  ...articleOf(a),
  favoriteCount: count(a.favoriteCount),
  likeStatus: flagOf(a.likeStatus),
  favoriteStatus: flagOf(a.favoriteStatus),
  expert: a.expert ? expertOf(a.expert) : null,
})
/** One article with the parent's like and favorite, and its expert when the service names one. */
export type ArticleDetail = ReturnType<typeof articleDetailOf>

export const commentOf = (c: InferOutput<typeof commentShape>) => ({
  ...c,
  commentId: text(c.commentId),
  parentCommentId: text(c.parentCommentId),
  userId: text(c.userId),
  giveCount: count(c.giveCount),
  giveStatus: flagOf(c.giveStatus),
  sonCount: count(c.sonCount),
})
/** A comment, or a reply (parentCommentId set; '' for a top-level comment). */
export type ArticleComment = ReturnType<typeof commentOf>

export const interestTagOf = (t: InferOutput<typeof interestTagShape>) => ({ ...t, selected: flagOf(t.selected) })
/** An interest tag; selected 1 when the parent chose it. */
export type InterestTag = ReturnType<typeof interestTagOf>

export const savedModuleOf = (m: InferOutput<typeof savedModuleShape>) => ({ ...m, status: (m.status === 0 ? 0 : 1) as 0 | 1 })
/** A module in the parent's saved order: status 1 shown, 0 hidden. */
export type SavedModule = ReturnType<typeof savedModuleOf>
