import type { ArticleModuleSetting } from '@types-api/api/article'
import type { ArticleType } from '@/pages/article/model/article-calls'
import { createArticleApi } from '@/pages/article/model/article-api'
import { moduleRows, moduleSaveMethod, moduleSettings, moveModule, orderedTabs, toggleModule } from '@/pages/article/model/article-rules'
import { ArticleListStore } from '@/pages/article/model/article-list-store'
import type { HttpRequestOptions } from '@/services/http/types'
import { testConfig } from '../helpers/fake-deps'

const T = (articleTypeId: number, articleTypeName: string): ArticleType => ({ articleTypeId, articleTypeName, dataType: 0 })
const TYPES = [T(2, '发育行为'), T(3, '语言发展'), T(4, '感统训练'), T(5, '营养喂养')]
const S = (articleTypeId: number, sort: number, status: 0 | 1 = 1): ArticleModuleSetting => ({ articleTypeId, sort, status })
const ids = (list: Array<{ articleTypeId: number }>) => list.map((t) => t.articleTypeId)
const rowIds = (rows: ReturnType<typeof moduleRows>) => rows.map((r) => r.type.articleTypeId)

describe('article module order rules', () => {
  it('keeps the server order when the parent has none', () => {
    expect(ids(orderedTabs(TYPES, null))).toEqual([1, 2, 3, 4, 5])
    expect(ids(orderedTabs(TYPES, []))).toEqual([1, 2, 3, 4, 5])
  })

  it('applies the saved order by sort, hides hidden modules, keeps recommend first', () => {
    const saved = [S(3, 2), S(5, 0), S(2, 1, 0), S(4, 3)]
    expect(ids(orderedTabs(TYPES, saved))).toEqual([1, 5, 3, 4])
    expect(rowIds(moduleRows(TYPES, saved))).toEqual([1, 5, 2, 3, 4])
    expect(moduleRows(TYPES, saved).find((r) => r.type.articleTypeId === 2)?.shown).toBe(false)
  })

  it('ignores a saved recommend, unknown and duplicate ids; appends modules the server added since', () => {
    const saved = [S(1, 0), S(4, 1), S(99, 2), S(4, 3), S(2, 4)]
    expect(ids(orderedTabs(TYPES, saved))).toEqual([1, 4, 2, 3, 5])
  })

  it('moves a module up and down but never above recommend, and recommend never moves', () => {
    const rows = moduleRows(TYPES, null)
    expect(rowIds(moveModule(rows, 4, -1))).toEqual([1, 2, 4, 3, 5])
    expect(rowIds(moveModule(rows, 2, 1))).toEqual([1, 3, 2, 4, 5])
    expect(moveModule(rows, 2, -1)).toBe(rows)
    expect(moveModule(rows, 5, 1)).toBe(rows)
    expect(moveModule(rows, 1, 1)).toBe(rows)
    expect(moveModule(rows, 42, 1)).toBe(rows)
  })

  it('hides and shows a module; recommend cannot be hidden', () => {
    const rows = toggleModule(moduleRows(TYPES, null), 3)
    expect(rows.find((r) => r.type.articleTypeId === 3)?.shown).toBe(false)
    expect(toggleModule(rows, 3).find((r) => r.type.articleTypeId === 3)?.shown).toBe(true)
    expect(toggleModule(rows, 1)[0].shown).toBe(true)
  })

  it('sends every module but recommend with positions from 0; POST the first time, PUT after', () => {
    const rows = toggleModule(moveModule(moduleRows(TYPES, null), 5, -1), 2)
    expect(moduleSettings(rows)).toEqual([S(2, 0, 0), S(3, 1), S(5, 2), S(4, 3)])
    expect(moduleSaveMethod(null)).toBe('POST')
    expect(moduleSaveMethod([])).toBe('POST')
    expect(moduleSaveMethod([S(2, 0)])).toBe('PUT')
  })
})

