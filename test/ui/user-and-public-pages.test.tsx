import OpenInWeChatPage from '@/pages/public/wechat'
import UserInfoPage from '@/pages/user/user-info'
import { HttpError } from '@/services/http/errors'
import { accountArea } from '@/pages/user/model/account-store'
import { fakeApi, fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from './helpers/render'
import { GOLD_MEMBER, parentUser } from '../fixtures/parent-user'

const user = parentUser({ memberInfo: GOLD_MEMBER })

const figuresApi = (over: Record<string, unknown> = {}) =>
  fakeApi({
    auth: { userOrganizations: jest.fn().mockResolvedValue([{ organizationId: 'ORG001', organizationName: '阳光儿童康复中心（总部）' }]) },
    user: {
      getUserInfo: jest.fn().mockResolvedValue(user),
      getUserWallet: jest.fn().mockResolvedValue({ balance: '200.00', point: 6000 }),
      ...over,
    },
  })
/** The account pages' own calls. */
const accountApi = (over: Record<string, unknown> = {}) =>
  fakeAreaApi({
    account: {
      rights: jest.fn().mockResolvedValue([{}, {}]),
      unusedCoupons: jest.fn().mockResolvedValue([{ userCouponId: 'a' }, { userCouponId: 'b' }, { userCouponId: 'c' }]),
      pendingOrderCount: jest.fn().mockResolvedValue(2),
      unreadMessages: jest.fn().mockResolvedValue(5),
      ...over,
    },
  })
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''

describe('my account page', () => {
  it('shows the parent, the organization name and the live figures with the pending and unread badges', async () => {
    const deps = fakeDeps({ api: figuresApi(), storage: { studentToken: 'stu' } })
    const { root } = await renderWithStores(UserInfoPage, deps, accountApi())
    root.login.restore()
    root.login.markReady()
    // useDidShow does not fire outside the router; the page's data call is the store's
    await root.areas.get(accountArea).figures.load()
    await waitFor(() => text().includes('乐乐妈妈'))
    expect(text()).toContain('138****8000')
    expect(text()).not.toContain('13800138000')
    expect(byTestId('user-org')).toContain('阳光儿童康复中心（总部）')
    expect(text()).not.toContain('ORG001')
    expect(text()).toContain('黄金会员')
    expect(byTestId('asset-wallet')).toContain('¥200.00')
    expect(byTestId('asset-coupon')).toContain('3')
    expect(byTestId('asset-rights')).toContain('2')
    expect(byTestId('asset-points')).toContain('6000')
    expect(byTestId('pending-badge')).toContain('2')
    expect(byTestId('unread-badge')).toContain('5')
    expect([...document.querySelectorAll('[data-testid="order-shortcut"]')].map((e) => e.textContent)).toEqual(['全部', '2待付款', '已完成', '已取消'])
    const entries = [...document.querySelectorAll('[data-testid="user-entry"]')].map((e) => e.textContent)
    for (const t of ['我的课程', '我的预约', '消息通知', '专家文章', '我的分销', '邀请有礼', '我的测评']) expect(entries.some((e) => e?.includes(t))).toBe(true)
  })

  it('shows no unread badge when the notice count fails, and the other figures still', async () => {
    const deps = fakeDeps({ api: figuresApi(), storage: { studentToken: 'stu' } })
    const { root } = await renderWithStores(UserInfoPage, deps, accountApi({ unreadMessages: jest.fn().mockRejectedValue(new HttpError('server', 'HTTP 404')) }))
    root.login.restore()
    root.login.markReady()
    await root.areas.get(accountArea).figures.load()
    await waitFor(() => text().includes('¥200.00'))
    expect(document.querySelector('[data-testid="unread-badge"]')).toBeNull()
    expect(document.querySelector('[data-testid="user-error"]')).toBeNull()
  })

  it('says 未登录 without a token and sends nothing', async () => {
    const getUserInfo = jest.fn()
    const { root } = await renderWithStores(UserInfoPage, fakeDeps({ api: fakeApi({ user: { getUserInfo } }) }))
    root.login.markReady()
    await waitFor(() => text().includes('未登录'))
    expect(getUserInfo).not.toHaveBeenCalled()
    await expect(root.login.fetchUserInfo()).rejects.toThrow('without token, can not getUserInfo')
  })

  it('says why the profile failed to load and loads it on retry', async () => {
    const getUserInfo = jest.fn().mockRejectedValueOnce(new HttpError('network', '网络异常')).mockResolvedValue(user)
    const deps = fakeDeps({ api: figuresApi({ getUserInfo }), storage: { studentToken: 'stu' } })
    const { root } = await renderWithStores(UserInfoPage, deps, accountApi())
    root.login.restore()
    root.login.markReady()
    // the page loads the figures itself on open
    await waitFor(() => !!document.querySelector('[data-testid="user-error"]'))
    expect(getUserInfo).toHaveBeenCalledTimes(1)
    expect(text()).toContain('网络异常，请检查网络后重试')
    const retry = [...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重试')) as HTMLElement
    retry.click()
    await waitFor(() => text().includes('乐乐妈妈'))
    expect(document.querySelector('[data-testid="user-error"]')).toBeNull()
  })
})

describe('open-in-WeChat page', () => {
  it('tells the visitor to open the link in WeChat', async () => {
    await renderWithStores(OpenInWeChatPage)
    expect(text()).toContain('请在微信中打开')
    expect(text()).toContain('一站式儿童健康管理平台')
  })
})
