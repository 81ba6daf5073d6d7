import { ownPath, shortLinkDecision, LINK_EXTERNAL } from '@/pages/link/model/short-link'
import { appMessageShare, shareOf, timelineShare } from '@/shared/share/share-content'
import { absoluteAddress, shareAddress, sharePath } from '@/utils/share-address'

describe('share address without the visitor', () => {
  it('drops token, appId and openId (and WeChat code/state) and the fragment, keeping the rest in order', () => {
    expect(shareAddress('https://shop.test/pages/activity/activity?token=T&from_user=U1&appId=wx1&openId=o1&x=1#top')).toBe(
      'https://shop.test/pages/activity/activity?from_user=U1&x=1',
    )
    expect(shareAddress('https://shop.test/pages/home/home?token=T&appId=A&openId=O')).toBe('https://shop.test/pages/home/home')
    expect(shareAddress('https://shop.test/?code=abc&state=s&debug=1')).toBe('https://shop.test/?debug=1')
    expect(shareAddress('https://shop.test/pages/mall/mall')).toBe('https://shop.test/pages/mall/mall')
  })

  it('an encoded key is recognised too', () => {
    expect(shareAddress('https://s.test/p?%74oken=T&a=1')).toBe('https://s.test/p?a=1')
  })

  it('sharePath never writes a private parameter', () => {
    expect(sharePath('/pages/activity/activity', { from_user: 'U1', token: 'T', openId: 'o', empty: '' })).toBe('/pages/activity/activity?from_user=U1')
  })

  it('a shared link or picture is absolute: a site path goes on the origin, an absolute address stays', () => {
    expect(absoluteAddress('/pages/activity/activity?from_user=U1', 'https://shop.test')).toBe('https://shop.test/pages/activity/activity?from_user=U1')
    expect(absoluteAddress('static/share.png', 'https://shop.test')).toBe('https://shop.test/static/share.png')
    expect(absoluteAddress('https://cdn.test/p.png', 'https://shop.test')).toBe('https://cdn.test/p.png')
    expect(absoluteAddress(undefined, 'https://shop.test')).toBe('')
  })
})

/** Spec §1: the app banner calls the product "a one-stop child health management platform"; "Default share text says the same". */
const SPEC_SLOGAN = '一站式儿童健康管理平台'

describe('share content', () => {
  it('defaults to the product slogan and home', () => {
    expect(appMessageShare(null)).toEqual({ title: SPEC_SLOGAN, path: '/pages/home/home' })
    expect(timelineShare(shareOf(undefined, '/pages/activity/activity', { from_user: 'U1' }, '/p.png'))).toEqual({ title: SPEC_SLOGAN, query: 'from_user=U1', imageUrl: '/p.png' })
  })
})

describe('short links resolve to internal routes only', () => {
  const own = ['https://shop.test']
  it('a full address on the own origin becomes its route', () => {
    expect(ownPath('https://shop.test/pages/activity/activity?from_user=U1', own)).toBe('/pages/activity/activity?from_user=U1')
    expect(shortLinkDecision({ id: 'a', targetUrl: 'https://SHOP.test/pages/distribution/distribution-list' }, own)).toEqual({ kind: 'go', url: '/pages/distribution/distribution-list' })
  })

  it('another origin, a look-alike origin or a scheme is refused', () => {
    expect(shortLinkDecision({ id: 'a', targetUrl: 'https://shop.test.evil.com/pages/home/home' }, own)).toEqual({ kind: 'refuse', message: LINK_EXTERNAL })
    expect(shortLinkDecision({ id: 'a', targetUrl: 'https://evil.com/pages/home/home' }, own).kind).toBe('refuse')
    expect(shortLinkDecision({ id: 'a', targetUrl: '//shop.test/pages/home/home' }, own).kind).toBe('refuse')
    expect(shortLinkDecision({ id: 'a', targetUrl: 'javascript:alert(1)' }, own).kind).toBe('refuse')
    expect(shortLinkDecision({ id: 'a', targetUrl: 'https://shop.test/pages/home/home' }).kind).toBe('refuse')
  })
})
