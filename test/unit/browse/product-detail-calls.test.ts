import { safeParse } from 'valibot'
import { createProductDetailApi } from '@/shared/product/product-detail-api'
import { liveSessions, product, schedulePlan } from '@/shared/product/product-detail-calls'
import type { Send } from '@/services/http/types'
import { answeringSend } from '../helpers/answering-send'
import { testConfig } from '../helpers/fake-deps'


const MALL = 'https://mall.test/mall/api/v1'
const api = (send: Send) => createProductDetailApi(send, testConfig())

describe('product detail calls', () => {
  it('reads the product: ids as text, the collect flag 0 or 1, missing lists empty and missing HTML empty', async () => {
    const { send, sent } = answeringSend({ productId: 7, name: '感统训练', productSkuId: 71, isCollect: true, skuList: [{ skuId: 71, stock: 3 }], detail: null })
    const p = await api(send).product('P 7')
    expect(sent[0]).toEqual(expect.objectContaining({ url: `${MALL}/product/P%207`, method: 'GET', shape: product.shape }))
    expect(p).toEqual({ productId: '7', name: '感统训练', productSkuId: '71', isCollect: 1, skuList: [{ skuId: '71', stock: 3 }], specList: [], freightList: [], detail: '' })
  })

  it('reads a product without an sku to open on as such', async () => {
    const { send } = answeringSend({ productId: 'P1', name: 'x', isCollect: 0, skuList: null })
    const p = await api(send).product('P1')
    expect(p.productSkuId).toBeUndefined()
    expect(p.skuList).toEqual([])
  })

  it('reads no expiry answer as not expired, and a flag as 0 or 1', async () => {
    const { send } = answeringSend(null, { isExpire: true, expireTime: '2026-11-18 23:59:59' })
    await expect(api(send).expireStatus('P1')).resolves.toEqual({ isExpire: 0, expireTime: null })
    await expect(api(send).expireStatus('P1')).resolves.toEqual({ isExpire: 1, expireTime: '2026-11-18 23:59:59' })
  })

  it('asks for a campus’s plan with the date in the query; days full or not, classes with their ids as text', async () => {
    const cls = { scheduleId: 5, startDateTime: '2026-11-23 09:00:00', endDateTime: '2026-11-23 10:30:00', remainCount: null }
    const { send, sent } = answeringSend(null, { weekPlanList: [{ courseDate: '2026-11-23', isFull: 1 }, { courseDate: '2026-11-24' }], scheduleList: [cls] })
    await expect(api(send).schedulePlan('P1', 'C1', { date: '2026-11-21', onlySchedulPlanList: 1 })).resolves.toEqual({ weekPlanList: [], scheduleList: [] })
    const plan = await api(send).schedulePlan('P1', 'C1', { date: '2026-11-23' })
    expect(sent.map((s) => s.url)).toEqual([
      `${MALL}/product/schedulPlan/P1/C1?date=2026-11-21&onlySchedulPlanList=1`,
      `${MALL}/product/schedulPlan/P1/C1?date=2026-11-23`,
    ])
    expect(sent[0].shape).toBe(schedulePlan.shape)
    expect(plan.weekPlanList).toEqual([
      { courseDate: '2026-11-23', isFull: true },
      { courseDate: '2026-11-24', isFull: false },
    ])
    // a class without its count of places is full; without a room or teachers it shows none
    expect(plan.scheduleList).toEqual([{ ...cls, scheduleId: '5', classRoom: { classRoomName: '' }, scheduleTeacherDetailList: [], remainCount: 0 }])
  })

  it('reads the recommendations as product cards, none when the page is missing', async () => {
    const { send, sent } = answeringSend({ list: [{ productId: 2, name: '推荐' }], total: 1 }, null)
    await expect(api(send).recommend({ productId: 'P1', pageIndex: 1, pageSize: 6 })).resolves.toEqual([{ productId: '2', name: '推荐' }])
    await expect(api(send).recommend({ productId: 'P1', pageIndex: 1, pageSize: 6 })).resolves.toEqual([])
    expect(sent[0]).toEqual(expect.objectContaining({ url: `${MALL}/product/recommend`, method: 'POST', data: { productId: 'P1', pageIndex: 1, pageSize: 6 } }))
  })

  it('collect answers the new state as 0 or 1', async () => {
    const { send, sent } = answeringSend({ isCollect: true })
    await expect(api(send).collect({ productId: 'P1', isCollect: 1 })).resolves.toEqual({ isCollect: 1 })
    expect(sent[0]).toEqual(expect.objectContaining({ url: `${MALL}/product/collect`, method: 'POST', data: { productId: 'P1', isCollect: 1 } }))
  })

  it('reads live sessions and an action’s answer with their ids as text and their flags 0 or 1', async () => {
    const session = { productId: 31, name: '第1讲', liveStartTime: '2026-11-23 19:00:00', liveStatus: 0, isAppointment: false, isUnlock: true, needUnlock: null }
    const { send, sent } = answeringSend([session], { productId: 31, isAppointment: true, isUnlock: 1 })
    expect(await api(send).liveProducts('P3')).toEqual([{ ...session, productId: '31', isAppointment: 0, isUnlock: 1, needUnlock: 0 }])
    expect(await api(send).liveAction({ productId: '31', appointmentDataType: 1 })).toEqual({ productId: '31', isAppointment: 1, isUnlock: 1 })
    expect(sent.map((s) => [s.method, s.url, s.data])).toEqual([
      ['GET', `${MALL}/product/liveProductList/P3`, undefined],
      ['POST', `${MALL}/product/liveProduct/appointmentAndUnlock`, { productId: '31', appointmentDataType: 1 }],
    ])
  })

  it('the shapes refuse what the page could not draw', () => {
    expect(safeParse(product.shape, null).success).toBe(false)
    expect(safeParse(product.shape, { productId: 'P1', name: 'x', skuList: [{ stock: 1 }] }).success).toBe(false)
    expect(safeParse(liveSessions.shape, [{ productId: 'L1', name: 'x', liveStartTime: '2026-11-23 19:00:00', liveStatus: '0', isAppointment: 0, isUnlock: 0 }]).success).toBe(false)
  })
})
