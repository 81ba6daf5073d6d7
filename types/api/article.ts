/**
 * Articles by experts (app service, /api/article): tabs, lists, detail, experts, follows,
 * favorites, likes, interest tags and comments. Lists page with start (offset) and limit.
 */

/** A tab of the article list (GET getListDataDraw); the app puts 'recommend' (id 1) first. */
export interface ArticleType {
  articleTypeId: number
  articleTypeName: string
  /** 1: plain articles, 2: video articles, 0: mixed */
  dataType: number
}

/** GET getListArticle */
export interface ArticleListQuery {
  parentArticleTypeId: number
  /** offset, default 0 */
  start: number
  /** default 3 */
  limit: number
  articleTitle?: string
}

/** An article in a list. */
export interface ArticleSummary {
  parentArticleId: string
  articleTitle: string
  /** cover picture, http(s) */
  coverPic: string
  summary: string
  expertId: string
  expertName: string
  articleTypeId: number
  /** 1: a video article (opens article-detail-video) */
  isVideo: 0 | 1
  readCount: number
  likeCount: number
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string
}

export interface StartLimit {
  start: number
  limit: number
}

/** A paged answer of the article service. */
export interface ArticlePage<T> {
  list: T[]
  total: number
}

/** An expert author. */
export interface Expert {
  expertId: string
  expertName: string
  avatar: string
  /** 主任医师 … */
  title: string
  hospital: string
  intro: string
  fansCount: number
  articleCount: number
  /** 1 when the parent follows this expert */
  followStatus: 0 | 1
}

/** POST details {parentArticleId, userId} */
export interface ArticleDetail extends ArticleSummary {
  /** server HTML: always sanitized before it is shown */
  content: string
  /** http(s) video address for a video article */
  videoUrl?: string
  favoriteCount: number
  /** 1 when the parent liked it */
  likeStatus: 0 | 1
  /** 1 when the parent keeps it in favorites */
  favoriteStatus: 0 | 1
  expert: Expert
}

/** POST operateArticle?parentArticleId&userId&type&status: type 0 like, 1 favorite; status 1 on, 0 off. */
export interface OperateArticleQuery {
  parentArticleId: string
  userId: string
  type: 0 | 1
  status: 0 | 1
}

export interface OperateArticleResult {
  likeCount: number
  favoriteCount: number
}

/** GET follow?expertId&userId&status (1 follow, 0 unfollow) */
export interface FollowResult {
  followStatus: 0 | 1
  fansCount: number
}

/** An interest tag (GET getUserTagList/{userId}). */
export interface InterestTag {
  tagId: number
  tagName: string
  /** 1 when the parent chose it */
  selected: 0 | 1
}

/** POST saveUserTag */
export interface SaveUserTagRequest {
  userId: string
  tagIds: number[]
}

/** A comment or a reply (parentCommentId set). */
export interface ArticleComment {
  commentId: string
  parentArticleId: string
  /** the top-level comment a reply belongs to; '' for a top-level comment */
  parentCommentId: string
  userId: string
  userName: string
  avatar: string
  /** plain text written by a parent: shown as text, never as HTML */
  content: string
  /** the name of the parent a reply answers */
  replyToName?: string
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string
  giveCount: number
  /** 1 when this parent liked it */
  giveStatus: 0 | 1
  /** replies under a top-level comment */
  sonCount: number
}

/** POST findAPPCommentList */
export interface CommentListQuery extends StartLimit {
  parentArticleId: string
  userId: string
}

/** POST findAPPCommentSonList */
export interface CommentSonListQuery extends StartLimit {
  parentCommentId: string
  userId: string
}

/** POST saveComment */
export interface SaveCommentRequest {
  parentArticleId: string
  /** '' for a top-level comment */
  parentCommentId: string
  userId: string
  content: string
}

/** POST commentGive: type 1 like, 2 unlike */
export interface CommentGiveRequest {
  commentId: string
  userId: string
  type: 1 | 2
}

/** POST updateCommentStatus: dataStatus 3 deletes */
export interface UpdateCommentStatusRequest {
  commentId: string
  userId: string
  dataStatus: 3
}

/** POST tag/article: articles sharing the article's tags. */
export interface RelatedArticlesRequest {
  parentArticleId: string
  limit: number
}

/** POST expertList: an expert's articles, paged. */
export interface ExpertArticlesQuery extends StartLimit {
  expertId: string
}

/** POST expertDetails */
export interface ExpertDetailsRequest {
  expertId: string
  userId: string
}

/** GET getUserTagList/{userId}: every tag with the parent's choice; chosen false until saved once. */
export interface UserTagList {
  tags: InterestTag[]
  chosen: boolean
}

/**
 * The parent's article modules (the article type tabs) in the parent's order.
 * GET module/order?userId answers the list, or null / [] while the parent has none yet;
 * POST module {userId, modules} creates the parent's list the first time;
 * PUT module/order {userId, modules} saves a new order afterwards.
 */
export interface ArticleModuleSetting {
  articleTypeId: number
  /** position, from 0 */
  sort: number
  /** 1 shown as a tab, 0 hidden by the parent */
  status: 0 | 1
}

/** POST module and PUT module/order */
export interface ArticleModuleOrderRequest {
  userId: string
  modules: ArticleModuleSetting[]
}
