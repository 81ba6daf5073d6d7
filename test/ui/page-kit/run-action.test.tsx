import Taro from '@tarojs/taro'
import { runAction } from '@/components/toast/run-action'
import { HttpError } from '@/services/http/errors'

let toast: jest.SpyInstance
beforeEach(() => {
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
})
afterEach(() => toast.mockRestore())

test('a success resolves ok with the value and says `done` with the success icon', async () => {
  const r = await runAction(async () => 42, { done: (n) => `已保存 ${n}` })
  expect(r).toEqual({ ok: true, value: 42 })
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已保存 42', icon: 'success', duration: 2000 }))
})

test('a success without `done` says nothing', async () => {
  await runAction(async () => 'x')
  expect(toast).not.toHaveBeenCalled()
})

test('a failure never rejects: the server message, or the Chinese text of its kind, as a plain toast', async () => {
  const biz = await runAction(() => Promise.reject(new HttpError('biz', '优惠券已领完')))
  expect(biz.ok).toBe(false)
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '优惠券已领完', icon: 'none' }))
  await runAction(() => Promise.reject(new HttpError('timeout', 'x')))
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请求超时，请稍后重试' }))
  await runAction(() => Promise.reject(new Error('boom')), { failed: () => '保存失败，请重试' })
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '保存失败，请重试' }))
})

test('a fallback speaks for a failure that is not the service’s and carries no Chinese text; a text the parent can read wins', async () => {
  await runAction(() => Promise.reject(new TypeError('x is undefined')), { fallback: '领取失败，请稍后再试' })
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '领取失败，请稍后再试' }))
  await runAction(() => Promise.reject(new Error('请稍候')), { fallback: '领取失败，请稍后再试' })
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请稍候' }))
})

test('a success text longer than WeChat draws under an icon (7 characters) goes as plain text, whole', async () => {
  await runAction(async () => undefined, { done: '领取成功' })
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '领取成功', icon: 'success' }))
  await runAction(async () => 5, { done: (n) => `签到成功，积分+${n}` })
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '签到成功，积分+5', icon: 'none' }))
})
