import Taro from '@tarojs/taro'
import ActivityPage from '@/pages/activity/activity'
import ActivityRecordPage from '@/pages/activity/activity-record'
import ActivityRulePage from '@/pages/activity/activity-rule'
import ActivityQuestionnairePage from '@/pages/activity-questionnaire/activity-questionnaire'
import DistributionListPage from '@/pages/distribution/distribution-list'
import DistributionPosterPage from '@/pages/distribution/distribution-poster'
import MyDistributionPage from '@/pages/distribution/my-distribution'
import { pullDown, renderContentPage } from '../content/render-content-page'
import { text, waitFor } from '../helpers/render'
import { openAt } from '../learning/learning-models'

const MALL = '/mall/api/v1'
const byTestId = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[]
const retry = () => byTestId('error-retry')[0].click()
const lastUrl = (fn: unknown) => ((fn as jest.Mock).mock.calls.at(-1)?.[0] as { url: string } | undefined)?.url

const activity = { title: '邀请有礼', userId: 'U1', userName: '乐乐妈妈', poster: '[]', inviteText: '[]', rule: '邀请好友注册得积分', config: {} }
const record = (count: number) => ({
  accumulatePoints: 40 * count,
  inviteCount: count,
  firstPurchase: 0,
  firstPurchaseCount: 0,
  friendInvitation: 40 * count,
  records: Array.from({ length: count }, (_, i) => ({ userName: `好友${i + 1}`, headimg: '', inviteTime: '2026-11-20 10:00:00', points: 40, firstPurchase: 0 })),
})

