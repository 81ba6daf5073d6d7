import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import type { ArticleComment, ArticleDetail, ArticleSummary, Expert } from '@/pages/article/model/article-calls'
import ArticleDetailPage from '@/pages/article/article-detail'
import ArticleListPage from '@/pages/article/article-list'
import ExpertDetailPage from '@/pages/article/expert-detail'
import ExpertArticlesPage from '@/pages/article/expert-detail-article-page'
import FavoritesPage from '@/pages/article/favorites'
import FollowPage from '@/pages/article/follow'
import { text, waitFor } from '../helpers/render'
import type { Answer } from './fake-send'
import { pullDown, reachBottom, renderContentPage } from './render-content-page'

const openWith = (path: string, params: Record<string, string> = {}) => {
  ;(Current as unknown as { router: unknown }).router = { params, path, onReady: '', onHide: '', onShow: '' }
}
const A = '/api/article'
const expert = (p: Partial<Expert> = {}): Expert => ({
  expertId: 'E01',
  expertName: '林静怡',
  avatar: '',
  title: '主任医师',
  hospital: '市妇幼保健院',
  intro: '从事儿童发育行为研究二十年',
  fansCount: 120,
  articleCount: 4,
  followStatus: 0,
  ...p,
})
const summary = (i: number, p: Partial<ArticleSummary> = {}): ArticleSummary & { articleTypeId: number } => ({
  parentArticleId: `A${i}`,
  articleTitle: `文章${i}`,
  coverPic: '',
  summary: '摘要',
  expertId: 'E01',
  expertName: '林静怡',
  articleTypeId: 2,
  isVideo: 0,
  readCount: 10,
  likeCount: 3,
  createTime: '2026-11-20 10:00:00',
  ...p,
})
const detail = (p: Partial<ArticleDetail> = {}): ArticleDetail => ({
  ...summary(1, { articleTitle: '孩子说话晚怎么办' }),
  content: '<p>正文第一段</p>',
  favoriteCount: 2,
  likeStatus: 0,
  favoriteStatus: 0,
  expert: expert(),
  ...p,
})
const comment = (p: Partial<ArticleComment> = {}): ArticleComment & { parentArticleId: string } => ({
  commentId: 'C1',
  parentArticleId: 'A1',
  parentCommentId: '',
  userId: 'U2',
  userName: '豆豆妈妈',
  avatar: '',
  content: '很有用',
  createTime: '2026-11-20 11:00:00',
  giveCount: 0,
  giveStatus: 0,
  sonCount: 0,
  ...p,
})
const TYPES = [
  { articleTypeId: 2, articleTypeName: '发育行为', dataType: 0 },
  { articleTypeId: 3, articleTypeName: '语言发展', dataType: 0 },
  { articleTypeId: 4, articleTypeName: '感统训练', dataType: 0 },
]
/** Mounts a page for the logged-in parent U1 with the article service answered by `answers`. */
const render = renderContentPage
const byTestId = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[]
const tabTitles = () => [...document.querySelectorAll('.article-list__tabs [data-testid="tab-strip-item"]')].map((t) => t.textContent?.trim())

