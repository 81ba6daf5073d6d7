import type { ArticleComment, ArticleDetail, Expert } from '@/pages/article/model/article-calls'
import { createArticleApi } from '@/pages/article/model/article-api'
import { ARTICLE_LIMIT, articleTabs, commentProblem, giveTypeFor, optimistic, startOf } from '@/pages/article/model/article-rules'
import { ArticleDetailStore } from '@/pages/article/model/article-detail-store'
import { ArticleListStore } from '@/pages/article/model/article-list-store'
import { CommentStore } from '@/pages/article/model/comment-store'
import type { HttpRequestOptions } from '@/services/http/types'
import { testConfig } from '../helpers/fake-deps'

const expert: Expert = { expertId: 'E01', expertName: '林静怡', avatar: '', title: '主任医师', hospital: '', intro: '', fansCount: 10, articleCount: 3, followStatus: 0 }
const article: ArticleDetail & { articleTypeId: number } = {
  parentArticleId: 'A1',
  articleTitle: '标题',
  coverPic: '',
  summary: '',
  expertId: 'E01',
  expertName: '林静怡',
  articleTypeId: 2,
  isVideo: 0,
  readCount: 1,
  likeCount: 5,
  createTime: '2026-11-20 10:00:00',
  content: '<p>x</p>',
  favoriteCount: 2,
  likeStatus: 0,
  favoriteStatus: 0,
  expert,
}
const comment = (p: Partial<ArticleComment> = {}): ArticleComment & { parentArticleId: string } => ({
  commentId: 'C1',
  parentArticleId: 'A1',
  parentCommentId: '',
  userId: 'U1',
  userName: '果果妈妈',
  avatar: '',
  content: '好',
  createTime: '2026-11-20 10:00:00',
  giveCount: 3,
  giveStatus: 0,
  sonCount: 0,
  ...p,
})

/** A fake request layer: answers by path, records every call. */
function fakeSend(answers: Record<string, (o: HttpRequestOptions) => unknown>) {
  const calls: HttpRequestOptions[] = []
  const send = async <T>(o: HttpRequestOptions): Promise<T> => {
    calls.push(o)
    const path = o.url.replace('https://app.test/api/article/', '').split('?')[0]
    const answer = answers[path]
    if (!answer) throw new Error(`no answer for ${path}`)
    return { code: 0, data: await answer(o) } as T
  }
  return { send, calls }
}
const apiWith = (answers: Record<string, (o: HttpRequestOptions) => unknown>) => {
  const f = fakeSend(answers)
  return { api: createArticleApi(f.send, testConfig()), calls: f.calls }
}
const me = () => Promise.resolve('U1')
const fail = () => {
  throw new Error('网络异常')
}

describe('article tabs and paging', () => {
  it('puts recommend (id 1) first and drops a second recommend', () => {
    const tabs = articleTabs([
      { articleTypeId: 2, articleTypeName: '发育行为', dataType: 0 },
      { articleTypeId: 1, articleTypeName: '推荐', dataType: 0 },
      { articleTypeId: 2, articleTypeName: '发育行为', dataType: 0 },
    ])
    expect(tabs.map((t) => t.articleTypeId)).toEqual([1, 2])
    expect(articleTabs([])[0]).toMatchObject({ articleTypeId: 1 })
  })

  it('pages with start from 0 and limit 3', async () => {
    expect(ARTICLE_LIMIT).toBe(3)
    expect(startOf(1, 3)).toEqual({ start: 0, limit: 3 })
    expect(startOf(3, 3)).toEqual({ start: 6, limit: 3 })
    const { api, calls } = apiWith({ getListArticle: () => ({ list: [{ parentArticleId: 'A1' }, { parentArticleId: 'A2' }, { parentArticleId: 'A3' }], total: 7 }) })
    const store = new ArticleListStore(api, me)
    await store.list.reload()
    await store.list.loadMore()
    expect(calls.map((c) => c.url)).toEqual([
      'https://app.test/api/article/getListArticle?parentArticleTypeId=1&start=0&limit=3',
      'https://app.test/api/article/getListArticle?parentArticleTypeId=1&start=3&limit=3',
    ])
    await store.selectTab(4)
    await store.search('感统')
    expect(calls.at(-1)?.url).toBe(`https://app.test/api/article/getListArticle?parentArticleTypeId=4&articleTitle=${encodeURIComponent('感统')}&start=0&limit=3`)
  })
})

