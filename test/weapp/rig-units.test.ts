/** The rig's own parts: setData key paths, the production-host mapping, reading node trees, the services in a worker. */
import { buildMockApp } from '../../mock/app'
import { applySetData, parseKeyPath } from './rig/key-path'
import { ServicesWorker, type MockServices } from './rig/mock-services'
import { mockPathOf } from './rig/mock-transport'
import { findByText, handlersFor, textOf } from './rig/node-tree'
import type { WxNode } from './rig/template-engine'
import { MockData } from './route-samples'

test('setData key paths split as the client splits them', () => {
  expect(parseKeyPath('root.cn.[0].cn.[12].v')).toEqual(['root', 'cn', 0, 'cn', 12, 'v'])
  expect(parseKeyPath('list[2].name')).toEqual(['list', 2, 'name'])
  expect(parseKeyPath('a.b')).toEqual(['a', 'b'])
  expect(() => parseKeyPath('a..b')).toThrow(/empty segment/)
})

test('setData applies each path in order, creating what is missing, and stores copies', () => {
  const data: Record<string, unknown> = { root: { cn: [{ v: 'a' }] } }
  const payload = { 'root.cn.[0].v': 'b', 'root.cn.[1]': { v: 'c' }, 'root.uid': 'page', 'x.[1].y': 1 }
  applySetData(data, payload)
  expect(data).toEqual({ root: { cn: [{ v: 'b' }, { v: 'c' }], uid: 'page' }, x: [undefined, { y: 1 }] })
  ;(payload['root.cn.[1]'] as { v: string }).v = 'changed later'
  expect((data.root as { cn: Array<{ v: string }> }).cn[1].v).toBe('c')
})

test('production hosts map to the mock as the one-origin test setup mounts them; others are refused', () => {
  expect(mockPathOf('https://mall.kidshealth.example/mall/api/v1/cart?x=1')).toBe('/mall/api/v1/cart?x=1')
  expect(mockPathOf('https://auth.kidshealth.example/api/bind/user/miniPrograms/login')).toBe('/api/bind/user/miniPrograms/login')
  expect(mockPathOf('https://restapi.amap.com/v3/geocode/regeo')).toBe('/maps/v3/geocode/regeo')
  // the error-report collector of .env.production is the mock's own route of .env.e2e
  expect(mockPathOf('https://app.kidshealth.example/api/client-errors')).toBe('/mock/error-reports')
  // the object-storage folder of .env.production (named pictures: the empty state's) is the mock's of .env.e2e
  expect(mockPathOf('https://static.kidshealth.example/storefront/empty.png')).toBe('/mock/oss/empty.png')
  expect(mockPathOf('https://evil.example/x')).toBeNull()
})

test('a tap on a text reaches its nearest ancestor that handles taps', () => {
  const tree: WxNode = {
    tag: 'wx-page',
    attr: {},
    children: [{ tag: 'wx-view', attr: { bindtap: 'eh', id: '_A' }, children: [{ tag: 'wx-text', attr: { id: '_B' }, children: ['去支付'] }, ' ¥12.00'] }],
  }
  expect(textOf(tree)).toBe('去支付  ¥12.00')
  const [hit] = findByText(tree, '去支付')
  expect(hit.node.attr.id).toBe('_B')
  expect(handlersFor(hit, 'tap')).toEqual([{ node: expect.objectContaining({ attr: { bindtap: 'eh', id: '_A' } }), handler: 'eh' }])
  expect(handlersFor(hit, 'input')).toEqual([])
})

test('a tap bubbles to every ancestor that binds it, as WeChat sends it, until one catches it; an input does not bubble', () => {
  const tree: WxNode = {
    tag: 'wx-page',
    attr: {},
    children: [
      {
        tag: 'wx-view',
        attr: { catchtap: 'eh', id: '_D' },
        children: [
          {
            tag: 'wx-view',
            attr: { bindtap: 'eh', bindinput: 'eh', id: '_C' },
            children: [{ tag: 'wx-view', attr: { id: '_B2' }, children: [{ tag: 'wx-button', attr: { bindtap: 'eh', bindinput: 'eh', id: '_A' }, children: ['删除订单'] }] }],
          },
        ],
      },
    ],
  }
  const [hit] = findByText({ tag: 'wx-page', attr: {}, children: [{ tag: 'wx-view', attr: { bindtap: 'eh', id: '_E' }, children: tree.children }] }, '删除订单')
  // the outer _E is never reached: _D catches the tap
  expect(handlersFor(hit, 'tap').map((h) => h.node.attr.id)).toEqual(['_A', '_C', '_D'])
  expect(handlersFor(hit, 'input').map((h) => h.node.attr.id)).toEqual(['_A'])
  expect(handlersFor(hit, 'longpress')).toEqual([])
})

test('services in a worker thread (the bench) answer as the services in this thread do, each app with its own state', async () => {
  const worker = new ServicesWorker()
  const here: MockServices = await buildMockApp()
  try {
    const there = await worker.start()
    const other = await worker.start()
    const ask = { method: 'POST', url: '/mall/api/v1/product/discover', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ pageIndex: 1, pageSize: 5 }) }
    const [a, b] = [await here.inject(ask), await there.inject(ask)]
    expect(b.statusCode).toBe(200)
    expect(b.json()).toEqual(a.json())
    // state is the app's: the parent bound in one is not bound in the other
    await expect(MockData.bindDemoParent(there)).resolves.toBeInstanceOf(MockData)
    await expect(MockData.login(there)).resolves.toBeInstanceOf(MockData)
    await expect(MockData.login(other)).rejects.toThrow(/mock login failed/)
    await there.close()
    await expect(there.inject(ask)).rejects.toThrow(/no mock app/)
  } finally {
    await here.close()
    await worker.end()
  }
})