describe('article pages', () => {
  let showToast: jest.SpyInstance
  beforeEach(() => {
    showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
  })
  afterEach(() => jest.restoreAllMocks())
  const toasts = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

  describe('article list', () => {
    const base: Record<string, Answer> = {
      [`GET ${A}/getListDataDraw`]: () => TYPES,
      [`GET ${A}/getListArticle`]: () => ({ list: [summary(1), summary(2), summary(3)], total: 5 }),
      [`GET ${A}/getUserTagList/U1`]: () => ({ tags: [], chosen: true }),
    }

    it('shows the tabs in the parent\'s saved order with recommend first and hidden ones left out', async () => {
      openWith('/pages/article/article-list')
      await render(ArticleListPage, {
        ...base,
        [`GET ${A}/module/order`]: () => [
          { articleTypeId: 4, sort: 0, status: 1 },
          { articleTypeId: 2, sort: 1, status: 1 },
          { articleTypeId: 3, sort: 2, status: 0 },
        ],
      })
      await waitFor(() => tabTitles().length === 3)
      expect(tabTitles()).toEqual(['推荐', '感统训练', '发育行为'])
      await waitFor(() => byTestId('article-card').length === 3)
    })

    it('pull-down asks for page 1 again and keeps the articles on screen until it arrives', async () => {
      openWith('/pages/article/article-list')
      let release: () => void = () => undefined
      let round = 0
      const r = await render(ArticleListPage, {
        ...base,
        [`GET ${A}/module/order`]: () => null,
        [`GET ${A}/getListArticle`]: async () => {
          round += 1
          if (round === 1) return { list: [summary(1), summary(2), summary(3)], total: 5 }
          await new Promise<void>((done) => (release = done))
          return { list: [summary(4), summary(5), summary(6)], total: 5 }
        },
      })
      await waitFor(() => byTestId('article-card').length === 3)
      pullDown()
      await waitFor(() => r.called(`GET ${A}/getListArticle`).length === 2)
      expect(r.called(`GET ${A}/getListArticle`)[1].url).toContain('start=0')
      // the rows stay while page 1 is on its way
      expect(byTestId('article-card').map((c) => c.getAttribute('data-id'))).toEqual(['A1', 'A2', 'A3'])
      expect(byTestId('error-state')).toHaveLength(0)
      release()
      await waitFor(() => byTestId('article-card')[0]?.getAttribute('data-id') === 'A4')
      expect(byTestId('article-card').map((c) => c.getAttribute('data-id'))).toEqual(['A4', 'A5', 'A6'])
      await waitFor(() => (Taro.stopPullDownRefresh as unknown as jest.Mock).mock.calls.length > 0)
    })

    it('reorders in the editor, creates the module list with POST module, and puts the order back with a toast when PUT fails', async () => {
      openWith('/pages/article/article-list')
      const r = await render(ArticleListPage, {
        ...base,
        [`GET ${A}/module/order`]: () => null,
        [`POST ${A}/module`]: () => null,
        [`PUT ${A}/module/order`]: () => Promise.reject(new Error('栏目保存失败')),
      })
      await waitFor(() => tabTitles().length === 4)
      expect(tabTitles()).toEqual(['推荐', '发育行为', '语言发展', '感统训练'])
      byTestId('open-modules')[0].click()
      await waitFor(() => byTestId('module-row').length === 4)
      const row = (id: number) => document.querySelector(`[data-testid="module-row"][data-id="${id}"]`) as HTMLElement
      expect(row(1).textContent).toContain('固定')
      expect(row(1).querySelector('[data-testid="module-up"]')).toBeNull()
      ;(row(4).querySelector('[data-testid="module-up"]') as HTMLElement).click()
      ;(row(2).querySelector('[data-testid="module-toggle"]') as HTMLElement).click()
      byTestId('save-modules')[0].click()
      await waitFor(() => r.called(`POST ${A}/module`).length === 1)
      expect(r.called(`POST ${A}/module`)[0].data).toEqual({
        userId: 'U1',
        modules: [
          { articleTypeId: 2, sort: 0, status: 0 },
          { articleTypeId: 4, sort: 1, status: 1 },
          { articleTypeId: 3, sort: 2, status: 1 },
        ],
      })
      await waitFor(() => tabTitles().join() === '推荐,感统训练,语言发展')
      // the second save reorders with PUT; it fails: the order comes back and a toast says why
      byTestId('open-modules')[0].click()
      await waitFor(() => !!row(3))
      ;(row(3).querySelector('[data-testid="module-up"]') as HTMLElement).click()
      byTestId('save-modules')[0].click()
      await waitFor(() => r.called(`PUT ${A}/module/order`).length === 1)
      await waitFor(() => toasts().includes('栏目保存失败'))
      // NutUI's tabs redraw their titles a moment after the order is put back
      await waitFor(() => tabTitles().join() === '推荐,感统训练,语言发展')
      expect(tabTitles()).toEqual(['推荐', '感统训练', '语言发展'])
    })
  })

  describe('article detail', () => {
    it('likes and favorites at once, puts a like back when the server refuses, and shows comments as text', async () => {
      openWith('/pages/article/article-detail', { id: 'A1' })
      let likeFails = false
      const r = await render(ArticleDetailPage, {
        [`POST ${A}/details`]: () => detail(),
        [`POST ${A}/tag/article`]: () => [],
        [`POST ${A}/findAPPCommentList`]: () => ({ list: [comment({ content: '<img src=x onerror="alert(1)">写得好<b>粗</b>' })], total: 1 }),
        [`POST ${A}/operateArticle`]: () => (likeFails ? Promise.reject(new Error('操作失败，请稍后再试')) : { likeCount: 4, favoriteCount: 3 }),
      })
      await waitFor(() => text().includes('孩子说话晚怎么办'))
      await waitFor(() => byTestId('comment-text').length === 1)
      // a parent's words are text, never HTML
      expect(byTestId('comment-text')[0].textContent).toBe('<img src=x onerror="alert(1)">写得好<b>粗</b>')
      expect(document.querySelector('[data-testid="comment-text"] img, [data-testid="comment-text"] b')).toBeNull()
      expect(byTestId('article-body')[0].textContent).toContain('正文第一段')

      const like = () => byTestId('like')[0]
      like().click()
      await waitFor(() => like().getAttribute('data-state') === 'on')
      expect(byTestId('like-count')[0].textContent).toBe('4')
      const likeCall = r.called(`POST ${A}/operateArticle`)[0]
      expect(likeCall.url).toContain('type=0')
      expect(likeCall.url).toContain('status=1')

      const fav = () => byTestId('favorite')[0]
      fav().click()
      await waitFor(() => fav().getAttribute('data-state') === 'on')
      expect(fav().textContent).toContain('3')
      await waitFor(() => r.called(`POST ${A}/operateArticle`).length === 2)
      expect(r.called(`POST ${A}/operateArticle`)[1].url).toContain('type=1')

      likeFails = true
      like().click()
      await waitFor(() => toasts().includes('操作失败，请稍后再试'))
      expect(like().getAttribute('data-state')).toBe('on')
      expect(byTestId('like-count')[0].textContent).toBe('4')
    })
  })

  describe('article detail while it loads', () => {
    it('shows the one spinner until the article arrives, then the article', async () => {
      openWith('/pages/article/article-detail', { id: 'A1' })
      let release: () => void = () => undefined
      await render(ArticleDetailPage, {
        [`POST ${A}/details`]: async () => {
          await new Promise<void>((done) => (release = done))
          return detail()
        },
        [`POST ${A}/tag/article`]: () => [],
        [`POST ${A}/findAPPCommentList`]: () => ({ list: [], total: 0 }),
      })
      await waitFor(() => byTestId('loading').length === 1)
      expect(byTestId('loading')[0].textContent).toContain('加载中')
      expect(byTestId('article')).toHaveLength(0)
      release()
      await waitFor(() => text().includes('孩子说话晚怎么办'))
      expect(byTestId('loading')).toHaveLength(0)
    })

    it('shows the error with 重新加载 when the article cannot be loaded, and recovers', async () => {
      openWith('/pages/article/article-detail', { id: 'A1' })
      let fails = true
      await render(ArticleDetailPage, {
        [`POST ${A}/details`]: () => (fails ? Promise.reject(new Error('文章不存在')) : detail()),
        [`POST ${A}/tag/article`]: () => [],
        [`POST ${A}/findAPPCommentList`]: () => ({ list: [], total: 0 }),
      })
      await waitFor(() => byTestId('error-state').length === 1)
      expect(text()).toContain('文章不存在')
      fails = false
      ;([...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement).click()
      await waitFor(() => text().includes('孩子说话晚怎么办'))
    })
  })

  describe("an expert's articles", () => {
    it('lists them 10 a page with the expert in the title, loads more at the bottom, and keeps them on pull-down', async () => {
      openWith('/pages/article/expert-detail-article-page', { id: 'E01' })
      const setTitle = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
      const page = (start: number) => Array.from({ length: start === 0 ? 10 : 2 }, (_, i) => summary(start + i + 1))
      const r = await render(ExpertArticlesPage, {
        [`POST ${A}/expertDetails`]: () => expert(),
        [`POST ${A}/expertList`]: (o) => ({ list: page((o.data as { start: number }).start), total: 12 }),
      })
      await waitFor(() => byTestId('article-card').length === 10)
      expect(r.called(`POST ${A}/expertList`)[0].data).toEqual({ expertId: 'E01', start: 0, limit: 10 })
      await waitFor(() => setTitle.mock.calls.length > 0)
      expect(setTitle).toHaveBeenCalledWith({ title: '林静怡的文章' })
      reachBottom()
      await waitFor(() => byTestId('article-card').length === 12)
      expect(r.called(`POST ${A}/expertList`)[1].data).toEqual({ expertId: 'E01', start: 10, limit: 10 })
      expect(text()).toContain('没有更多了')
      pullDown()
      await waitFor(() => r.called(`POST ${A}/expertList`).length === 3)
      expect(r.called(`POST ${A}/expertList`)[2].data).toEqual({ expertId: 'E01', start: 0, limit: 10 })
      expect(byTestId('article-card').length).toBeGreaterThanOrEqual(10)
      await waitFor(() => byTestId('article-card').length === 10)
    })

    it('says so when the expert has none', async () => {
      openWith('/pages/article/expert-detail-article-page', { id: 'E01' })
      jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
      await render(ExpertArticlesPage, {
        [`POST ${A}/expertDetails`]: () => expert(),
        [`POST ${A}/expertList`]: () => ({ list: [], total: 0 }),
      })
      await waitFor(() => text().includes('暂无文章'))
    })
  })

  describe('expert detail', () => {
    it('shows the expert, the articles and a link to all, and follows', async () => {
      openWith('/pages/article/expert-detail', { id: 'E01' })
      const r = await render(ExpertDetailPage, {
        [`POST ${A}/expertDetails`]: () => expert(),
        [`POST ${A}/expertList`]: () => ({ list: [summary(1), summary(2), summary(3)], total: 7 }),
        [`GET ${A}/follow`]: () => ({ followStatus: 1, fansCount: 121 }),
      })
      await waitFor(() => text().includes('从事儿童发育行为研究二十年'))
      expect(text()).toContain('林静怡')
      await waitFor(() => byTestId('article-card').length === 3)
      expect(byTestId('all-articles')[0].textContent).toContain('查看全部 7 篇文章')
      expect(r.called(`POST ${A}/expertList`)[0].data).toEqual({ expertId: 'E01', start: 0, limit: 3 })
      byTestId('follow')[0].click()
      await waitFor(() => byTestId('follow')[0].getAttribute('data-state') === 'on')
      expect(text()).toContain('粉丝 121')
      expect(r.called(`GET ${A}/follow`)[0].url).toContain('status=1')
    })

    it('shows an error with retry when the expert cannot be loaded', async () => {
      openWith('/pages/article/expert-detail', { id: 'E09' })
      let fails = true
      await render(ExpertDetailPage, {
        [`POST ${A}/expertDetails`]: () => (fails ? Promise.reject(new Error('专家不存在')) : expert({ expertName: '王建国' })),
        [`POST ${A}/expertList`]: () => ({ list: [], total: 0 }),
      })
      await waitFor(() => !!document.querySelector('[data-testid="error-state"]'))
      fails = false
      ;([...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement).click()
      await waitFor(() => text().includes('王建国'))
    })
  })

  describe('follows and favorites', () => {
    it('lists followed experts and takes one out on unfollow', async () => {
      openWith('/pages/article/follow')
      const r = await render(FollowPage, {
        [`GET ${A}/followList`]: () => ({ list: [expert({ followStatus: 1 }), expert({ expertId: 'E02', expertName: '陈思远', followStatus: 1 })], total: 2 }),
        [`GET ${A}/follow`]: () => ({ followStatus: 0, fansCount: 119 }),
      })
      await waitFor(() => byTestId('expert-card').length === 2)
      expect(r.called(`GET ${A}/followList`)[0].url).toMatch(/userId=U1.*start=0.*limit=10|start=0.*limit=10/)
      byTestId('follow')[0].click()
      await waitFor(() => byTestId('expert-card').length === 1)
      expect(text()).toContain('陈思远')
      expect(r.called(`GET ${A}/follow`)[0].url).toContain('status=0')
      await waitFor(() => toasts().includes('已取消关注'))
    })

    it('says so when nothing is followed', async () => {
      openWith('/pages/article/follow')
      await render(FollowPage, { [`GET ${A}/followList`]: () => ({ list: [], total: 0 }) })
      await waitFor(() => text().includes('还没有关注的专家'))
      expect(text()).toContain('去看看专家文章')
    })

    it('lists favorites; a refused removal keeps the article and says why', async () => {
      openWith('/pages/article/favorites')
      let fails = true
      const r = await render(FavoritesPage, {
        [`POST ${A}/favorites`]: () => ({ list: [summary(1, { articleTitle: '语言启蒙三步走' }), summary(2)], total: 2 }),
        [`POST ${A}/operateArticle`]: () => (fails ? Promise.reject(new Error('网络开小差了')) : { likeCount: 3, favoriteCount: 1 }),
      })
      await waitFor(() => byTestId('article-card').length === 2)
      expect(r.called(`POST ${A}/favorites`)[0].data).toEqual({ userId: 'U1', start: 0, limit: 10 })
      byTestId('unfavorite')[0].click()
      await waitFor(() => toasts().includes('网络开小差了'))
      expect(byTestId('article-card')).toHaveLength(2)
      fails = false
      byTestId('unfavorite')[0].click()
      await waitFor(() => byTestId('article-card').length === 1)
      expect(text()).not.toContain('语言启蒙三步走')
      const call = r.called(`POST ${A}/operateArticle`)[1]
      expect(call.url).toContain('type=1')
      expect(call.url).toContain('status=0')
    })
  })
})
