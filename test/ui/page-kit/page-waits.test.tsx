import { Text } from '@tarojs/components'
import { Current } from '@tarojs/runtime'
import { page } from '@/components/page-boundary/page-boundary'
import { laterOnThisPage } from '@/components/page-kit/page-timers'
import { mountInPage } from '../helpers/render'

/**
 * "The toast, then back": a wait started on a page runs only while that page is on top, and goes
 * with the page when it closes (laterOnThisPage, cleared by page()).
 */
const onTop = (taroPath: string) => {
  ;(Current as unknown as { router: unknown }).router = { params: {}, path: taroPath.split('?')[0], $taroPath: taroPath, onReady: '', onHide: '', onShow: '' }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const Saved = page(() => <Text>已保存</Text>)

test('on the same page, the wait runs', async () => {
  onTop('/pages/address/address-edit?$taroTimestamp=1')
  await mountInPage(Saved)
  const back = jest.fn()
  laterOnThisPage(back, 20)
  await sleep(60)
  expect(back).toHaveBeenCalledTimes(1)
})

test('another page on top when it ends (the parent opened one): nothing runs', async () => {
  onTop('/pages/address/address-edit?$taroTimestamp=2')
  await mountInPage(Saved)
  const back = jest.fn()
  laterOnThisPage(back, 20)
  onTop('/pages/address/address-management?$taroTimestamp=3')
  await sleep(60)
  expect(back).not.toHaveBeenCalled()
})

test('the page closes before it ends: the wait is dropped with it', async () => {
  onTop('/pages/order/order-cancel?$taroTimestamp=4')
  const t = await mountInPage(Saved)
  const back = jest.fn()
  laterOnThisPage(back, 20)
  t.unmout()
  // the page below is on top again, with its own path: it would have run there without the clearing
  onTop('/pages/order/order-cancel?$taroTimestamp=4')
  await sleep(60)
  expect(back).not.toHaveBeenCalled()
})
