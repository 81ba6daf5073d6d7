import { array, boolean, looseObject, nullish, number, string } from 'valibot'
import { amount, flag, id, listShape, pageShape } from '@/services/api/shapes'

/** The article service's answers, as the article, expert and comment pages read them. */
export const articleTypesShape = listShape(looseObject({ articleTypeId: number(), articleTypeName: string() }))

const articleSummaryShape = looseObject({
  parentArticleId: id,
  articleTitle: string(),
  coverPic: nullish(string()),
  summary: nullish(string()),
  expertId: nullish(id),
  expertName: nullish(string()),
  isVideo: nullish(flag),
  readCount: nullish(amount),
  likeCount: nullish(amount),
  createTime: nullish(string()),
})
export const articlePageShape = pageShape(articleSummaryShape)
export const relatedArticlesShape = listShape(articleSummaryShape)

const expertShape = looseObject({
  expertId: id,
  expertName: string(),
  avatar: nullish(string()),
  title: nullish(string()),
  hospital: nullish(string()),
  intro: nullish(string()),
  fansCount: nullish(amount),
  articleCount: nullish(amount),
  followStatus: nullish(flag),
})
export const expertDetailShape = expertShape
export const expertPageShape = pageShape(expertShape)

export const articleDetailShape = looseObject({
  ...articleSummaryShape.entries,
  content: string(),
  videoUrl: nullish(string()),
  favoriteCount: nullish(amount),
  likeStatus: nullish(flag),
  favoriteStatus: nullish(flag),
  expert: nullish(expertShape),
})

export const operateResultShape = looseObject({ likeCount: nullish(amount), favoriteCount: nullish(amount) })
export const followResultShape = looseObject({ followStatus: flag, fansCount: nullish(amount) })
export const userTagsShape = looseObject({
  tags: array(looseObject({ tagId: number(), tagName: string(), selected: nullish(flag) })),
  chosen: nullish(boolean()),
})

const commentShape = looseObject({
  commentId: id,
  parentCommentId: nullish(id),
  userId: nullish(id),
  userName: nullish(string()),
  avatar: nullish(string()),
  content: string(),
  replyToName: nullish(string()),
  createTime: nullish(string()),
  giveCount: nullish(amount),
  giveStatus: nullish(flag),
  sonCount: nullish(amount),
})
export const savedCommentShape = commentShape
export const commentPageShape = pageShape(commentShape)
export const giveResultShape = looseObject({ giveCount: amount, giveStatus: flag })

/** module/order: the parent's saved order of the article modules, or none yet. */
export const moduleOrderShape = nullish(array(looseObject({ articleTypeId: number(), sort: number(), status: number() })))