/** A fake request layer for the article service: answers by method and path, records calls. */
function fakeSend(answers: Record<string, (o: HttpRequestOptions) => unknown>) {
  const calls: HttpRequestOptions[] = []
  const send = async <T>(o: HttpRequestOptions): Promise<T> => {
    calls.push(o)
    const key = `${o.method ?? 'GET'} ${o.url.replace('https://app.test/api/article/', '').split('?')[0]}`
    const answer = answers[key]
    if (!answer) throw new Error(`no answer for ${key}`)
    return { code: 0, data: await answer(o) } as T
  }
  return { send, calls }
}
const me = () => Promise.resolve('U1')
const listAnswers = { 'GET getListDataDraw': () => TYPES, 'GET getListArticle': () => ({ list: [], total: 0 }) }

describe('article list store: module order', () => {
  it('shows the saved order once loaded, asking with the parent id', async () => {
    const f = fakeSend({ ...listAnswers, 'GET module/order': () => [S(4, 0), S(2, 1), S(3, 2, 0), S(5, 3)] })
    const store = new ArticleListStore(createArticleApi(f.send, testConfig()), me)
    await store.open()
    await store.tabs.load()
    expect(ids(store.tabList)).toEqual([1, 4, 2, 5])
    expect(f.calls.find((c) => c.url.includes('module/order'))?.url).toContain('userId=U1')
  })

  it('falls back to the server order when the order cannot be read', async () => {
    const f = fakeSend({ ...listAnswers, 'GET module/order': () => Promise.reject(new Error('网络异常')) })
    const store = new ArticleListStore(createArticleApi(f.send, testConfig()), me)
    await store.tabs.load()
    expect(store.tabs.status).toBe('ready')
    expect(ids(store.tabList)).toEqual([1, 2, 3, 4, 5])
  })

  it('creates the module list with POST module the first time, then reorders with PUT', async () => {
    const f = fakeSend({ ...listAnswers, 'GET module/order': () => null, 'POST module': () => null, 'PUT module/order': () => null })
    const store = new ArticleListStore(createArticleApi(f.send, testConfig()), me)
    await store.tabs.load()
    store.editModules()
    store.moveModule(5, -1)
    store.toggleModule(2)
    await store.saveModules()
    expect(store.editing).toBeNull()
    expect(ids(store.tabList)).toEqual([1, 3, 5, 4])
    const created = f.calls.find((c) => c.method === 'POST' && c.url.endsWith('/module'))
    expect(created?.data).toEqual({ userId: 'U1', modules: [S(2, 0, 0), S(3, 1), S(5, 2), S(4, 3)] })
    store.editModules()
    store.moveModule(4, -1)
    await store.saveModules()
    const put = f.calls.find((c) => c.method === 'PUT')
    expect(put?.url).toBe('https://app.test/api/article/module/order')
    expect(put?.data).toEqual({ userId: 'U1', modules: [S(2, 0, 0), S(3, 1), S(4, 2), S(5, 3)] })
    expect(ids(store.tabList)).toEqual([1, 3, 4, 5])
  })

  it('shows the new order at once and puts the old one back when saving fails', async () => {
    let release: (v: unknown) => void = () => undefined
    const f = fakeSend({
      ...listAnswers,
      'GET module/order': () => [S(2, 0), S(3, 1), S(4, 2), S(5, 3)],
      'PUT module/order': () => new Promise((_r, reject) => (release = () => reject(new Error('服务器繁忙')))),
    })
    const store = new ArticleListStore(createArticleApi(f.send, testConfig()), me)
    await store.tabs.load()
    store.editModules()
    store.moveModule(5, -1)
    const saving = store.saveModules()
    await new Promise((r) => setTimeout(r, 0))
    expect(ids(store.tabList)).toEqual([1, 2, 3, 5, 4])
    release(null)
    await expect(saving).rejects.toThrow('服务器繁忙')
    expect(ids(store.tabList)).toEqual([1, 2, 3, 4, 5])
    expect(store.savingModules).toBe(false)
  })

  it('goes back to recommend when the current tab is hidden', async () => {
    const f = fakeSend({ ...listAnswers, 'GET module/order': () => null, 'POST module': () => null })
    const store = new ArticleListStore(createArticleApi(f.send, testConfig()), me)
    await store.tabs.load()
    await store.selectTab(3)
    store.editModules()
    store.toggleModule(3)
    await store.saveModules()
    expect(store.tabId).toBe(1)
    expect(ids(store.tabList)).not.toContain(3)
  })
})
