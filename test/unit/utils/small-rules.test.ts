import { NATIVE_EVENTS, isNativeEvent } from '@/platform/native-events'
import { isStorefrontTab, tabTitle } from '@/services/api/home-api'
import { placeFromRegeo } from '@/pages/common/model/maps-api'
import { CallbackQueue } from '@/utils/callback-queue'
import { isChunkLoadError } from '@/utils/chunk-load-error'

describe('native shell events', () => {
  it('are the 19 events the shell understands', () => {
    expect(NATIVE_EVENTS).toHaveLength(19)
    expect(new Set(NATIVE_EVENTS).size).toBe(19)
    expect(isNativeEvent('LOGIN')).toBe(true)
    expect(isNativeEvent('DISTRIBUTION_SAVE_POSTER')).toBe(true)
    expect(isNativeEvent('login')).toBe(false)
  })
})

describe('queued login callbacks', () => {
  it('runs each queued callback exactly once', () => {
    const q = new CallbackQueue<string>()
    const a = jest.fn()
    const b = jest.fn()
    q.add(a)
    q.add(b)
    q.flush('t1')
    q.flush('t2')
    expect(a.mock.calls).toEqual([['t1']])
    expect(b.mock.calls).toEqual([['t1']])
  })
  it('answers late callers at once, and a throwing callback does not stop the rest', () => {
    const q = new CallbackQueue<string>()
    const c = jest.fn()
    q.add(() => {
      throw new Error('boom')
    })
    q.add(c)
    q.flush('t')
    expect(c).toHaveBeenCalledWith('t')
    const late = jest.fn()
    q.add(late)
    expect(late).toHaveBeenCalledWith('t')
    q.reset()
    const afterReset = jest.fn()
    q.add(afterReset)
    expect(afterReset).not.toHaveBeenCalled()
    expect(q.size).toBe(1)
  })
})

describe('home category tabs', () => {
  it('keeps only tabs whose platformType contains 2, titled name·description', () => {
    const tabs = [
      { code: 'A', name: '推荐', description: '为你精选', platformType: '1,2' },
      { code: 'B', name: 'App', description: '', platformType: '3' },
      { code: 'C', name: '康复', description: '', platformType: '12' },
      { code: 'D', name: '测评', description: '发育评估', platformType: ' 2 ' },
    ]
    expect(tabs.filter(isStorefrontTab).map((t) => t.code)).toEqual(['A', 'D'])
    expect(tabTitle(tabs[0])).toBe('推荐·为你精选')
    expect(tabTitle(tabs[2])).toBe('康复')
  })
})

describe('reverse geocoding', () => {
  it('reads regeocode.addressComponent.city, falling back to the province for municipalities', () => {
    expect(placeFromRegeo({ status: '1', info: 'OK', regeocode: { formatted_address: '', addressComponent: { province: '广东省', city: '深圳市', district: '' } } })).toEqual({ city: '深圳市', province: '广东省' })
    expect(placeFromRegeo({ status: '1', info: 'OK', regeocode: { formatted_address: '', addressComponent: { province: '北京市', city: [], district: '' } } })).toEqual({ city: '北京市', province: '北京市' })
    expect(placeFromRegeo({ status: '0', info: 'INVALID_USER_KEY' })).toBeNull()
  })
})

describe('chunk load failures', () => {
  it('recognises webpack chunk errors only', () => {
    const e = Object.assign(new Error('Loading chunk 45 failed.\n(timeout: /js/45.js)'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(e)).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true)
    expect(isChunkLoadError(new Error('network'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})
