import { safeParse } from 'valibot'
import { createOrderApi } from '@/pages/order/model/order-api'
import { orderDetail } from '@/pages/order/model/order-calls'
import { orderQuery } from '@/services/api/order-query-calls'
import { answeringSend } from '../helpers/answering-send'
import { testConfig } from '../helpers/fake-deps'


const line = { productId: 7, productName: '感统训练', pic: 'a.png,b.png', amount: 1, payType: 0, money: '99.00' }
const summary = { orderId: 900001, orderCode: 'DD1', status: 1, createTime: '2026-11-20 10:00:00', lines: [line], payMoney: '99.00' }

describe('order calls', () => {
  it('asks for a page with the API version and reads ids as text, missing points and goods flags as none', async () => {
    const { send, sent } = answeringSend({ dataList: [{ ...summary, lines: [{ ...line, skuId: 12, point: null }] }], totalCount: '9' })
    const page = await createOrderApi(send, testConfig()).query({ pageIndex: 2, pageSize: 4, query: 'DD', status: 2 })
    expect(sent[0]).toEqual(expect.objectContaining({ url: 'https://mall.test/mall/api/v1/order/query?version=6.1.0', method: 'POST', data: { pageIndex: 2, pageSize: 4, query: 'DD', status: 2 } }))
    expect(page.totalCount).toBe(9)
    const [order] = page.dataList
    expect(order).toMatchObject({ orderId: '900001', point: 0, hasGoods: false, received: false })
    expect(order.lines[0]).toMatchObject({ productId: '7', skuId: '12', point: 0 })
    // not shipped and not known to be shipped are different states (待发货 against 待收货)
    expect('shipped' in order).toBe(false)
    expect(order.lines[0]).not.toHaveProperty('skuId', 12)
  })

  it('reads a missing page, list or count as empty', async () => {
    const { send } = answeringSend(null, { totalCount: null })
    const api = createOrderApi(send, testConfig())
    await expect(api.query({ pageIndex: 1, pageSize: 4, query: '' })).resolves.toEqual({ dataList: [], totalCount: 0 })
    await expect(api.query({ pageIndex: 1, pageSize: 4, query: '' })).resolves.toEqual({ dataList: [], totalCount: 0 })
  })

  it('keeps the shipped flag the service sends, and reads a detail without contract or lines as such', async () => {
    const { send, sent } = answeringSend({ ...summary, shipped: false, hasGoods: true, freight: '0.00' })
    const order = await createOrderApi(send, testConfig()).detail('900 001')
    expect(sent[0].url).toBe('https://mall.test/mall/api/v1/order/900%20001?version=6.1.0')
    expect(order).toMatchObject({ orderId: '900001', shipped: false, hasGoods: true, hasContract: false, freight: '0.00' })
  })

  it('sends delete, receipt and cancel to their own paths, the reason in the body', async () => {
    const { send, sent } = answeringSend(null, null, null)
    const api = createOrderApi(send, testConfig())
    await api.remove('O1')
    await api.receive('O1')
    await api.cancel('O1', { reason: '不想买了' })
    expect(sent.map((s) => [s.method, s.url, s.data])).toEqual([
      ['DELETE', 'https://mall.test/mall/api/v1/order/O1', undefined],
      ['PUT', 'https://mall.test/mall/api/v1/order/receive/O1', undefined],
      ['POST', 'https://mall.test/mall/api/v1/order/cancel/O1', { reason: '不想买了' }],
    ])
  })

  it('reads a parcel without company or tracking number as empty text', async () => {
    const { send } = answeringSend({ steps: [{ time: '2026-11-20 10:00:00', text: '已揽收' }] })
    await expect(createOrderApi(send, testConfig()).delivery('O1')).resolves.toEqual({ company: '', trackingNumber: '', steps: [{ time: '2026-11-20 10:00:00', text: '已揽收' }] })
  })

  it('the shapes refuse what the pages could not draw', () => {
    expect(safeParse(orderQuery.shape, { dataList: [summary], totalCount: 1 }).success).toBe(true)
    expect(safeParse(orderQuery.shape, { dataList: [{ ...summary, lines: [{ ...line, payType: 2 }] }] }).success).toBe(false)
    expect(safeParse(orderQuery.shape, { dataList: [{ ...summary, payMoney: null }] }).success).toBe(false)
    expect(safeParse(orderDetail.shape, { ...summary, address: { name: '王芳', phone: '13800138000' } }).success).toBe(false)
  })
})
