import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'

let app: FastifyInstance
beforeEach(async () => {
  app = await buildMockApp({ seed: 1 })
})
afterEach(() => app.close())

type Headers = Record<string, string>
const post = (url: string, payload: unknown, headers: Headers = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers })
const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers })
const login = async (): Promise<Headers> => {
  const ex = (await get('/api/auth/h5/exchange?token=h5-demo-token&appId=a&openId=o')).json()
  return { authorization: `Bearer ${ex.data.access_token}` }
}

describe('mock articles', () => {
  it('has 4 types and 30+ articles, pages with start and limit, searches titles', async () => {
    const types = (await get('/api/article/getListDataDraw')).json().data
    expect(types).toHaveLength(4)
    const all = (await get('/api/article/getListArticle?parentArticleTypeId=1&start=0&limit=3')).json().data
    expect(all.total).toBeGreaterThanOrEqual(30)
    expect(all.list).toHaveLength(3)
    const next = (await get('/api/article/getListArticle?parentArticleTypeId=1&start=3&limit=3')).json().data
    expect(next.list[0].parentArticleId).not.toBe(all.list[0].parentArticleId)
    for (const t of types) {
      const page = (await get(`/api/article/getListArticle?parentArticleTypeId=${t.articleTypeId}&start=0&limit=50`)).json().data
      expect(page.total).toBeGreaterThanOrEqual(8)
      expect(page.list.every((a: { articleTypeId: number }) => a.articleTypeId === t.articleTypeId)).toBe(true)
    }
    const found = (await get(`/api/article/getListArticle?parentArticleTypeId=1&start=0&limit=10&articleTitle=${encodeURIComponent('感统')}`)).json().data
    expect(found.total).toBeGreaterThan(0)
    expect(found.list.every((a: { articleTitle: string }) => a.articleTitle.includes('感统'))).toBe(true)
  })

  it('serves videos, tables and hostile bodies, with absolute pictures', async () => {
    const all = (await get('/api/article/getListArticle?parentArticleTypeId=1&start=0&limit=50', { host: 'mock.test' })).json().data.list
    expect(all.some((a: { isVideo: number }) => a.isVideo === 1)).toBe(true)
    const bodies = await Promise.all(all.map(async (a: { parentArticleId: string }) => (await post('/api/article/details', { parentArticleId: a.parentArticleId }, { host: 'mock.test' })).json().data.content as string))
    expect(bodies.some((b) => b.includes('<table>') && b.includes('<img src="http://mock.test/mock/oss/'))).toBe(true)
    expect(bodies.filter((b) => b.includes('onerror') && b.includes('javascript:') && b.includes('<iframe')).length).toBeGreaterThanOrEqual(3)
  })

  it('likes, favorites and follows per parent; favorites and follow lists show them', async () => {
    const auth = await login()
    const before = (await post('/api/article/details', { parentArticleId: 'A1001' }, auth)).json().data
    expect(before).toMatchObject({ likeStatus: 0, favoriteStatus: 0 })
    const liked = (await post('/api/article/operateArticle?parentArticleId=A1001&userId=U10001&type=0&status=1', {}, auth)).json().data
    expect(liked.likeCount).toBe(before.likeCount + 1)
    await post('/api/article/operateArticle?parentArticleId=A1001&userId=U10001&type=1&status=1', {}, auth)
    const after = (await post('/api/article/details', { parentArticleId: 'A1001' }, auth)).json().data
    expect(after).toMatchObject({ likeStatus: 1, favoriteStatus: 1 })
    const favs = (await post('/api/article/favorites', { start: 0, limit: 10 }, auth)).json().data
    expect(favs.list[0].parentArticleId).toBe('A1001')
    const unliked = (await post('/api/article/operateArticle?parentArticleId=A1001&userId=U10001&type=0&status=0', {}, auth)).json().data
    expect(unliked.likeCount).toBe(before.likeCount)

    const followed = (await get(`/api/article/follow?expertId=${before.expert.expertId}&userId=U10001&status=1`, auth)).json().data
    expect(followed.followStatus).toBe(1)
    const follows = (await get('/api/article/followList?start=0&limit=10', auth)).json().data
    expect(follows.list[0].expertId).toBe(before.expert.expertId)
    expect((await post('/api/article/operateArticle?parentArticleId=A1001&userId=U10001&type=0&status=1', {})).json().code).toBe(-400)
  })

  it('threads comments: replies, likes type 1/2, own delete as dataStatus 3', async () => {
    const auth = await login()
    const list = (await post('/api/article/findAPPCommentList', { parentArticleId: 'A1001', start: 0, limit: 10 }, auth)).json().data
    expect(list.total).toBeGreaterThanOrEqual(3)
    const threaded = list.list.find((c: { sonCount: number }) => c.sonCount > 0)
    const sons = (await post('/api/article/findAPPCommentSonList', { parentCommentId: threaded.commentId, start: 0, limit: 2 }, auth)).json().data
    expect(sons.total).toBe(threaded.sonCount)
    expect(sons.list).toHaveLength(2)

    const liked = (await post('/api/article/commentGive', { commentId: threaded.commentId, type: 1 }, auth)).json().data
    expect(liked).toEqual({ giveCount: threaded.giveCount + 1, giveStatus: 1 })
    const unliked = (await post('/api/article/commentGive', { commentId: threaded.commentId, type: 2 }, auth)).json().data
    expect(unliked).toEqual({ giveCount: threaded.giveCount, giveStatus: 0 })

    expect((await post('/api/article/saveComment', { parentArticleId: 'A1001', parentCommentId: '', content: '   ' }, auth)).json().code).toBe(500)
    expect((await post('/api/article/saveComment', { parentArticleId: 'A1001', parentCommentId: '', content: '长'.repeat(301) }, auth)).json().code).toBe(500)
    const mine = (await post('/api/article/saveComment', { parentArticleId: 'A1001', parentCommentId: '', content: '很有帮助' }, auth)).json().data
    expect(mine).toMatchObject({ content: '很有帮助', userId: 'U10001', parentCommentId: '' })
    const reply = (await post('/api/article/saveComment', { parentArticleId: 'A1001', parentCommentId: mine.commentId, content: '补充一句' }, auth)).json().data
    expect(reply).toMatchObject({ parentCommentId: mine.commentId, replyToName: '乐乐妈妈' })

    expect((await post('/api/article/updateCommentStatus', { commentId: threaded.commentId, dataStatus: 3 }, auth)).json().code).toBe(403)
    expect((await post('/api/article/updateCommentStatus', { commentId: mine.commentId, dataStatus: 3 }, auth)).json().code).toBe(0)
    const again = (await post('/api/article/findAPPCommentList', { parentArticleId: 'A1001', start: 0, limit: 50 }, auth)).json().data
    expect(again.list.some((c: { commentId: string }) => c.commentId === mine.commentId)).toBe(false)
    expect(again.total).toBe(list.total)
  })

  it('keeps interest tags chosen once and puts matching articles first in recommend', async () => {
    const auth = await login()
    const first = (await get('/api/article/getUserTagList/U10001', auth)).json().data
    expect(first.chosen).toBe(false)
    await post('/api/article/saveUserTag', { userId: 'U10001', tagIds: [16] }, auth)
    const saved = (await get('/api/article/getUserTagList/U10001', auth)).json().data
    expect(saved.chosen).toBe(true)
    expect(saved.tags.filter((t: { selected: number }) => t.selected).map((t: { tagId: number }) => t.tagId)).toEqual([16])
  })
})

