import { View } from '@tarojs/components'
import { page } from '@/components/page-boundary/page-boundary'
import { usePageShare } from '@/shared/share/use-page-share'
import { waitFor } from '../helpers/render'
import { renderContentPage, showAgain } from '../content/render-content-page'

/** Spec §7: in WeChat's browser every page signs its own address (GET /openapi/jssdk/sign) and sets a share. */
const wx = {
  config: jest.fn(),
  ready: (fn: () => void) => fn(),
  error: jest.fn(),
  updateAppMessageShareData: jest.fn(),
  updateTimelineShareData: jest.fn(),
}
const SIGN = 'GET /openapi/jssdk/sign'
/** every address signed, whichever page asked (the test renderer keeps earlier pages' show hooks) */
const signed: string[] = []
const signature = (o: { url: string }) => {
  signed.push(new URL(o.url).searchParams.get('url') ?? '')
  return { appId: 'wx-h5-test', timestamp: '1764000000', nonceStr: 'n', signature: 's' }
}
const lastShare = () => wx.updateAppMessageShareData.mock.calls.at(-1)?.[0] as { title: string; desc: string; link: string; imgUrl: string } | undefined

let userAgent: PropertyDescriptor | undefined
beforeAll(() => {
  userAgent = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent')
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50', configurable: true })
  ;(window as unknown as { wx: typeof wx }).wx = wx
})
afterAll(() => {
  if (userAgent) Object.defineProperty(window.navigator, 'userAgent', userAgent)
  delete (window as unknown as { wx?: unknown }).wx
})
beforeEach(() => {
  jest.clearAllMocks()
  signed.length = 0
})

const visit = (address: string) => window.history.replaceState(null, '', address)

const PlainPage = page(() => <View>无分享设置的页面</View>)
const OwnSharePage = page(() => {
  usePageShare({ title: '宝宝的发育测评', path: '/pages/assessment/assessment?id=7' })
  return <View>自带分享的页面</View>
})

test('a page without its own share signs its address and shares it with the default title, text and picture', async () => {
  visit('/pages/wallet/wallet?tab=1&token=secret')
  const r = await renderContentPage(PlainPage, { [SIGN]: signature })
  await waitFor(() => wx.updateAppMessageShareData.mock.calls.length === 1)
  expect(r.called(SIGN)).toHaveLength(1)
  expect(signed).toEqual(['http://localhost/pages/wallet/wallet?tab=1'])
  expect(wx.config).toHaveBeenCalledWith(expect.objectContaining({ appId: 'wx-h5-test', signature: 's', nonceStr: 'n', timestamp: 1764000000 }))
  // spec §1: the default share text says what the app banner says, "a one-stop child health management platform"
  expect(lastShare()).toMatchObject({ title: '一站式儿童健康管理平台', link: 'http://localhost/pages/wallet/wallet?tab=1' })
  expect(lastShare()?.desc).toMatch(/\S/)
  expect(lastShare()?.imgUrl).toMatch(/^http:\/\/localhost\/.+/)
})

test('a page with its own share sets only its own; showing the same page again asks for no second signature', async () => {
  visit('/pages/assessment/assessment?id=7')
  const r = await renderContentPage(OwnSharePage, { [SIGN]: signature })
  await waitFor(() => wx.updateAppMessageShareData.mock.calls.length >= 1)
  await new Promise((done) => setTimeout(done, 20))
  expect(wx.updateAppMessageShareData.mock.calls.map(([d]) => (d as { title: string }).title)).toEqual(['宝宝的发育测评'])
  expect(r.called(SIGN)).toHaveLength(1)
  showAgain()
  await new Promise((done) => setTimeout(done, 20))
  expect(signed.filter((u) => u.includes('assessment'))).toHaveLength(1)
})

test('after a history change to another address the page signs that address', async () => {
  visit('/pages/notice/notice-list?type=1')
  await renderContentPage(PlainPage, { [SIGN]: signature })
  await waitFor(() => signed.includes('http://localhost/pages/notice/notice-list?type=1'))
  visit('/pages/notice/notice-list?type=2')
  showAgain()
  await waitFor(() => signed.includes('http://localhost/pages/notice/notice-list?type=2'))
  await waitFor(() => lastShare()?.link === 'http://localhost/pages/notice/notice-list?type=2')
  expect(signed.filter((u) => u.endsWith('type=2'))).toHaveLength(1)
})