describe('like, favorite and follow', () => {
  const loaded = async (answers: Record<string, (o: HttpRequestOptions) => unknown>) => {
    const { api, calls } = apiWith({ details: () => article, 'tag/article': () => [], ...answers })
    const store = new ArticleDetailStore(api, me, 'A1')
    await store.load()
    return { store, calls }
  }

  it('likes with operate type 0 status 1 and unlikes with status 0', async () => {
    const { store, calls } = await loaded({ operateArticle: () => ({ likeCount: 6, favoriteCount: 2 }) })
    await store.toggleLike()
    expect(store.article.value).toMatchObject({ likeStatus: 1, likeCount: 6 })
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: 'https://app.test/api/article/operateArticle?parentArticleId=A1&userId=U1&type=0&status=1' })
    await store.toggleLike()
    expect(store.article.value).toMatchObject({ likeStatus: 0, likeCount: 5 })
    expect(calls.at(-1)?.url).toContain('type=0&status=0')
  })

  it('favorites with operate type 1 and rolls back when the request fails', async () => {
    const { store, calls } = await loaded({ operateArticle: fail })
    const shown: number[] = []
    const p = store.toggleFavorite()
    shown.push(store.article.value?.favoriteStatus ?? -1)
    await expect(p).rejects.toThrow('网络异常')
    expect(shown).toEqual([1])
    expect(store.article.value).toMatchObject({ favoriteStatus: 0, favoriteCount: 2 })
    expect(calls.at(-1)?.url).toContain('type=1&status=1')
  })

  it('like rolls back on failure', async () => {
    const { store } = await loaded({ operateArticle: fail })
    await expect(store.toggleLike()).rejects.toThrow()
    expect(store.article.value).toMatchObject({ likeStatus: 0, likeCount: 5 })
  })

  it('follows the author (GET follow status 1) and rolls back a failed unfollow', async () => {
    const { store, calls } = await loaded({ follow: () => ({ followStatus: 1, fansCount: 11 }) })
    await store.toggleFollow()
    expect(store.article.value?.expert).toMatchObject({ followStatus: 1, fansCount: 11 })
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: 'https://app.test/api/article/follow?expertId=E01&userId=U1&status=1' })
    const { store: s2 } = await loaded({ follow: fail })
    s2.article.set({ ...article, expert: { ...expert, followStatus: 1, fansCount: 11 } })
    await expect(s2.toggleFollow()).rejects.toThrow()
    expect(s2.article.value?.expert).toMatchObject({ followStatus: 1, fansCount: 11 })
  })

  it('optimistic shows the next value at once and restores the previous on failure', async () => {
    let v = 'a'
    const p = optimistic(() => v, (x) => (v = x), 'b', () => Promise.reject(new Error('x')))
    expect(v).toBe('b')
    await expect(p).rejects.toThrow()
    expect(v).toBe('a')
  })
})

describe('comments', () => {
  it('refuses an empty or too long comment', () => {
    expect(commentProblem('   ')).toBe('请输入评论内容')
    expect(commentProblem('好'.repeat(301))).toBe('评论不能超过300字')
    expect(commentProblem('好'.repeat(300))).toBe('')
  })

  it('likes with type 1 and unlikes with type 2, rolling back on failure', async () => {
    expect(giveTypeFor({ giveStatus: 0 })).toBe(1)
    expect(giveTypeFor({ giveStatus: 1 })).toBe(2)
    let ok = true
    const { api, calls } = apiWith({
      findAPPCommentList: () => ({ list: [comment()], total: 1 }),
      commentGive: () => (ok ? { giveCount: 4, giveStatus: 1 } : fail()),
    })
    const store = new CommentStore(api, me, 'A1')
    await store.load()
    await store.give(store.list.items[0])
    expect(store.list.items[0]).toMatchObject({ giveStatus: 1, giveCount: 4 })
    expect(calls.at(-1)?.data).toEqual({ commentId: 'C1', userId: 'U1', type: 1 })
    ok = false
    await expect(store.give(store.list.items[0])).rejects.toThrow()
    expect(calls.at(-1)?.data).toEqual({ commentId: 'C1', userId: 'U1', type: 2 })
    expect(store.list.items[0]).toMatchObject({ giveStatus: 1, giveCount: 4 })
  })

  it('deletes as a status update with dataStatus 3 and drops the comment', async () => {
    const { api, calls } = apiWith({
      findAPPCommentList: () => ({ list: [comment(), comment({ commentId: 'C2' })], total: 2 }),
      updateCommentStatus: () => null,
    })
    const store = new CommentStore(api, me, 'A1')
    await store.load()
    await store.remove(store.list.items[0])
    expect(calls.at(-1)).toMatchObject({ url: 'https://app.test/api/article/updateCommentStatus', data: { commentId: 'C1', userId: 'U1', dataStatus: 3 } })
    expect(store.list.items.map((c) => c.commentId)).toEqual(['C2'])
    expect(store.list.total).toBe(1)
  })

  it('sends a reply under the top-level comment and keeps the draft when sending fails', async () => {
    let ok = false
    const { api, calls } = apiWith({
      findAPPCommentList: () => ({ list: [comment()], total: 1 }),
      saveComment: (o) => (ok ? comment({ commentId: 'C9', parentCommentId: 'C1', content: (o.data as { content: string }).content }) : fail()),
    })
    const store = new CommentStore(api, me, 'A1')
    await store.load()
    store.startReply(store.list.items[0])
    store.setDraft(' 谢谢 ')
    await expect(store.send()).rejects.toThrow()
    expect(store.draft).toBe(' 谢谢 ')
    ok = true
    await store.send()
    expect(calls.at(-1)?.data).toEqual({ parentArticleId: 'A1', parentCommentId: 'C1', userId: 'U1', content: '谢谢' })
    expect(store.draft).toBe('')
    expect(store.list.items[0].sonCount).toBe(1)
  })
})

describe('reply threads', () => {
  it('opening a thread is observable through the store (the page re-renders)', async () => {
    const { autorun } = await import('mobx')
    const { api } = apiWith({
      findAPPCommentList: () => ({ list: [comment({ sonCount: 1 })], total: 1 }),
      findAPPCommentSonList: () => ({ list: [comment({ commentId: 'C2', parentCommentId: 'C1' })], total: 1 }),
    })
    const store = new CommentStore(api, me, 'A1')
    await store.load()
    const seen: boolean[] = []
    const stop = autorun(() => seen.push(store.threads.get('C1')?.open ?? false))
    await store.thread(store.list.items[0]).show()
    stop()
    expect(seen[0]).toBe(false)
    expect(seen.at(-1)).toBe(true)
    expect(store.threads.get('C1')?.list.items.map((c) => c.commentId)).toEqual(['C2'])
  })
})
