import UserInfoPage from '@/pages/user/user-info'
import { openRoute } from '@/platform/navigation'
import { HttpError } from '@/services/http/errors'
import { fakeApi, text, waitFor } from '../helpers/render'
import { byTestId, renderLoggedIn } from './account-render'
import { accountArea } from '@/pages/user/model/account-store'
import { parentUser } from '../../fixtures/parent-user'

jest.mock('@/platform/navigation', () => ({ ...jest.requireActual('@/platform/navigation'), openRoute: jest.fn() }))

const user = parentUser({ birthday: '2020-03-15' })
const api = (over: Record<string, unknown> = {}) =>
  fakeApi({
    auth: { userOrganizations: jest.fn().mockResolvedValue([{ organizationId: 'ORG001', organizationName: '总部' }]) },
    user: {
      getUserInfo: jest.fn().mockResolvedValue(user),
      getUserWallet: jest.fn().mockResolvedValue({ balance: '12.50', point: 80 }),
      ...over,
    },
  })
const account = () => ({
  rights: jest.fn().mockResolvedValue([]),
  unusedCoupons: jest.fn().mockResolvedValue([]),
  pendingOrderCount: jest.fn().mockResolvedValue(0),
  unreadMessages: jest.fn().mockResolvedValue(0),
})

describe('我的 (account tab)', () => {
  it('member level from the profile’s member info; none for a non-member; no badge without pending orders; age beside the phone', async () => {
    const { root } = await renderLoggedIn(UserInfoPage, { api: api(), account: account() })
    await root.areas.get(accountArea).figures.load()
    await waitFor(() => text().includes('乐乐妈妈'))
    expect(text()).not.toContain('黄金会员')
    expect(byTestId('pending-badge')).toBeNull()
    expect(byTestId('asset-wallet')?.textContent).toContain('¥12.50')
    expect(byTestId('user-header')?.textContent).toContain('138****8000 · 6岁8个月')
  })

  it('shows the build’s version and commit in small grey type at the bottom', async () => {
    const { root } = await renderLoggedIn(UserInfoPage, { api: api(), account: account() })
    const { version, commit } = root.deps.config.build
    expect(version).toMatch(/^\d+\.\d+\.\d+/)
    expect(commit).toMatch(/^([0-9a-f]{4,}|unknown)$/)
    expect(byTestId('build-version')?.textContent).toBe(`版本 ${version} (${commit})`)
    expect(byTestId('build-version')?.className).toContain('user__version')
  })

  it('编辑资料 on the header opens the profile page', async () => {
    const getUserInfo = jest.fn().mockResolvedValue({ ...user, memberInfo: { U1: { level: '2', levelName: '黄金会员', expireTime: '2027-06-30' } } })
    const { root } = await renderLoggedIn(UserInfoPage, { api: api({ getUserInfo }), account: account() })
    await root.areas.get(accountArea).figures.load()
    await waitFor(() => text().includes('黄金会员'))
    byTestId('edit-profile-name')!.click()
    expect(openRoute).toHaveBeenCalledWith('/pages/profile/profile-edit')
    ;(openRoute as jest.Mock).mockClear()
    byTestId('edit-profile')!.click()
    expect(openRoute).toHaveBeenCalledWith('/pages/profile/profile-edit')
  })

  it('a failed profile shows the Chinese error with 重试, which loads it', async () => {
    const getUserInfo = jest.fn().mockRejectedValueOnce(new HttpError('timeout', '请求超时')).mockResolvedValue(user)
    await renderLoggedIn(UserInfoPage, { api: api({ getUserInfo }), account: account() })
    // the page loads the figures itself on open
    await waitFor(() => !!byTestId('user-error'))
    expect(getUserInfo).toHaveBeenCalledTimes(1)
    expect(byTestId('user-error')?.textContent).toMatch(/[\u4e00-\u9fa5]/)
    ;(byTestId('user-error')!.querySelector('.nut-button') as HTMLElement).click()
    await waitFor(() => text().includes('乐乐妈妈'))
    expect(byTestId('user-error')).toBeNull()
  })
})