describe('mock notices', () => {
  it('answers pages of 10 per type with courseUnRead and sysUnRead; reading lowers the count', async () => {
    const auth = await login()
    const course = (await post('/mall/api/v1/message/queryMessage', { pageIndex: 1, pageSize: 10, type: 1 }, auth)).json().data
    expect(course.list).toHaveLength(10)
    expect(course.total).toBeGreaterThan(10)
    expect(course.courseUnRead).toBeGreaterThan(0)
    expect(course.sysUnRead).toBeGreaterThan(0)
    expect(course.list[0].content).toContain('\\n')
    const unread = course.list.find((n: { readStatus: number }) => n.readStatus === 0)
    const read = (await post('/mall/api/v1/message/MessageDetails', { messageId: unread.messageId }, auth)).json().data
    expect(read.readStatus).toBe(1)
    const badge = (await post('/mall/api/v1/message/queryMessage', { pageIndex: 1, pageSize: 1, type: 1 }, auth)).json().data
    expect(badge.courseUnRead).toBe(course.courseUnRead - 1)
    expect(badge.sysUnRead).toBe(course.sysUnRead)
    const sys = (await post('/mall/api/v1/message/queryMessage', { pageIndex: 1, pageSize: 10, type: 2 }, auth)).json().data
    expect(sys.list.every((n: { type: number }) => n.type === 2)).toBe(true)
  })
})

