import {
  buildLoginUrl,
  decideH5Entry,
  organizationToSwitch,
  shouldRedirectOnSessionInvalid,
  type H5EntryInput,
} from '@/services/session/h5-entry'
import { parseQuery } from '@/utils/url'

const input = (over: Partial<H5EntryInput> = {}): H5EntryInput => ({
  path: '/pages/home/home',
  query: {},
  isWeChatBrowser: true,
  rememberedPass: false,
  rememberedNative: null,
  hasStudentToken: false,
  ...over,
})

describe('H5 entry decision', () => {
  describe('open-in-WeChat rule', () => {
    it('sends a plain browser without usage=embed or debug=1 to the open-in-WeChat page', () => {
      expect(decideH5Entry(input({ isWeChatBrowser: false }))).toEqual({ kind: 'open-in-wechat' })
      expect(decideH5Entry(input({ isWeChatBrowser: false, hasStudentToken: true }))).toEqual({ kind: 'open-in-wechat' })
    })
    it('lets usage=embed and debug=1 through, also when remembered from earlier in the session', () => {
      expect(decideH5Entry(input({ isWeChatBrowser: false, query: { usage: 'embed' } })).kind).not.toBe('open-in-wechat')
      expect(decideH5Entry(input({ isWeChatBrowser: false, query: { debug: '1' } })).kind).not.toBe('open-in-wechat')
      expect(decideH5Entry(input({ isWeChatBrowser: false, rememberedPass: true })).kind).not.toBe('open-in-wechat')
    })
    it('does not let other values of usage or debug through', () => {
      expect(decideH5Entry(input({ isWeChatBrowser: false, query: { usage: 'x', debug: 'true' } }))).toEqual({ kind: 'open-in-wechat' })
    })
    it('never redirects the open-in-WeChat page to itself', () => {
      expect(decideH5Entry(input({ isWeChatBrowser: false, path: '/pages/public/wechat' })).kind).not.toBe('open-in-wechat')
    })
    it("lets the native app shell through (it is not WeChat's browser but is a real place the page runs)", () => {
      expect(decideH5Entry(input({ isWeChatBrowser: false, query: { platform: 'ios' } }))).toEqual({ kind: 'native-app', platform: 'ios' })
    })
  })

  describe('login', () => {
    it('is logged in only with a student token in storage', () => {
      expect(decideH5Entry(input({ hasStudentToken: true }))).toEqual({ kind: 'logged-in' })
      expect(decideH5Entry(input()).kind).toBe('login-redirect')
    })
    it('exchanges a token from the address only when token, appId and openId come together', () => {
      expect(decideH5Entry(input({ query: { token: 't', appId: 'a', openId: 'o' } }))).toEqual({ kind: 'exchange', token: 't', appId: 'a', openId: 'o' })
      expect(decideH5Entry(input({ query: { token: 't', appId: 'a' } })).kind).toBe('login-redirect')
      expect(decideH5Entry(input({ query: { token: 't', openId: 'o' } })).kind).toBe('login-redirect')
    })
    it.each(['ios', 'android'])('never redirects platform=%s to login', (platform) => {
      expect(decideH5Entry(input({ query: { platform } }))).toEqual({ kind: 'native-app', platform })
      expect(decideH5Entry(input({ rememberedNative: platform as 'ios' }))).toEqual({ kind: 'native-app', platform })
    })
    it('treats other platform values as an ordinary visit', () => {
      expect(decideH5Entry(input({ query: { platform: 'windows' } })).kind).toBe('login-redirect')
    })
    it.each(['/pages/public/page', '/pages/goods/goods-detail', '/pages/goods/goods-detail/'])('exempts %s from the login redirect', (path) => {
      expect(decideH5Entry(input({ path }))).toEqual({ kind: 'exempt-page' })
    })
    it('does not exempt other pages', () => {
      for (const path of ['/', '/pages/mall/mall', '/pages/user/user-info', '/pages/goods/goods-list']) {
        expect(decideH5Entry(input({ path })).kind).toBe('login-redirect')
      }
    })
  })
})

describe('login address', () => {
  it('carries sale channel ids, from_params=couponId_facevalue, from_user, organization_id and the way back', () => {
    const url = buildLoginUrl({
      loginUrl: 'https://passport.test/h5/login',
      saleChannelIds: '7,8',
      couponId: 'C9',
      facevalue: '50',
      distributorId: 'D3',
      organizationId: 'ORG1',
      returnTo: '/pages/mall/mall?debug=1',
    })
    expect(url.startsWith('https://passport.test/h5/login?')).toBe(true)
    expect(parseQuery(url.split('?')[1])).toEqual({
      sale_channel_ids: '7,8',
      from_params: 'C9_50',
      from_user: 'D3',
      organization_id: 'ORG1',
      redirect_uri: '/pages/mall/mall?debug=1',
    })
  })
  it('leaves out from_params unless both coupon id and face value are known', () => {
    const url = buildLoginUrl({ loginUrl: '/login', saleChannelIds: '1', couponId: 'C9', returnTo: '/' })
    expect(parseQuery(url.split('?')[1])).toEqual({ sale_channel_ids: '1', redirect_uri: '/' })
  })
})

describe('session invalid on H5', () => {
  it('redirects unless a token is in the address', () => {
    expect(shouldRedirectOnSessionInvalid({})).toBe(true)
    expect(shouldRedirectOnSessionInvalid({ token: 'h5-x' })).toBe(false)
  })
})

describe('organization switch', () => {
  it('asks to switch only when the source organization differs from the current one', () => {
    expect(organizationToSwitch({ source_organization_id: 'ORG2' }, 'ORG1')).toBe('ORG2')
    expect(organizationToSwitch({ source_organization_id: 'ORG1' }, 'ORG1')).toBeNull()
    expect(organizationToSwitch({}, 'ORG1')).toBeNull()
    expect(organizationToSwitch({ source_organization_id: 'ORG2' }, null)).toBe('ORG2')
  })
})
