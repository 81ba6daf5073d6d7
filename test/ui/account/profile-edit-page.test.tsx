import { runInAction } from 'mobx'
import { goBack, openRoute } from '@/platform/navigation'
import ProfileEditPage from '@/pages/profile/profile-edit'
import { HttpError } from '@/services/http/errors'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/store-context'
import type { UserInfo } from '@/services/api/user-calls'
import { fakeApi, fakeDeps, mountInPage, text, waitFor } from '../helpers/render'
import type { FakeDeps } from '../../unit/helpers/fake-deps'
import { parentUser } from '../../fixtures/parent-user'

jest.mock('@/platform/navigation', () => ({ ...jest.requireActual('@/platform/navigation'), goBack: jest.fn(), openRoute: jest.fn() }))
beforeEach(() => jest.clearAllMocks())

/** Mounts the page on a shell restored from storage (as at launch), optionally already holding the profile. */
async function renderProfile(deps: FakeDeps, profile?: UserInfo) {
  const root = new RootStore(deps)
  root.login.restore()
  root.login.markReady()
  if (profile) runInAction(() => (root.login.userInfo = profile))
  await mountInPage(() => (
    <StoreProvider store={root}>
      <ProfileEditPage />
    </StoreProvider>
  ))
  return { root }
}

const user = parentUser({ sex: 2, birthday: '2020-03-15' })
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null
const saveButton = () => byTestId('profile-save')!

/** Types into NutUI's Input the way a parent does. */
function type(testId: string, value: string) {
  const input = byTestId(testId)?.querySelector('input') ?? (document.querySelector(`input[data-testid="${testId}"]`) as HTMLInputElement)
  ;(input as HTMLInputElement).value = value
  input!.dispatchEvent(new Event('input', { bubbles: true }))
}

function apiWith(over: { updateUserInfo?: jest.Mock; updatePhone?: jest.Mock } = {}) {
  return fakeApi({
    user: { getUserInfo: jest.fn().mockResolvedValue(user), updateUserInfo: over.updateUserInfo ?? jest.fn(async (p: object) => ({ ...user, ...p })) },
    auth: { updatePhone: over.updatePhone ?? jest.fn().mockResolvedValue(null) },
  })
}

describe('profile page', () => {
  it('shows name, sex, birthday with the age in years and months, the phone masked; save waits for a change', async () => {
    await renderProfile(fakeDeps({ api: apiWith(), storage: { studentToken: 'stu' } }))
    await waitFor(() => text().includes('138****8000'))
    expect(text()).not.toContain('13800138000')
    expect((document.querySelector('input') as HTMLInputElement).value).toBe('乐乐妈妈')
    expect(byTestId('birthday-text')?.textContent).toContain('2020-03-15（6岁8个月）')
    expect(saveButton().className).toContain('disabled')
  })

  it('saves a new name with the button locked in flight, then the shell’s profile has it', async () => {
    let finish: (v: unknown) => void = () => undefined
    const updateUserInfo = jest.fn(() => new Promise((r) => (finish = r)))
    const { root } = await renderProfile(fakeDeps({ api: apiWith({ updateUserInfo }), storage: { studentToken: 'stu' } }))
    await waitFor(() => text().includes('138****8000'))
    type('name-input', '乐乐爸爸')
    await waitFor(() => !saveButton().className.includes('disabled'))
    saveButton().click()
    await waitFor(() => text().includes('保存中…'))
    expect(saveButton().className).toContain('disabled')
    saveButton().click()
    expect(updateUserInfo).toHaveBeenCalledTimes(1)
    expect(updateUserInfo).toHaveBeenCalledWith({ user_name: '乐乐爸爸' })
    finish({ ...user, user_name: '乐乐爸爸' })
    await waitFor(() => root.login.userInfo?.user_name === '乐乐爸爸')
    await waitFor(() => !text().includes('保存中…'))
    // saved: back to where the parent came from (我的 reloads on show)
    await waitFor(() => (goBack as jest.Mock).mock.calls.length === 1)
  })

  it('without a token the save says so in Chinese and offers a login; nothing typed is lost', async () => {
    const updateUserInfo = jest.fn()
    await renderProfile(fakeDeps({ api: apiWith({ updateUserInfo }) }), user)
    await waitFor(() => text().includes('138****8000'))
    type('name-input', '新名字')
    await waitFor(() => !saveButton().className.includes('disabled'))
    saveButton().click()
    await waitFor(() => !!byTestId('profile-error'))
    expect(byTestId('profile-error')?.textContent).toContain('请先登录后再修改个人信息')
    expect(text()).not.toContain('without token')
    expect(byTestId('profile-login')?.textContent).toContain('去登录')
    byTestId('profile-login')!.click()
    expect(openRoute).toHaveBeenCalledWith('/pages/auth/login')
    expect((document.querySelector('input') as HTMLInputElement).value).toBe('新名字')
    expect(updateUserInfo).not.toHaveBeenCalled()
  })

  it('changing the phone without a token says so in Chinese; a typed number is checked first', async () => {
    const updatePhone = jest.fn()
    await renderProfile(fakeDeps({ api: apiWith({ updatePhone }) }), user)
    await waitFor(() => !!byTestId('phone-input'))
    type('phone-input', '13700001234')
    byTestId('phone-change')!.click()
    await waitFor(() => byTestId('profile-error')?.textContent?.includes('请先登录后再修改手机号') ?? false)
    expect(byTestId('profile-login')).not.toBeNull()
    expect(updatePhone).not.toHaveBeenCalled()
  })

  it('a failed save shows the server’s Chinese text and no login button', async () => {
    const updateUserInfo = jest.fn().mockRejectedValue(new HttpError('network', '网络异常'))
    await renderProfile(fakeDeps({ api: apiWith({ updateUserInfo }), storage: { studentToken: 'stu' } }))
    await waitFor(() => text().includes('138****8000'))
    type('name-input', '乐乐爸爸')
    await waitFor(() => !saveButton().className.includes('disabled'))
    saveButton().click()
    await waitFor(() => !!byTestId('profile-error'))
    expect(byTestId('profile-login')).toBeNull()
    expect(byTestId('profile-error')?.textContent).toMatch(/[\u4e00-\u9fa5]/)
  })
})

it('without a token and no profile: asks for a login to see it', async () => {
  await renderProfile(fakeDeps({ api: apiWith() }))
  await waitFor(() => !!byTestId('profile-error'))
  expect(byTestId('profile-error')?.textContent).toContain('请先登录后查看个人信息')
  expect(byTestId('profile-login')).not.toBeNull()
})
