/**
 * The binding page's phone button: while a bind runs it reads 登录中… and cannot be tapped again; a
 * bind that logs in leaves the page as it is (it is closing: drawn once more, its last drawing
 * would land on the page it goes back to), one that fails gives the button back.
 */
import { runInAction } from 'mobx'
import LoginPage from '@/pages/auth/login'
import { goBack } from '@/platform/navigation'
import { renderWithStores, text, waitFor } from '../helpers/render'

const mockBindPhone = jest.fn()
jest.mock('@/app-context', () => ({ session: { bindPhone: (...a: unknown[]) => mockBindPhone(...a), demoParent: null, start: jest.fn() } }))
jest.mock('@/platform/navigation', () => ({ ...jest.requireActual('@/platform/navigation'), goBack: jest.fn(() => Promise.resolve()) }))

/** What WeChat hands the phone button's getphonenumber handler, as an event on the button. */
function grantPhone(): void {
  const button = document.querySelector('.login__phone') as Element
  button.dispatchEvent(new CustomEvent('getphonenumber', { detail: { errMsg: 'getPhoneNumber:ok', encryptedData: 'E', iv: 'I' } }))
}

async function openAsUnbound() {
  const { root } = await renderWithStores(LoginPage)
  runInAction(() => (root.login.pendingIdentity = { openid: 'o1' } as never))
  await waitFor(() => text().includes('微信手机号快捷登录'))
  return root
}

beforeEach(() => {
  mockBindPhone.mockReset()
  jest.mocked(goBack).mockClear()
})

test('a bind that logs in goes back and leaves the button as it was during the bind (登录中…), not drawn again', async () => {
  let finish: (v: 'logged-in') => void = () => undefined
  mockBindPhone.mockReturnValue(new Promise((resolve) => (finish = resolve)))
  await openAsUnbound()
  grantPhone()
  await waitFor(() => text().includes('登录中…'))
  expect(mockBindPhone).toHaveBeenCalledWith({ encryptedData: 'E', iv: 'I' })
  finish('logged-in')
  await waitFor(() => jest.mocked(goBack).mock.calls.length === 1)
  await new Promise((r) => setTimeout(r, 50))
  expect(text()).toContain('登录中…')
  expect(text()).not.toContain('微信手机号快捷登录')
})

test('a bind that does not log in gives the button back and says so', async () => {
  mockBindPhone.mockResolvedValue('failed')
  await openAsUnbound()
  grantPhone()
  await waitFor(() => mockBindPhone.mock.calls.length === 1)
  await waitFor(() => text().includes('微信手机号快捷登录') && !text().includes('登录中…'))
  expect(goBack).not.toHaveBeenCalled()
})
