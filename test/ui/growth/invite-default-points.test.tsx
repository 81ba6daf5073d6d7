/** The points each invited friend earns come from the server's activity config (spec §3, §9), never from the storefront. */
import Taro from '@tarojs/taro'
import ActivityPage from '@/pages/activity/activity'
import ActivityQuestionnairePage from '@/pages/activity-questionnaire/activity-questionnaire'
import { renderContentPage } from '../content/render-content-page'
import { text, waitFor } from '../helpers/render'

const MALL = '/mall/api/v1'
const record = { accumulatePoints: 0, inviteCount: 0, firstPurchase: 0, firstPurchaseCount: 0, friendInvitation: 0, records: [] }
const activity = (inviteNewConfig: Record<string, unknown> | null) => ({
  title: '邀请有礼',
  userId: 'U1',
  poster: '[]',
  inviteText: '[]',
  rule: '',
  config: { inviteNewConfig },
})

beforeAll(() => {
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})
beforeEach(() => jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never))
afterEach(() => jest.restoreAllMocks())

async function openActivity(inviteNewConfig: Record<string, unknown> | null) {
  const { root } = await renderContentPage(ActivityPage, { [`GET ${MALL}/invite/inviteText`]: () => activity(inviteNewConfig), [`GET ${MALL}/invite/invitationRecord`]: () => record })
  root.login.markReady()
  await waitFor(() => text().includes('邀请奖励'))
}

async function openAssessInvite(inviteNewConfig: Record<string, unknown> | null) {
  const { root } = await renderContentPage(ActivityQuestionnairePage, {
    [`GET ${MALL}/invite/inviteText`]: () => ({ ...activity(inviteNewConfig), title: '邀请好友免费测评' }),
    [`GET ${MALL}/invite/assessInvite/invitationRecord`]: () => record,
  })
  root.login.markReady()
  await waitFor(() => text().includes('邀请好友免费测评'))
}

describe('points per invited friend', () => {
  it.each([
    [37, '每成功邀请1位好友注册，得 37 积分'],
    ['120', '每成功邀请1位好友注册，得 120 积分'],
  ])('the invitation shows the server’s defaultPoint %p', async (defaultPoint, line) => {
    await openActivity({ defaultPoint, normalAwards: [] })
    expect(text()).toContain(line)
  })

  it('the invitation names no figure of its own when the server gives none', async () => {
    await openActivity(null)
    expect(text()).not.toMatch(/每成功邀请1位好友注册/)
  })

  it.each([
    [15, '好友完成测评问卷，你得 15 积分'],
    ['8', '好友完成测评问卷，你得 8 积分'],
  ])('the assessment invitation shows the server’s defaultPoint %p', async (defaultPoint, line) => {
    await openAssessInvite({ defaultPoint })
    expect(text()).toContain(line)
  })

  it('the assessment invitation names no figure of its own when the server gives none', async () => {
    await openAssessInvite({})
    expect(text()).not.toMatch(/你得 \d+ 积分/)
  })
})
