/**
 * Articles by experts (app service, /api/article): what the app sends for tabs, lists, detail,
 * experts, follows, favorites, likes, interest tags and comments. Lists page with start (offset)
 * and limit. The answers' types come from their shapes (pages/article/model/article-calls.ts).
 */

/** GET getListArticle */
export interface ArticleListQuery {
  parentArticleTypeId: number
  /** offset, default 0 */
  start: number
  /** default 3 */
  limit: number
  articleTitle?: string
}

export interface StartLimit {
  start: number
  limit: number
}

/** POST operateArticle?parentArticleId&userId&type&status: type 0 like, 1 favorite; status 1 on, 0 off. */
export interface OperateArticleQuery {
  parentArticleId: string
  userId: string
  type: 0 | 1
  status: 0 | 1
}

/** POST saveUserTag */
export interface SaveUserTagRequest {
  userId: string
  tagIds: number[]
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

/**
 * A module (an article type tab) in the parent's order, as POST module {userId, modules} (the
 * first save) and PUT module/order {userId, modules} (later saves) send it.
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