// jsdom lacks the observer Taro's lazy Image calls
beforeAll(() => {
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

beforeEach(() => {
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
})
afterEach(() => jest.restoreAllMocks())

describe('invitation activity', () => {
  it('an activity that cannot be read shows the error; 重新加载 shows it, and its links open the record and the rule', async () => {
    const inviteText = jest.fn().mockRejectedValueOnce(new Error('网络异常，请检查网络后重试')).mockResolvedValue(activity)
    const { root } = await renderContentPage(ActivityPage, { [`GET ${MALL}/invite/inviteText`]: inviteText, [`GET ${MALL}/invite/invitationRecord`]: () => record(1) })
    root.login.markReady()
    await waitFor(() => byTestId('error-state').length === 1)
    expect(text()).toContain('网络异常，请检查网络后重试')
    retry()
    await waitFor(() => byTestId('activity-page').length === 1)
    expect(text()).toContain('邀请有礼')
    byTestId('to-record')[0].click()
    await waitFor(() => lastUrl(Taro.navigateTo) === '/pages/activity/activity-record')
    byTestId('to-rule')[0].click()
    await waitFor(() => lastUrl(Taro.navigateTo) === '/pages/activity/activity-rule')
    byTestId('to-poster')[0].click()
    await waitFor(() => lastUrl(Taro.navigateTo) === '/pages/activity/activity-poster')
  })

  it('the record shows the friends invited; pull-down reads it again and keeps it meanwhile', async () => {
    let answer: (r: unknown) => void = () => undefined
    const invitationRecord = jest
      .fn()
      .mockResolvedValueOnce(record(1))
      .mockImplementationOnce(() => new Promise((r) => (answer = r)))
    await renderContentPage(ActivityRecordPage, { [`GET ${MALL}/invite/invitationRecord`]: invitationRecord })
    await waitFor(() => byTestId('record-row').length === 1)
    expect(byTestId('loading')).toHaveLength(0)
    pullDown()
    await waitFor(() => invitationRecord.mock.calls.length === 2)
    expect(byTestId('record-row')).toHaveLength(1)
    expect(byTestId('loading')).toHaveLength(0)
    answer(record(2))
    await waitFor(() => byTestId('record-row').length === 2)
    await waitFor(() => (Taro.stopPullDownRefresh as jest.Mock).mock.calls.length > 0)
  })

  it('the rule comes from the directions, else from the activity', async () => {
    await renderContentPage(ActivityRulePage, {
      [`GET ${MALL}/invite/directions`]: () => ({ title: '活动规则', content: '' }),
      [`GET ${MALL}/invite/inviteText`]: () => activity,
    })
    await waitFor(() => text().includes('邀请好友注册得积分'))
    expect(byTestId('activity-rule')).toHaveLength(1)
  })
})

describe('assessment invitation', () => {
  it('shows the activity, then the parent\'s record (an error offers 重新加载); the buttons open the questionnaire and the poster', async () => {
    const assessRecord = jest.fn().mockRejectedValueOnce(new Error('网络异常，请检查网络后重试')).mockResolvedValue(record(2))
    const { root } = await renderContentPage(ActivityQuestionnairePage, {
      [`GET ${MALL}/invite/inviteText`]: () => ({ ...activity, title: '邀请好友免费测评' }),
      [`GET ${MALL}/invite/assessInvite/invitationRecord`]: assessRecord,
    })
    await waitFor(() => byTestId('assess-invite').length === 1)
    root.login.markReady()
    await waitFor(() => byTestId('error-state').length === 1)
    retry()
    await waitFor(() => byTestId('assess-count').length === 1)
    expect(byTestId('assess-count')[0].textContent).toBe('已邀请 2 人')
    ;([...document.querySelectorAll('.nut-button')] as HTMLElement[]).find((b) => b.textContent?.includes('填写测评问卷'))!.click()
    await waitFor(() => lastUrl(Taro.navigateTo) === '/pages/questionnaire/questionnaire-list')
    byTestId('to-assess-poster')[0].click()
    await waitFor(() => lastUrl(Taro.navigateTo) === '/pages/activity-questionnaire/activity-questionnaire-poster')
  })
})

const product = (n: number) => ({
  distributionSaleConfigId: `DSC${n}`,
  productId: `P${n}`,
  name: `分销课程${n}`,
  pic: `https://oss.test/p${n}.png`,
  purchasemoney: 19900,
  commission: 1990,
  commissionRate: 10,
  shareCount: n,
})

describe('distribution', () => {
  it('lists the products to share page by page with the one list footer; 分享海报 opens the poster of its sale config', async () => {
    const peopleShare = jest.fn(() => ({ list: [product(1), product(2)], total: 2 }))
    await renderContentPage(DistributionListPage, { [`GET ${MALL}/distribution/peopleShare`]: peopleShare })
    await waitFor(() => byTestId('distribution-item').length === 2)
    expect(byTestId('list-footer')[0].textContent).toBe('没有更多了')
    byTestId('distribution-share')[0].click()
    await waitFor(() => lastUrl(Taro.navigateTo) === '/pages/distribution/distribution-poster?distributionSaleConfigId=DSC1')
    byTestId('to-my-distribution')[0].click()
    await waitFor(() => lastUrl(Taro.navigateTo) === '/pages/distribution/my-distribution')
  })

  it('no product to share says so', async () => {
    await renderContentPage(DistributionListPage, { [`GET ${MALL}/distribution/peopleShare`]: () => ({ list: [], total: 0 }) })
    await waitFor(() => text().includes('暂无可分销的商品'))
    expect(byTestId('list-footer')).toHaveLength(0)
  })

  it('my distribution: the earnings and shares; a share opens its orders, whose failure offers 重新加载', async () => {
    const share = jest
      .fn()
      .mockRejectedValueOnce(new Error('网络异常，请检查网络后重试'))
      .mockResolvedValue({ shareId: 'SH1', productName: '分销课程1', orders: [{ orderCode: 'DD1', buyerName: '小明妈妈', payMoney: 19900, commission: 1990, createTime: '2026-11-20 10:00:00' }] })
    await renderContentPage(MyDistributionPage, {
      [`GET ${MALL}/distribution/myShare`]: () => ({
        totalEarnings: 19.9,
        settledEarnings: 0,
        pendingEarnings: 19.9,
        orderCount: 1,
        shares: [{ shareId: 'SH1', productName: '分销课程1', pic: '', shareTime: '2026-11-19 10:00:00', orderCount: 1, earnings: 1990, settled: 0 }],
      }),
      [`GET ${MALL}/distribution/share/SH1`]: share,
    })
    await waitFor(() => byTestId('share-row').length === 1)
    expect(byTestId('total-earnings')[0].textContent).toBe('¥19.90')
    ;(byTestId('share-row')[0].querySelector('.dist-share__head') as HTMLElement).click()
    await waitFor(() => byTestId('error-state').length === 1)
    retry()
    await waitFor(() => byTestId('share-orders')[0]?.textContent?.includes('小明妈妈') ?? false)
  })

  it('the poster opened from a link looks its product up; one no longer on sale says so', async () => {
    openAt('/pages/distribution/distribution-poster', { distributionSaleConfigId: 'DSC9' })
    const peopleShare = jest.fn(() => ({ list: [product(1)], total: 1 }))
    await renderContentPage(DistributionPosterPage, { [`GET ${MALL}/distribution/peopleShare`]: peopleShare })
    await waitFor(() => text().includes('该商品已不在分销中'))
    expect(peopleShare).toHaveBeenCalledTimes(1)
  })

  it('the poster of a product still on sale offers 生成海报 with the product\'s picture', async () => {
    openAt('/pages/distribution/distribution-poster', { distributionSaleConfigId: 'DSC2' })
    const peopleShare = jest.fn(() => ({ list: [product(1), product(2)], total: 2 }))
    await renderContentPage(DistributionPosterPage, { [`GET ${MALL}/distribution/peopleShare`]: peopleShare })
    await waitFor(() => byTestId('poster-generate').length === 1)
    expect(byTestId('loading')).toHaveLength(0)
    expect(byTestId('poster-choice')).toHaveLength(1)
  })
})
