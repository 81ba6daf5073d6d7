import { ProfileForm } from '@/pages/profile/model/profile-form'
import { nameError, needsLogin, profileChanges } from '@/pages/profile/model/profile-rules'
import { HttpError } from '@/services/http/errors'
import { LoginStore, NO_TOKEN_UPDATE_PHONE, NO_TOKEN_UPDATE_USER_INFO } from '@/stores/login-store'
import { deferred } from '@/utils/deferred'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const user = { user_id: 'U1', organization_id: 'ORG001', user_name: '乐乐妈妈', avatar: '', phone: '13800138000', sex: 2 as const, birthday: '2020-03-15' }

function make(opts: { token?: boolean; user?: Record<string, unknown>; auth?: Record<string, unknown> } = {}) {
  const updateUserInfo = jest.fn(async (patch: object) => ({ ...user, ...patch }))
  const updatePhone = jest.fn().mockResolvedValue(null)
  const miniProgramPhone = jest.fn().mockResolvedValue({ phoneNumber: '13900001111' })
  const api = fakeApi({ user: { getUserInfo: jest.fn().mockResolvedValue(user), updateUserInfo, ...opts.user }, auth: { updatePhone, miniProgramPhone, ...opts.auth } })
  const deps = fakeDeps({ api, storage: opts.token === false ? {} : { studentToken: 'stu' } })
  const login = new LoginStore(deps)
  login.restore()
  login.setIdentity({ openId: 'o1' })
  const form = new ProfileForm(login, { api, weappAppId: 'wx-app', now: () => deps.clock.now() })
  return { form, login, updateUserInfo, updatePhone, miniProgramPhone }
}

describe('profile rules', () => {
  it('name: required, at most 20 characters', () => {
    expect(nameError('  ')).toBe('请输入昵称')
    expect(nameError('乐'.repeat(20))).toBe('')
    expect(nameError('乐'.repeat(21))).toBe('昵称最多20个字')
  })

  it('only what changed is sent, the name trimmed', () => {
    expect(profileChanges(user, { name: ' 乐乐妈妈 ', sex: 2, birthday: '2020-03-15' })).toEqual({})
    expect(profileChanges(user, { name: '乐乐爸爸', sex: 1, birthday: '2020-03-15' })).toEqual({ user_name: '乐乐爸爸', sex: 1 })
    expect(profileChanges(null, { name: 'a', sex: 0, birthday: '2019-01-02' })).toEqual({ user_name: 'a', birthday: '2019-01-02' })
  })

  it('the no-token rules and an invalid session ask for a login; other failures do not', () => {
    expect(needsLogin(new Error(NO_TOKEN_UPDATE_USER_INFO))).toBe(true)
    expect(needsLogin(new Error(NO_TOKEN_UPDATE_PHONE))).toBe(true)
    expect(needsLogin(new HttpError('session-invalid', '登录已失效'))).toBe(true)
    expect(needsLogin(new HttpError('network', '网络异常'))).toBe(false)
  })
})

describe('profile form', () => {
  it('starts from the profile; age in years and months; saves only changes with the button locked in flight', async () => {
    const answer = deferred<typeof user>()
    const updateUserInfo = jest.fn(() => answer.promise)
    const { form, login } = make({ user: { updateUserInfo } })
    await form.load()
    expect(form.name).toBe('乐乐妈妈')
    // the fake clock is 2026-11-21
    expect(form.ageText).toBe('6岁8个月')
    expect(form.phoneText).toBe('138****8000')
    expect(form.canSave).toBe(false)
    form.setName('乐乐爸爸')
    form.setSex(1)
    expect(form.canSave).toBe(true)
    const saving = form.save()
    expect(form.saving).toBe(true)
    expect(form.canSave).toBe(false)
    expect(await form.save()).toBe(false)
    answer.resolve({ ...user, user_name: '乐乐爸爸', sex: 1 as unknown as 2 })
    expect(await saving).toBe(true)
    expect(login.userInfo?.user_name).toBe('乐乐爸爸')
    expect(form.saving).toBe(false)
    expect(form.canSave).toBe(false)
    expect(updateUserInfo).toHaveBeenCalledTimes(1)
    expect(updateUserInfo).toHaveBeenCalledWith({ user_name: '乐乐爸爸', sex: 1 })
  })

  it('without a token: the spec’s rule comes back in Chinese with a login, never English; the draft stays', async () => {
    const { form, login, updateUserInfo } = make({ token: false })
    login.userInfo = user
    await form.load()
    form.setName('新名字')
    expect(await form.save()).toBe(false)
    expect(form.error).toBe('请先登录后再修改个人信息')
    expect(form.error).not.toMatch(/[a-z]/i)
    expect(form.loginNeeded).toBe(true)
    expect(form.name).toBe('新名字')
    expect(updateUserInfo).not.toHaveBeenCalled()
    expect(await form.changePhone('13900001111')).toBe('')
    expect(form.error).toBe('请先登录后再修改手机号')
    expect(await form.changePhoneFromWeChat({ encryptedData: 'e', iv: 'i' })).toBe('')
    expect(form.error).toBe('请先登录后再修改手机号')
  })

  it('a server failure shows its Chinese text without asking for a login', async () => {
    const { form } = make({ user: { updateUserInfo: jest.fn().mockRejectedValue(new HttpError('biz', '昵称需为1-20个字')) } })
    await form.load()
    form.setName('x')
    expect(await form.save()).toBe(false)
    expect(form.error).toBe('昵称需为1-20个字')
    expect(form.loginNeeded).toBe(false)
  })

  it('phone: a typed number is checked, then saved (PUT phone, userType 1); WeChat’s grant is decrypted first', async () => {
    const { form, login, updatePhone, miniProgramPhone } = make()
    await form.load()
    expect(await form.changePhone('123')).toBe('请输入正确的手机号')
    expect(updatePhone).not.toHaveBeenCalled()
    expect(await form.changePhone('137 0000-1234')).toBe('手机号已更换')
    expect(updatePhone).toHaveBeenCalledWith({ phone: '13700001234', userType: 1 })
    expect(form.phoneText).toBe('137****1234')
    expect(await form.changePhoneFromWeChat(null)).toBe('需要授权手机号才能更换')
    expect(await form.changePhoneFromWeChat({ encryptedData: 'e', iv: 'i' })).toBe('手机号已更换')
    expect(miniProgramPhone).toHaveBeenCalledWith({ appid: 'wx-app', encryptedData: 'e', iv: 'i', openid: 'o1' })
    expect(login.userInfo?.phone).toBe('13900001111')
  })

  it('no profile and no token: asks for a login to see it', async () => {
    const { form } = make({ token: false })
    await form.load()
    expect(form.error).toBe('请先登录后查看个人信息')
    expect(form.loginNeeded).toBe(true)
  })
})
