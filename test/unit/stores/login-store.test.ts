import { SessionKey, StorageKey } from '@/config/storage-keys'
import { tokenFromOAuth } from '@/services/session/token'
import { LoginStore, NO_TOKEN_GET_USER_INFO, NO_TOKEN_UPDATE_PHONE, NO_TOKEN_UPDATE_USER_INFO } from '@/stores/login-store'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const NOW = Date.UTC(2026, 10, 21, 2, 0, 0)
const oauth = { access_token: 'acc', refresh_token: 'ref', expires_in: 7200, scope: 'server' }

describe('LoginStore', () => {
  it('has no session without a token', () => {
    const store = new LoginStore(fakeDeps())
    store.restore()
    expect(store.hasSession()).toBe(false)
  })

  it('saving stores the token under token.uaa and studentToken, and the session parts', () => {
    const deps = fakeDeps({ now: NOW })
    const store = new LoginStore(deps)
    store.saveToken(oauth)
    expect(deps.storage.get(StorageKey.studentToken)).toBe('acc')
    expect(JSON.parse(deps.storage.get(StorageKey.tokenUaa)!)).toMatchObject({ accessToken: 'acc', refreshToken: 'ref', expiresIn: 7200, scope: 'server' })
    expect(deps.session.dump()).toEqual({
      [SessionKey.studentToken]: 'acc',
      [SessionKey.refreshToken]: 'ref',
      [SessionKey.expiresIn]: '7200',
      [SessionKey.issuedAt]: String(NOW),
      [SessionKey.tokenType]: 'bearer',
    })
    expect(store.hasSession()).toBe(true)
  })

  it('loses the session 15 s before the token expires', () => {
    const deps = fakeDeps({ now: NOW })
    const store = new LoginStore(deps)
    store.saveToken(oauth)
    deps.setNow(NOW + 7200_000 - 15_001)
    expect(store.hasSession()).toBe(true)
    expect(store.tokenExpired()).toBe(false)
    deps.setNow(NOW + 7200_000 - 15_000)
    expect(store.hasSession()).toBe(false)
    // the token is still held: the next request must renew it first (see the interceptor chain)
    expect(store.tokenExpired()).toBe(true)
  })

  it('holds no expired token without a token, or once cleared', () => {
    const deps = fakeDeps({ now: NOW })
    const store = new LoginStore(deps)
    expect(store.tokenExpired()).toBe(false)
    store.saveToken(oauth)
    deps.setNow(NOW + 24 * 3600_000)
    expect(store.tokenExpired()).toBe(true)
    store.clear()
    expect(store.tokenExpired()).toBe(false)
  })

  it('restores a valid stored token', () => {
    const token = tokenFromOAuth(oauth, NOW)
    const deps = fakeDeps({ now: NOW + 1000, storage: { [StorageKey.tokenUaa]: JSON.stringify(token), [StorageKey.studentToken]: 'acc' } })
    const store = new LoginStore(deps)
    store.restore()
    expect(store.token).toEqual(token)
    expect(store.hasSession()).toBe(true)
  })

  it.each([
    ['createAt is not a date', { createAt: 'not-a-date' }],
    ['a token is not a string', { accessToken: 1 }],
    ['scope is not a string', { scope: null }],
    ['expiresIn is not a number', { expiresIn: '7200' }],
  ])('treats stored data where %s as logged out, without throwing', (_why, patch) => {
    const token = { ...tokenFromOAuth(oauth, NOW), ...patch }
    const deps = fakeDeps({ now: NOW, storage: { [StorageKey.tokenUaa]: JSON.stringify(token), [StorageKey.studentToken]: 'acc' } })
    const store = new LoginStore(deps)
    expect(() => store.restore()).not.toThrow()
    expect(store.token).toBeNull()
    expect(store.hasSession()).toBe(false)
    expect(deps.storage.get(StorageKey.tokenUaa)).toBeNull()
  })

  it('treats an expired stored token as logged out', () => {
    const token = tokenFromOAuth(oauth, NOW)
    const deps = fakeDeps({ now: NOW + 7200_000, storage: { [StorageKey.tokenUaa]: JSON.stringify(token), [StorageKey.studentToken]: 'acc' } })
    const store = new LoginStore(deps)
    store.restore()
    expect(store.hasSession()).toBe(false)
  })

  it('clearing resets open id, union id and user id and forgets the token', () => {
    const deps = fakeDeps()
    const store = new LoginStore(deps)
    store.saveToken(oauth)
    store.setIdentity({ openId: 'o', unionId: 'u', userId: 'U1' })
    store.clear()
    expect([store.openId, store.unionId, store.userId]).toEqual(['', '', ''])
    expect(store.studentToken).toBeNull()
    expect(deps.storage.get(StorageKey.studentToken)).toBeNull()
    expect(deps.storage.get(StorageKey.tokenUaa)).toBeNull()
    expect(deps.session.dump()).toEqual({})
  })

  describe('without a token', () => {
    const api = fakeApi({
      user: { getUserInfo: jest.fn(), updateUserInfo: jest.fn() },
      auth: { updatePhone: jest.fn() },
    })
    const store = new LoginStore(fakeDeps({ api }))

    it('fetching user info fails with the exact message', async () => {
      await expect(store.fetchUserInfo()).rejects.toThrow(new Error(NO_TOKEN_GET_USER_INFO))
      expect(NO_TOKEN_GET_USER_INFO).toBe('without token, can not getUserInfo')
    })
    it('updating user info fails with the exact message', async () => {
      await expect(store.updateUserInfo({ user_name: 'x' })).rejects.toThrow(new Error(NO_TOKEN_UPDATE_USER_INFO))
      expect(NO_TOKEN_UPDATE_USER_INFO).toBe('without token can not update userInfo')
    })
    it('updating the phone fails with the exact message', async () => {
      await expect(store.updatePhone('13800000000')).rejects.toThrow(new Error(NO_TOKEN_UPDATE_PHONE))
      expect(NO_TOKEN_UPDATE_PHONE).toBe('without token can not update phone')
    })
    it('sends nothing to the server', () => {
      expect(api.user.getUserInfo).not.toHaveBeenCalled()
      expect(api.user.updateUserInfo).not.toHaveBeenCalled()
      expect(api.auth.updatePhone).not.toHaveBeenCalled()
    })
  })

  it('with a token, updates the phone with userType 1', async () => {
    const updatePhone = jest.fn().mockResolvedValue(null)
    const store = new LoginStore(fakeDeps({ api: fakeApi({ auth: { updatePhone } }) }))
    store.saveToken(oauth)
    await store.updatePhone('13800000000')
    expect(updatePhone).toHaveBeenCalledWith({ phone: '13800000000', userType: 1 })
  })

  it('whenReady settles once login is marked ready', async () => {
    const store = new LoginStore(fakeDeps())
    let settled = false
    void store.whenReady().then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    store.markReady()
    await Promise.resolve()
    expect(settled).toBe(true)
  })
})
