import OpenInWeChatPage from '@/pages/public/wechat'
import UserInfoPage from '@/pages/user/user-info'
import { HttpError } from '@/services/http/errors'
import { fakeApi, fakeDeps, renderWithStores, text, waitFor } from './helpers/render'

const user = {
  user_id: 'U1',
  organization_id: 'ORG001',
  user_name: '乐乐妈妈',
  avatar: '',
  phone: '13800138000',
}

describe('my account page', () => {
  it('shows the parent with a masked phone once logged in', async () => {
    const getUserInfo = jest.fn().mockResolvedValue(user)
    const deps = fakeDeps({ api: fakeApi({ user: { getUserInfo } }), storage: { studentToken: 'stu' } })
    const { root } = await renderWithStores(UserInfoPage, deps)
    root.login.restore()
    root.login.markReady()
    // useDidShow does not fire outside the router; the page's data call is the store's
    await root.login.fetchUserInfo()
    await waitFor(() => text().includes('乐乐妈妈'))
    expect(text()).toContain('138****8000')
    expect(text()).not.toContain('13800138000')
    expect([...document.querySelectorAll('[data-testid="order-shortcut"]')].map((e) => e.textContent)).toEqual(['全部订单', '待付款', '已完成', '已取消'])
    expect(text()).toContain('收货地址')
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
    const deps = fakeDeps({ api: fakeApi({ user: { getUserInfo } }), storage: { studentToken: 'stu' } })
    const { root } = await renderWithStores(UserInfoPage, deps)
    root.login.restore()
    await root.login.refreshUserInfo()
    await waitFor(() => !!document.querySelector('[data-testid="user-error"]'))
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
