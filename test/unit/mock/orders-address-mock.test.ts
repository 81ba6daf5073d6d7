import { mockAppPerTest } from '../helpers/mock-app'

const mock = mockAppPerTest(7)

const { call } = mock
const query = (body: object) => call('POST', '/mall/api/v1/order/query?version=6.1.0', body)

describe('mock orders', () => {
  it('pages the demo parent orders by 4 and filters by status', async () => {
    const all = await query({ pageIndex: 1, pageSize: 4, query: '' })
    expect(all.code).toBe(0)
    expect(all.data.dataList).toHaveLength(4)
    expect(all.data.totalCount).toBeGreaterThan(8)
    const last = await query({ pageIndex: Math.ceil(all.data.totalCount / 4), pageSize: 4, query: '' })
    expect(last.data.dataList.length).toBe(all.data.totalCount - 4 * (Math.ceil(all.data.totalCount / 4) - 1))
    for (const status of [2, 1, -1]) {
      const page = await query({ pageIndex: 1, pageSize: 50, query: '', status })
      expect(page.data.dataList.length).toBeGreaterThan(0)
      expect(page.data.dataList.every((o: { status: number }) => o.status === status)).toBe(true)
    }
    expect((await call('POST', '/mall/api/v1/order/query?version=6.1.0', { pageIndex: 1, pageSize: 4 }, {})).code).toBe(-400)
  })

  it('is deterministic for a seed', async () => {
    const a = await query({ pageIndex: 1, pageSize: 50, query: '' })
    await mock.app.inject({ method: 'POST', url: '/__mock__/reset' })
    const again = await mock.app.inject({ method: 'GET', url: '/api/auth/h5/exchange?token=h5-demo-token&appId=a&openId=o' })
    const b = await call('POST', '/mall/api/v1/order/query?version=6.1.0', { pageIndex: 1, pageSize: 50, query: '' }, { authorization: `Bearer ${again.json().data.access_token}` })
    const strip = (list: { orderCode: string; lines: { productName: string }[]; status: number }[]) => list.map((o) => [o.orderCode, o.status, o.lines.map((l) => l.productName)])
    expect(strip(b.data.dataList)).toEqual(strip(a.data.dataList))
  })

  it('pending order: detail by id and code, still payable, cancel with a reason, then delete', async () => {
    const pending = (await query({ pageIndex: 1, pageSize: 4, query: '', status: 2 })).data.dataList[0]
    const byId = await call('GET', `/mall/api/v1/order/${pending.orderId}?version=6.1.0`)
    const byCode = await call('GET', `/mall/api/v1/order/${pending.orderCode}?version=6.1.0`)
    expect(byCode.data.orderId).toBe(byId.data.orderId)
    const validity = await call('GET', `/mall/api/v1/order/validity/${pending.orderId}`)
    expect(validity.data).toMatchObject({ valid: true, expireTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) })
    expect((await call('DELETE', `/mall/api/v1/order/${pending.orderId}`)).code).not.toBe(0)
    expect((await call('POST', `/mall/api/v1/order/cancel/${pending.orderId}`, {})).msg).toBe('请选择取消原因')
    expect((await call('POST', `/mall/api/v1/order/cancel/${pending.orderId}`, { reason: '不想买了' })).code).toBe(0)
    const cancelled = await call('GET', `/mall/api/v1/order/${pending.orderId}?version=6.1.0`)
    expect(cancelled.data).toMatchObject({ status: -1, cancelReason: '不想买了' })
    expect((await call('GET', `/mall/api/v1/order/validity/${pending.orderId}`)).data.valid).toBe(false)
    expect((await call('DELETE', `/mall/api/v1/order/${pending.orderId}`)).code).toBe(0)
    expect((await call('GET', `/mall/api/v1/order/${pending.orderId}?version=6.1.0`)).code).toBe(404)
  })

  it('accepts bodiless DELETE and PUT sent with a JSON content type, as the app sends them', async () => {
    const cancelled = (await query({ pageIndex: 1, pageSize: 4, query: '', status: -1 })).data.dataList[0]
    const res = await mock.app.inject({ method: 'DELETE', url: `/mall/api/v1/order/${cancelled.orderId}`, headers: { ...mock.auth, 'content-type': 'application/json' } })
    expect(res.json().code).toBe(0)
    const bad = await mock.app.inject({ method: 'POST', url: '/mall/api/v1/order/query', headers: { ...mock.auth, 'content-type': 'application/json' }, payload: '{oops' })
    expect(bad.statusCode).toBe(400)
  })

  it('shipped goods: delivery trace, confirm receipt once', async () => {
    const finished = (await query({ pageIndex: 1, pageSize: 50, query: '', status: 1 })).data.dataList
    const shipped = finished.find((o: { hasGoods: boolean; received: boolean }) => o.hasGoods && !o.received)
    expect(shipped).toBeDefined()
    const delivery = await call('GET', `/mall/api/v1/order/delivery/${shipped.orderId}`)
    expect(delivery.data).toMatchObject({ company: expect.any(String), trackingNumber: expect.any(String) })
    expect(delivery.data.steps.length).toBeGreaterThan(2)
    expect((await call('PUT', `/mall/api/v1/order/receive/${shipped.orderId}`)).code).toBe(0)
    expect((await call('PUT', `/mall/api/v1/order/receive/${shipped.orderId}`)).code).not.toBe(0)
  })

  it('answers a contract as HTML for orders that have one', async () => {
    const all = (await query({ pageIndex: 1, pageSize: 50, query: '' })).data.dataList
    let found = false
    for (const o of all) {
      const c = await call('GET', `/mall/api/v1/order/contract/${o.orderId}`)
      if (c.code === 0) {
        found = true
        expect(c.data.content).toContain('<p>')
      }
    }
    expect(found).toBe(true)
  })
})

describe('mock addresses', () => {
  const save = (method: 'POST' | 'PUT', body: object) => call(method, '/mall/api/v1/address', body)
  const body = { name: '张三', phone: '13711112222', areaCode: '330000-330100-330106', areaName: '浙江省 杭州市 西湖区', detail: '文三路 90 号', isDefault: 0 }

  it('creates, edits and deletes, keeping at most one default', async () => {
    const start = (await call('GET', '/mall/api/v1/address')).data
    expect(start.filter((a: { isDefault: number }) => a.isDefault === 1)).toHaveLength(1)
    const created = (await save('POST', { ...body, isDefault: 1 })).data
    let list = (await call('GET', '/mall/api/v1/address')).data
    expect(list[0].addressId).toBe(created.addressId)
    expect(list.filter((a: { isDefault: number }) => a.isDefault === 1)).toHaveLength(1)
    expect((await save('PUT', { ...body, addressId: created.addressId, detail: '文三路 100 号', isDefault: 0 })).data.detail).toBe('文三路 100 号')
    expect((await call('DELETE', '/mall/api/v1/address', { addressId: created.addressId })).code).toBe(0)
    list = (await call('GET', '/mall/api/v1/address')).data
    expect(list).toHaveLength(start.length)
  })

  it('refuses a bad phone and an unknown address', async () => {
    expect((await save('POST', { ...body, phone: '123' })).msg).toBe('请填写正确的11位手机号码')
    expect((await save('PUT', { ...body, addressId: 'nope' })).code).toBe(404)
    expect((await call('GET', '/mall/api/v1/address', undefined, {})).code).toBe(-400)
  })
})
