import Taro from '@tarojs/taro'
import ClockInPage from '@/pages/point/clock-in'
import PointMallPage from '@/pages/point/point-mall'
import PointRankPage from '@/pages/point/point-rank'
import PointRecordPage from '@/pages/user/point-record'
import { pointArea } from '@/pages/point/model/point-area'
import { HttpError } from '@/services/http/errors'
import { reachBottom } from '../helpers/page-hooks'
import { fakeApi, text, waitFor } from '../helpers/render'
import { allByTestId, byTestId, renderLoggedIn, routeSend } from './account-render'

let toast: jest.SpyInstance
beforeEach(() => {
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
})
afterEach(() => toast.mockRestore())
const toasted = (title: string) => toast.mock.calls.some(([o]) => (o as { title: string }).title === title)

const signinState = { days: ['2026-11-19', '2026-11-20'], streak: 2, today: 0, todayPoint: 10, point: 600 }
const button = () => byTestId('signin-button')!

describe('check-in page', () => {
  // the calendar is this month's: the clock is the day after the check-ins below (only Date is frozen)
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 21, 10, 0, 0), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] }))
  afterEach(() => jest.useRealTimers())
  it('checks in once: the button locks in flight and after success, the balance and streak rise', async () => {
    let finish: (v: unknown) => void = () => undefined
    const checkIn = jest.fn(() => new Promise((r) => (finish = r)))
    await renderLoggedIn(ClockInPage, { send: routeSend({ 'GET /signin': () => signinState, 'POST /signin': checkIn }) })
    await waitFor(() => button()?.textContent?.includes('立即签到 +10') ?? false)
    expect(byTestId('my-points')?.textContent).toBe('600')
    expect(allByTestId('signin-mark')).toHaveLength(2)
    expect(button().className).not.toContain('disabled')
    button().click()
    await waitFor(() => button().className.includes('disabled'))
    button().click()
    expect(checkIn).toHaveBeenCalledTimes(1)
    finish({ point: 10, streak: 3, balance: 610 })
    await waitFor(() => button().textContent?.includes('今日已签到 +10') ?? false)
    expect(button().className).toContain('disabled')
    expect(byTestId('my-points')?.textContent).toBe('610')
    expect(byTestId('signin-streak')?.textContent).toContain('3')
    expect(allByTestId('signin-mark')).toHaveLength(3)
    await waitFor(() => toasted('签到成功，积分+10'))
    button().click()
    expect(checkIn).toHaveBeenCalledTimes(1)
  })

  it('a failure without a server message toasts 服务器繁忙，请稍候再试! and unlocks the button', async () => {
    const checkIn = jest.fn().mockRejectedValueOnce(new HttpError('network', 'x')).mockRejectedValueOnce(new HttpError('biz', '今天已经签到过了，明天再来吧'))
    await renderLoggedIn(ClockInPage, { send: routeSend({ 'GET /signin': () => signinState, 'POST /signin': checkIn }) })
    await waitFor(() => button()?.textContent?.includes('立即签到') ?? false)
    button().click()
    await waitFor(() => toasted('服务器繁忙，请稍候再试!'))
    await waitFor(() => !button().className.includes('disabled'))
    button().click()
    await waitFor(() => toasted('今天已经签到过了，明天再来吧'))
  })

  it('a state that fails to load shows the error with retry', async () => {
    const state = jest.fn().mockRejectedValueOnce(new HttpError('network', '网络异常')).mockResolvedValue(signinState)
    await renderLoggedIn(ClockInPage, { send: routeSend({ 'GET /signin': state }) })
    await waitFor(() => !!byTestId('error-retry'))
    byTestId('error-retry')!.click()
    await waitFor(() => button()?.textContent?.includes('立即签到') ?? false)
  })
})

describe('points mall page', () => {
  const good = (n: number, point: number) => ({ productId: `PP${n}`, productType: 7, code: '', name: `积分好物${n}`, description: '', pic: '', originalmoney: '', purchasemoney: '0.00', isPointProduct: 1, point })

  it('a product dearer than the balance says how many points are missing and its button is disabled', async () => {
    const pointDiscover = jest.fn().mockResolvedValue({ list: [good(1, 500), good(2, 900)], total: 2 })
    const api = fakeApi({ user: { getUserWallet: jest.fn().mockResolvedValue({ balance: '0.00', point: 600 }) } })
    const { root } = await renderLoggedIn(PointMallPage, { api, send: routeSend({ 'POST /point/discover': pointDiscover }) })
    // the page loads the balance on show; outside the router that is the model's own call
    await root.areas.get(pointArea).balance.load()
    await waitFor(() => allByTestId('point-good').length === 2)
    expect(byTestId('my-points')?.textContent).toBe('600')
    expect(pointDiscover).toHaveBeenCalledWith(expect.objectContaining({ pageIndex: 1, pageSize: 6 }))
    const [cheap, dear] = allByTestId('point-good')
    await waitFor(() => !cheap.querySelector('[data-testid="point-exchange"]')!.className.includes('disabled'))
    expect(cheap.textContent).toContain('立即兑换')
    expect(cheap.textContent).not.toContain('积分不足')
    expect(dear.textContent).toContain('积分不足，还差300')
    expect(dear.querySelector('[data-testid="point-exchange"]')!.className).toContain('disabled')
  })
})

describe('rankings page', () => {
  const ranker = (rank: number) => ({ rank, userId: `U2${rank}`, name: `家长${rank}`, headimg: '', signDays: 40 - rank })

  it('shows 20 a page and my own place pinned', async () => {
    const month = jest.fn((body: unknown) => {
      const { pageIndex } = body as { pageIndex: number }
      return { dataList: Array.from({ length: 20 }, (_, i) => ranker((pageIndex - 1) * 20 + i + 1)), totalCount: 45, myRank: { rank: 33, userId: 'U1', name: '乐乐妈妈', headimg: '', signDays: 6 } }
    })
    await renderLoggedIn(PointRankPage, { send: routeSend({ 'POST /signin/getMonthRankingList': month, 'POST /signin/getTotalRankingList': month }) })
    await waitFor(() => allByTestId('rank-row').length === 20)
    expect(month).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 20 })
    expect(byTestId('my-rank')?.textContent).toContain('乐乐妈妈（我）')
    expect(byTestId('my-rank')?.textContent).toContain('33')
    expect(text()).toContain('家长1')
  })
})

describe('points record page', () => {
  it('draws a long record twenty rows at a time, and a new type from its first twenty', async () => {
    const record = (i: number) => ({ recordId: `R${i}`, title: i % 2 ? '每日签到' : '兑换商品', point: i % 2 ? 10 : -100, createTime: '2026-11-20 08:00:00' })
    const getPointsRecord = jest.fn((_userId: string, type?: number) =>
      Promise.resolve({ list: Array.from({ length: type ? 30 : 45 }, (_, i) => record(i)), total: type ? 30 : 45, point: 600 }),
    )
    await renderLoggedIn(PointRecordPage, { account: { getPointsRecord } })
    const drawn = () => allByTestId('point-record').length
    await waitFor(() => drawn() === 20)
    expect(text()).toContain('上拉加载更多')
    reachBottom()
    await waitFor(() => drawn() === 40)
    reachBottom()
    await waitFor(() => drawn() === 45)
    expect(text()).not.toContain('上拉加载更多')
    allByTestId('tab-strip-item').find((e) => e.textContent === '获得')!.click()
    await waitFor(() => getPointsRecord.mock.calls.length === 2)
    await waitFor(() => drawn() === 20)
  })
})
