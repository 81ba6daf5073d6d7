import Taro from '@tarojs/taro'
import RightsListPage from '@/pages/rights/rights-list'
import SetOrganizationPage from '@/pages/user/set-organization'
import WalletPage from '@/pages/wallet/wallet'
import { HttpError } from '@/services/http/errors'
import { fakeApi, text, waitFor } from '../helpers/render'
import { allByTestId, byTestId, renderLoggedIn, routeSend } from './account-render'

jest.mock('@/platform/navigation', () => ({ ...jest.requireActual('@/platform/navigation'), goBack: jest.fn(), openRoute: jest.fn() }))

let toast: jest.SpyInstance
beforeEach(() => {
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
})
afterEach(() => toast.mockRestore())
const toasted = (title: string) => toast.mock.calls.some(([o]) => (o as { title: string }).title === title)

describe('wallet page', () => {
  it('shows the balance in yuan and the records with signed amounts', async () => {
    const getUserWallet = jest.fn().mockResolvedValue({
      balance: '200.00',
      point: 6000,
      records: [
        { recordId: 'W2', title: '订单抵扣', amount: '-50.00', createTime: '2026-11-10 16:20:31' },
        { recordId: 'W1', title: '钱包充值', amount: '250.00', createTime: '2026-08-01 10:00:00' },
      ],
    })
    await renderLoggedIn(WalletPage, { api: fakeApi({ user: { getUserWallet } }) })
    await waitFor(() => byTestId('wallet-balance')?.textContent === '200.00')
    expect(getUserWallet).toHaveBeenCalledWith('U1')
    expect(text()).toContain('订单抵扣')
    expect(text()).toContain('-50.00')
    expect(text()).toContain('+250.00')
  })

  it('no records: says so; a failed load: error with retry', async () => {
    const getUserWallet = jest.fn().mockRejectedValueOnce(new HttpError('network', '网络异常')).mockResolvedValue({ balance: '0.00', point: 0, records: [] })
    await renderLoggedIn(WalletPage, { api: fakeApi({ user: { getUserWallet } }) })
    await waitFor(() => !!byTestId('error-retry'))
    byTestId('error-retry')!.click()
    await waitFor(() => text().includes('暂无收支记录'))
    expect(byTestId('wallet-balance')?.textContent).toBe('0.00')
  })
})

describe('rights page', () => {
  const right = (id: string, over: Record<string, unknown> = {}) => ({
    rightsId: id,
    rightsName: `权益${id}`,
    description: '课程与好物通用',
    starttime: '2026-11-01 00:00:00',
    endtime: '2026-11-30 23:59:59',
    coupons: [{ couponName: '会员满100减20', facevalue: '20.00', count: 2 }],
    received: 0,
    ...over,
  })
  const pack = { packageName: '成长会员权益包', levelName: '黄金会员', starttime: '2026-07-01', endtime: '2027-06-30', items: [{ name: '专家咨询', description: '', times: 4 }, { name: '课程预约优先', description: '', times: 0 }] }

  it('shows the equity package and each right’s state; receiving one says how many coupons and reloads', async () => {
    let received = false
    const receive = jest.fn(() => {
      received = true
      return { rightsId: 'R1', couponCount: 2 }
    })
    const send = routeSend({
      'GET /api/user/getEquityPackage': () => pack,
      'GET /coupon/rights': () => [right('R1', { received: received ? 1 : 0 }), right('R2', { received: 1 }), right('R3', { starttime: '2026-12-01 00:00:00', endtime: '2026-12-31 23:59:59' })],
      'POST /coupon/rights/receive': receive,
    })
    await renderLoggedIn(RightsListPage, { send })
    await waitFor(() => allByTestId('right-card').length === 3)
    expect(byTestId('equity-package')?.textContent).toContain('成长会员权益包')
    expect(byTestId('equity-package')?.textContent).toContain('4次')
    expect(byTestId('equity-package')?.textContent).toContain('不限次')
    const card = (id: string) => document.querySelector(`[data-testid="right-card"][data-id="${id}"]`) as HTMLElement
    expect(card('R1').textContent).toContain('会员满100减20 ¥20 x2')
    expect(card('R1').textContent).toContain('有效期2026.11.01-2026.11.30')
    expect(card('R2').textContent).toContain('已领取')
    expect(card('R3').querySelector('.nut-button')).toBeNull()
    ;(card('R1').querySelector('.nut-button') as HTMLElement).click()
    await waitFor(() => card('R1').textContent?.includes('已领取') ?? false)
    expect(receive).toHaveBeenCalledWith({ rightsId: 'R1' })
    expect(toasted('领取成功，2张优惠券已放入我的优惠券')).toBe(true)
  })
})

describe('organization page', () => {
  const orgs = [
    { organizationId: 'ORG001', organizationName: '阳光儿童康复中心（总部）' },
    { organizationId: 'ORG002', organizationName: '阳光儿童康复中心（南山分院）' },
  ]

  it('opened straight from an address, marks the current organization from the profile', async () => {
    const getUserInfo = jest.fn().mockResolvedValue({ user_id: 'U1', organization_id: 'ORG002', user_name: '乐乐妈妈', phone: '13800008000' })
    const api = fakeApi({ auth: { userOrganizations: jest.fn().mockResolvedValue(orgs) }, user: { getUserInfo } })
    await renderLoggedIn(SetOrganizationPage, { api })
    await waitFor(() => allByTestId('org-current').length === 1)
    expect(getUserInfo).toHaveBeenCalled()
    expect(allByTestId('org-row')[1].textContent).toContain('当前机构')
    expect(allByTestId('org-row')[0].textContent).toContain('切换')
  })

  it('marks the current organization and switches to another once, saying so', async () => {
    const userOrganizationSet = jest.fn().mockResolvedValue(null)
    const api = fakeApi({ auth: { userOrganizations: jest.fn().mockResolvedValue(orgs), userOrganizationSet } })
    const { root, deps } = await renderLoggedIn(SetOrganizationPage, { api })
    root.login.setOrganizationId('ORG001')
    await waitFor(() => allByTestId('org-row').length === 2)
    await waitFor(() => allByTestId('org-current').length === 1)
    expect(allByTestId('org-row')[0].textContent).toContain('当前机构')
    ;(allByTestId('org-row')[1] as HTMLElement).click()
    await waitFor(() => toasted('已切换到阳光儿童康复中心（南山分院）'))
    expect(userOrganizationSet).toHaveBeenCalledTimes(1)
    expect(userOrganizationSet).toHaveBeenCalledWith({ dataType: 1, organizationId: 'ORG002' })
    expect(deps.storage.get('currentOrganizationId')).toBe('ORG002')
    await waitFor(() => allByTestId('org-row')[1].textContent?.includes('当前机构') ?? false)
  })

  it('a refused switch says why and keeps the current organization', async () => {
    const userOrganizationSet = jest.fn().mockRejectedValue(new HttpError('biz', '机构不存在'))
    const api = fakeApi({ auth: { userOrganizations: jest.fn().mockResolvedValue(orgs), userOrganizationSet } })
    const { root } = await renderLoggedIn(SetOrganizationPage, { api })
    root.login.setOrganizationId('ORG001')
    await waitFor(() => allByTestId('org-current').length === 1)
    ;(allByTestId('org-row')[1] as HTMLElement).click()
    await waitFor(() => toasted('机构不存在'))
    expect(root.login.organizationId).toBe('ORG001')
    expect(allByTestId('org-row')[0].textContent).toContain('当前机构')
  })
})
