import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import type { NoticeItem } from '@/pages/notice/model/notice-api'
import type { Questionnaire } from '@/pages/questionnaire/model/questionnaire-calls'
import NoticeDetailPage from '@/pages/notice/notice-detail'
import NoticeListPage from '@/pages/notice/notice-list'
import { noticeArea } from '@/pages/notice/model/notice-area'
import QuestionnaireLinkPage from '@/pages/questionnaire/questionnaire-link'
import QuestionnaireListPage from '@/pages/questionnaire/questionnaire-list'
import { text, waitFor } from '../helpers/render'
import { pullDown, renderContentPage, showAgain } from './render-content-page'

const openWith = (path: string, params: Record<string, string> = {}) => {
  ;(Current as unknown as { router: unknown }).router = { params, path, onReady: '', onHide: '', onShow: '' }
}
const byTestId = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[]
const MALL = '/mall/api/v1'
const TALK = '/api/talkCard'

const render = renderContentPage

const notice = (i: number, p: Partial<NoticeItem> = {}): NoticeItem => ({
  messageId: `M${i}`,
  type: 1,
  title: `上课提醒${i}`,
  content: '您好\\n明天上午9:00上课',
  createTime: '2026-11-20 08:05:00',
  readStatus: 0,
  ...p,
})

describe('notice pages', () => {
  it('shows unread counts on the tabs, unread items, and the text with literal \\n as one line', async () => {
    openWith('/pages/notice/notice-list')
    const r = await render(NoticeListPage, {
      [`POST ${MALL}/message/queryMessage`]: () => ({ list: [notice(1), notice(2, { readStatus: 1 })], total: 2, courseUnRead: 3, sysUnRead: 120 }),
    })
    // the list loads when the page shows; the page's show event is not sent by the test renderer
    if (!r.calls.length) void r.root.areas.get(noticeArea).refresh()
    await waitFor(() => byTestId('notice-item').length === 2)
    expect(r.called(`POST ${MALL}/message/queryMessage`)[0].data).toEqual({ pageIndex: 1, pageSize: 10, type: 1 })
    expect(byTestId('unread-1')[0].textContent).toBe('3')
    expect(byTestId('unread-2')[0].textContent).toBe('99+')
    expect(byTestId('notice-item').map((n) => n.getAttribute('data-state'))).toEqual(['unread', 'read'])
    const brief = byTestId('notice-item')[0].querySelector('.notice-item__brief')!.textContent
    expect(brief).toBe('您好 明天上午9:00上课')
    expect(text()).toContain('2026-11-20 08:05')
    expect(text()).not.toContain('\\n')
  })

  it('pull-down and coming back ask for page 1 again, the notices staying on screen until it arrives', async () => {
    jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
    openWith('/pages/notice/notice-list')
    let round = 0
    let release: () => void = () => undefined
    const r = await render(NoticeListPage, {
      [`POST ${MALL}/message/queryMessage`]: async () => {
        round += 1
        if (round > 1) await new Promise<void>((done) => (release = done))
        return { list: round === 1 ? [notice(1), notice(2)] : [notice(3)], total: round === 1 ? 2 : 1, courseUnRead: round === 1 ? 2 : 1, sysUnRead: 0 }
      },
    })
    await waitFor(() => byTestId('notice-item').length === 2)
    expect(r.called(`POST ${MALL}/message/queryMessage`)).toHaveLength(1)
    pullDown()
    await waitFor(() => r.called(`POST ${MALL}/message/queryMessage`).length === 2)
    expect(r.called(`POST ${MALL}/message/queryMessage`)[1].data).toEqual({ pageIndex: 1, pageSize: 10, type: 1 })
    expect(byTestId('notice-item')).toHaveLength(2)
    release()
    await waitFor(() => byTestId('notice-item').length === 1)
    expect(byTestId('unread-1')[0].textContent).toBe('1')
    await waitFor(() => (Taro.stopPullDownRefresh as unknown as jest.Mock).mock.calls.length > 0)
    // back from a notice: the list is asked for again, still shown meanwhile
    showAgain()
    showAgain()
    await waitFor(() => r.called(`POST ${MALL}/message/queryMessage`).length >= 3)
    expect(byTestId('notice-item')).toHaveLength(1)
    release()
    jest.restoreAllMocks()
  })

  it('shows one notice with its line breaks and time', async () => {
    openWith('/pages/notice/notice-detail', { id: 'M7' })
    const r = await render(NoticeDetailPage, {
      [`POST ${MALL}/message/MessageDetails`]: () => notice(7, { content: '第一行\\n第二行\\r\\n第三行', createTime: '2026-11-19 18:30:00' }),
    })
    await waitFor(() => byTestId('notice-content').length === 1)
    expect(r.called(`POST ${MALL}/message/MessageDetails`)[0].data).toEqual({ messageId: 'M7' })
    expect(byTestId('notice-content')[0].textContent).toBe('第一行\n第二行\n第三行')
    expect(byTestId('notice-time')[0].textContent).toBe('2026-11-19 18:30')
  })

  it('shows an error with retry when the notice cannot be loaded', async () => {
    openWith('/pages/notice/notice-detail', { id: 'M8' })
    let fails = true
    await render(NoticeDetailPage, {
      [`POST ${MALL}/message/MessageDetails`]: () => (fails ? Promise.reject(new Error('通知不存在')) : notice(8, { title: '停课通知' })),
    })
    await waitFor(() => !!document.querySelector('[data-testid="error-state"]'))
    fails = false
    ;([...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement).click()
    await waitFor(() => text().includes('停课通知'))
  })
})

const questionnaire: Questionnaire = {
  questionnaireId: 'Q01',
  title: '课程服务满意度调查',
  description: '请花 1 分钟告诉我们',
  status: 0,
  createTime: '2026-11-18 09:00:00',
  questions: [
    { questionId: 'q1', kind: 'single', title: '孩子上课后的变化', required: true, options: [{ value: 'a', label: '进步明显' }, { value: 'b', label: '变化不大' }] },
    { questionId: 'q2', kind: 'text', title: '其他意见或建议', required: false, maxLength: 200 },
  ],
}

describe('questionnaire pages', () => {
  beforeEach(() => jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never))
  afterEach(() => jest.restoreAllMocks())

  it('refuses a missing required answer with its message and sends nothing; then sends the answers', async () => {
    openWith('/pages/questionnaire/questionnaire-list', { id: 'Q01' })
    const r = await render(QuestionnaireListPage, {
      [`GET ${TALK}/questionnaireList/U1`]: () => [questionnaire],
      [`POST ${TALK}/submitQuestionnaire`]: () => null,
    })
    await waitFor(() => byTestId('questionnaire-form').length === 1)
    byTestId('submit-questionnaire')[0].click()
    await waitFor(() => byTestId('question-error').length === 1)
    expect(byTestId('question-error')[0].textContent).toBe('请回答：孩子上课后的变化')
    expect(r.called(`POST ${TALK}/submitQuestionnaire`)).toHaveLength(0)
    ;(document.querySelector('[data-id="q1"] .nut-radio') as HTMLElement).click()
    await waitFor(() => byTestId('question-error').length === 0)
    byTestId('submit-questionnaire')[0].click()
    await waitFor(() => r.called(`POST ${TALK}/submitQuestionnaire`).length === 1)
    expect(r.called(`POST ${TALK}/submitQuestionnaire`)[0].data).toEqual({ questionnaireId: 'Q01', userId: 'U1', answers: [{ questionId: 'q1', value: 'a' }] })
    await waitFor(() => byTestId('questionnaire').length === 1)
    expect(byTestId('questionnaire')[0].getAttribute('data-state')).toBe('done')
  })

  it('shows the one spinner until the list arrives; pull-down reads it again and keeps it meanwhile', async () => {
    jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
    openWith('/pages/questionnaire/questionnaire-list')
    let round = 0
    let release: () => void = () => undefined
    const r = await render(QuestionnaireListPage, {
      [`GET ${TALK}/questionnaireList/U1`]: async () => {
        round += 1
        await new Promise<void>((done) => (release = done))
        return round === 1 ? [questionnaire] : [questionnaire, { ...questionnaire, questionnaireId: 'Q02', title: '家长培训反馈' }]
      },
    })
    await waitFor(() => byTestId('loading').length === 1)
    expect(byTestId('loading')[0].textContent).toContain('加载中')
    release()
    await waitFor(() => byTestId('questionnaire').length === 1)
    expect(byTestId('loading')).toHaveLength(0)
    pullDown()
    await waitFor(() => r.called(`GET ${TALK}/questionnaireList/U1`).length === 2)
    expect(byTestId('questionnaire')).toHaveLength(1)
    expect(byTestId('loading')).toHaveLength(0)
    release()
    await waitFor(() => byTestId('questionnaire').length === 2)
    expect(text()).toContain('家长培训反馈')
    await waitFor(() => (Taro.stopPullDownRefresh as unknown as jest.Mock).mock.calls.length > 0)
  })

  it('shows the error with 重新加载 when the list cannot be loaded, and recovers', async () => {
    openWith('/pages/questionnaire/questionnaire-list')
    let fails = true
    await render(QuestionnaireListPage, {
      [`GET ${TALK}/questionnaireList/U1`]: () => (fails ? Promise.reject(new Error('问卷加载失败')) : [questionnaire]),
    })
    await waitFor(() => byTestId('error-state').length === 1)
    expect(text()).toContain('问卷加载失败')
    fails = false
    ;([...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement).click()
    await waitFor(() => byTestId('questionnaire').length === 1)
  })

  it('pops up a waiting questionnaire on the list; 关闭 sends closeQuestionnaire', async () => {
    openWith('/pages/questionnaire/questionnaire-list')
    const pendingQuestionnaire = jest.fn().mockResolvedValue({ eventId: 'EV-1', questionnaireId: 'Q01', title: '课程服务满意度调查' })
    const closeQuestionnaire = jest.fn().mockResolvedValue(undefined)
    const r = await render(QuestionnaireListPage, { [`GET ${TALK}/questionnaireList/U1`]: () => [questionnaire] }, { pendingQuestionnaire, closeQuestionnaire })
    r.root.login.saveToken({ access_token: 'acc', refresh_token: 'ref', expires_in: 7200, scope: 'server' })
    r.root.login.markReady()
    await waitFor(() => text().includes('邀请您填写问卷'))
    ;(document.querySelector('.nut-dialog-footer-cancel') as HTMLElement).click()
    await waitFor(() => closeQuestionnaire.mock.calls.length === 1)
    expect(closeQuestionnaire).toHaveBeenCalledWith('EV-1')
    expect(pendingQuestionnaire).toHaveBeenCalledWith('U1')
  })

  it('refuses to open a questionnaire address that is not allowed', async () => {
    openWith('/pages/questionnaire/questionnaire-link', { url: encodeURIComponent('https://evil.example/q') })
    await render(QuestionnaireLinkPage, {})
    await waitFor(() => byTestId('link-refused').length === 1)
    expect(text()).toContain('该问卷地址不受支持，无法打开')
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('opens an allowed questionnaire address', async () => {
    openWith('/pages/questionnaire/questionnaire-link', { url: encodeURIComponent('https://wj.qq.com/s2/123') })
    await render(QuestionnaireLinkPage, {})
    await waitFor(() => !!document.querySelector('iframe'))
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://wj.qq.com/s2/123')
    expect(document.querySelector('iframe')!.getAttribute('title')).toBe('问卷')
    // a site that will not show in a frame can still be opened on its own
    const open = byTestId('web-page-open')[0] as HTMLAnchorElement
    expect(open.getAttribute('href')).toBe('https://wj.qq.com/s2/123')
    expect(open.getAttribute('target')).toBe('_blank')
    expect(open.textContent).toContain('在浏览器中打开')
    expect(byTestId('link-refused')).toHaveLength(0)
  })
})
