import { StorageKey } from '@/config/storage-keys'
import { bindPhoneAndLogin, loginWeapp, type WeappSessionDeps } from '@/services/session/weapp-session'
import { LoginStore } from '@/stores/login-store'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const token = { access_token: 'acc-1', refresh_token: 'r', expires_in: 7200, scope: 'server' }
const identity = { openid: 'o1', unionid: 'u1' }

/** What miniProgramLogin resolves with once the mini-login rule accepted the code: a token (0) or the unbound identity (201). */
function harness(loginAnswers: unknown[]) {
  const miniProgramLogin = jest.fn()
  loginAnswers.forEach((a) => miniProgramLogin.mockResolvedValueOnce(a))
  const api = fakeApi({
    auth: {
      miniProgramLogin,
      miniProgramPhone: jest.fn().mockResolvedValue({ phoneNumber: '13900001111' }),
      bindThird: jest.fn().mockResolvedValue(null),
      students: jest.fn().mockResolvedValue([{ studentId: 'S9', studentName: 'x' }]),
    },
  })
  const deps = fakeDeps({ api })
  const store = new LoginStore(deps)
  const d: WeappSessionDeps = {
    store,
    api,
    config: deps.config,
    wxLogin: jest.fn().mockResolvedValue('wx-code'),
    openBindPage: jest.fn(),
  }
  return { d, deps, store, api }
}

describe('mini-program login', () => {
  it('code 0 stores the token and marks login ready', async () => {
    const h = harness([token])
    await expect(loginWeapp(h.d)).resolves.toBe('logged-in')
    expect(h.api.auth.miniProgramLogin).toHaveBeenCalledWith({ code: 'wx-code', appid: 'wx-weapp-test' })
    expect(h.deps.storage.get(StorageKey.studentToken)).toBe('acc-1')
    expect(JSON.parse(h.deps.storage.get(StorageKey.tokenUaa)!).accessToken).toBe('acc-1')
    await h.store.lookupStudent()
    expect(h.deps.storage.get(StorageKey.studentId)).toBe('S9')
    expect(h.store.ready).toBe(true)
  })

  it('does not look the student up: the first tab needs none, the learning pages ask when they open', async () => {
    const h = harness([token])
    await expect(loginWeapp(h.d)).resolves.toBe('logged-in')
    expect(h.store.ready).toBe(true)
    expect(h.store.studentToken).toBe('acc-1')
    await new Promise((r) => setTimeout(r, 0))
    expect(h.api.auth.students).not.toHaveBeenCalled()
    expect(h.store.studentId).toBeNull()
  })

  it('code 201 keeps openid/unionid and opens the phone-binding page', async () => {
    const h = harness([identity])
    await expect(loginWeapp(h.d)).resolves.toBe('needs-phone')
    expect(h.store.pendingIdentity).toEqual(identity)
    expect(h.store.openId).toBe('o1')
    expect(h.store.unionId).toBe('u1')
    expect(h.d.openBindPage).toHaveBeenCalledTimes(1)
    expect(h.deps.storage.get(StorageKey.studentToken)).toBeNull()
    expect(h.store.ready).toBe(true)
  })

  it('a failed login still marks login ready, so waiting requests go on', async () => {
    const h = harness([])
    ;(h.d.wxLogin as jest.Mock).mockRejectedValue(new Error('login:fail'))
    await expect(loginWeapp(h.d)).resolves.toBe('failed')
    expect(h.store.ready).toBe(true)
  })

  it('binds the granted phone with dataType 0, source 101, userType 1 and sale channels, then logs in', async () => {
    const h = harness([identity, token])
    await loginWeapp(h.d)
    await expect(bindPhoneAndLogin(h.d, { encryptedData: 'enc', iv: 'iv' })).resolves.toBe('logged-in')
    expect(h.api.auth.miniProgramPhone).toHaveBeenCalledWith({ appid: 'wx-weapp-test', encryptedData: 'enc', iv: 'iv', openid: 'o1' })
    expect(h.api.auth.bindThird).toHaveBeenCalledWith({
      appid: 'wx-weapp-test',
      dataType: 0,
      openid: 'o1',
      phone: '13900001111',
      source: '101',
      unionid: 'u1',
      saleChannelIds: '7,8',
      userType: 1,
    })
    expect(h.store.pendingIdentity).toBeNull()
    expect(h.store.studentToken).toBe('acc-1')
  })

  it('refuses to bind without a pending identity', async () => {
    const h = harness([])
    await expect(bindPhoneAndLogin(h.d, { encryptedData: 'e', iv: 'i' })).rejects.toThrow('请先完成微信登录')
  })
})