describe('mock questionnaires', () => {
  it('lists questionnaires with every question kind, refuses a missing required answer, accepts a full one', async () => {
    const auth = await login()
    const list = (await get('/api/talkCard/questionnaireList/U10001', auth)).json().data
    const kinds = new Set(list.flatMap((q: { questions: Array<{ kind: string }> }) => q.questions.map((x) => x.kind)))
    expect([...kinds].sort()).toEqual(['date', 'multiple', 'rating', 'single', 'text'])
    const refused = (await post('/api/talkCard/submitQuestionnaire', { questionnaireId: 'Q01', answers: [{ questionId: 'q1', value: 5 }] }, auth)).json()
    expect(refused.code).toBe(500)
    const answers = [
      { questionId: 'q1', value: 5 },
      { questionId: 'q2', value: 'a' },
      { questionId: 'q3', value: ['time'] },
    ]
    expect((await post('/api/talkCard/submitQuestionnaire', { questionnaireId: 'Q01', answers }, auth)).json().code).toBe(0)
    const after = (await get('/api/talkCard/questionnaireList/U10001', auth)).json().data
    expect(after.find((q: { questionnaireId: string }) => q.questionnaireId === 'Q01').status).toBe(1)
  })

  it('pops up a pending questionnaire until it is closed', async () => {
    const auth = await login()
    const pending = (await get('/api/talkCard/popUpQuestionnaire/U10001', auth)).json().data
    expect(pending.questionnaireId).toBe('Q01')
    await get(`/api/talkCard/closeQuestionnaire/${pending.eventId}`, auth)
    const next = (await get('/api/talkCard/popUpQuestionnaire/U10001', auth)).json().data
    expect(next.questionnaireId).toBe('Q02')
  })

  it('pops up nothing while the test switch is off, and again after a reset', async () => {
    expect((await post('/__mock__/questionnaire-popups', { enabled: false })).json().enabled).toBe(false)
    const auth = await login()
    expect((await get('/api/talkCard/popUpQuestionnaire/U10001', auth)).json()).toMatchObject({ code: 0, data: null })
    await post('/__mock__/reset', {})
    const fresh = await login()
    expect((await get('/api/talkCard/popUpQuestionnaire/U10001', fresh)).json().data.questionnaireId).toBe('Q01')
  })
})

describe('mock article module order', () => {
  const put = (url: string, payload: unknown, headers: Headers) => app.inject({ method: 'PUT', url, payload: payload as object, headers })
  it('has no order at first, creates it once with POST module, reorders with PUT, keeps it per parent', async () => {
    const auth = await login()
    expect((await get('/api/article/module/order?userId=U10001', auth)).json()).toMatchObject({ code: 0, data: null })
    const early = (await put('/api/article/module/order', { modules: [{ articleTypeId: 2, sort: 0, status: 1 }] }, auth)).json()
    expect(early.code).not.toBe(0)
    const modules = [
      { articleTypeId: 4, sort: 0, status: 1 },
      { articleTypeId: 2, sort: 1, status: 0 },
      { articleTypeId: 3, sort: 2, status: 1 },
      { articleTypeId: 5, sort: 3, status: 1 },
    ]
    expect((await post('/api/article/module', { userId: 'U10001', modules }, auth)).json().code).toBe(0)
    expect((await post('/api/article/module', { userId: 'U10001', modules }, auth)).json().code).not.toBe(0)
    expect((await get('/api/article/module/order?userId=U10001', auth)).json().data).toEqual(modules)
    const reordered = [
      { articleTypeId: 5, sort: 0, status: 1 },
      { articleTypeId: 4, sort: 1, status: 1 },
      { articleTypeId: 2, sort: 2, status: 0 },
      { articleTypeId: 3, sort: 3, status: 1 },
    ]
    expect((await put('/api/article/module/order', { userId: 'U10001', modules: reordered }, auth)).json().code).toBe(0)
    expect((await get('/api/article/module/order?userId=U10001', auth)).json().data).toEqual(reordered)
    // recommend and unknown types are refused
    const bad = (await put('/api/article/module/order', { modules: [{ articleTypeId: 1, sort: 0, status: 1 }] }, auth)).json()
    expect(bad.code).not.toBe(0)
    expect((await put('/api/article/module/order', { modules: [{ articleTypeId: 77, sort: 0, status: 1 }] }, auth)).json().code).not.toBe(0)
    expect((await get('/api/article/module/order')).json().code).toBe(-400)
    await post('/__mock__/reset', {})
    const fresh = await login()
    expect((await get('/api/article/module/order', fresh)).json().data).toBeNull()
  })
})
