import { safeParse } from 'valibot'
import { createCheckoutApi } from '@/shared/trade/checkout-api'
import { confirmOrder } from '@/shared/trade/checkout-calls'
import { wxPay } from '@/services/pay/wxpay-calls'
import { answeringSend } from '../helpers/answering-send'
import { testConfig } from '../helpers/fake-deps'


const MALL = 'https://mall.test/mall/api/v1'
const line = { productId: 7, productName: '感统训练', pic: 'a.png', amount: 2, payType: 0, money: '100.00' }
const held = { userCouponId: 11, couponName: '满100减20', facevalue: 20, expiryType: 1, expiryDays: 30, overlay: 1, usable: true }
const offer = { couponId: 'C9', couponName: '新人券', facevalue: '5.00', receiveCount: 1 }

describe('checkout calls', () => {
  it('reads a money draft: ids as text, only the coupons held (as the coupon list reads them), missing lists empty', async () => {
    const draft = {
      cartList: [{ ...line, cartId: 3, skuId: 4, scheduleId: null, distributionSaleConfigId: 'DSC1' }],
      couponList: [held, offer],
      schemeDiscountId: 88,
      discountSchemeMoney: '30.00',
      walletMoney: 50,
    }
    const { send, sent } = answeringSend({ cartConfirmirmOrderResponse: draft })
    const c = await createCheckoutApi(send, testConfig()).confirm({ cartIdList: ['3'], carts: [{ cartId: '3', amount: 2, payType: 0 }] })
    expect(sent[0]).toEqual(expect.objectContaining({ url: `${MALL}/product/order/confirmMergePayType`, method: 'POST', data: { cartIdList: ['3'], carts: [{ cartId: '3', amount: 2, payType: 0 }] } }))
    expect(Object.keys(c)).toEqual(['cartConfirmirmOrderResponse'])
    const d = c.cartConfirmirmOrderResponse!
    expect(d.cartList).toEqual([{ productId: '7', productName: '感统训练', pic: 'a.png', amount: 2, payType: 0, money: '100.00', cartId: '3', skuId: '4', distributionSaleConfigId: 'DSC1', point: 0 }])
    expect(d.couponList).toHaveLength(1)
    expect(d.couponList[0]).toMatchObject({ userCouponId: '11', facevalue: '20', overlay: true, usable: true })
    expect(d).toMatchObject({ schemeDiscountId: '88', freight: [], hasGoods: false, walletMoney: 50 })
  })

  it('reads a points draft with its points and balance (0 when missing)', async () => {
    const { send } = answeringSend({ pointConfirmOrderResponse: { cartList: [{ ...line, payType: 1, point: 300 }], userPoint: 1200, hasGoods: true } })
    const c = await createCheckoutApi(send, testConfig()).confirm({ product: { productId: '7', amount: 1, payType: 1 } })
    expect(c.pointConfirmOrderResponse).toMatchObject({ point: 0, userPoint: 1200, hasGoods: true, freight: [] })
    expect(c.pointConfirmOrderResponse!.cartList[0]).toMatchObject({ productId: '7', point: 300 })
  })

  it('the confirmation shape refuses a line the page could not price, and a draft without lines', () => {
    expect(safeParse(confirmOrder.shape, { moneyConfirmOrderResponse: { cartList: [line] } }).success).toBe(true)
    expect(safeParse(confirmOrder.shape, { moneyConfirmOrderResponse: { cartList: [{ ...line, payType: 2 }] } }).success).toBe(false)
    expect(safeParse(confirmOrder.shape, { moneyConfirmOrderResponse: { couponList: [] } }).success).toBe(false)
    expect(safeParse(confirmOrder.shape, null).success).toBe(false)
  })

  it('reads the best promotion, the orders created, the exchange and the status with their ids as text', async () => {
    const { send, sent } = answeringSend(
      { schemeDiscountId: null, schemeDiscountAmount: '0.00', userCouponIds: [11, 'S2'] },
      { moneyPayResponse: { orderId: 900001, orderCode: 'DD1', payMoney: '190.00' } },
      { orderId: 900002, orderCode: 'DD2', point: 300 },
      { orderId: '900001', status: 2 },
    )
    const api = createCheckoutApi(send, testConfig())
    await expect(api.bestPromotion({ pays: [] })).resolves.toEqual({ schemeDiscountId: null, schemeDiscountAmount: '0.00', userCouponIds: ['11', 'S2'] })
    const paid = await api.mergePay({ couponPays: [], reserveMoney: '0.00', schemeDiscountAmount: '0.00', schemeDiscountId: null, pays: [], finalDiscountedPrice: '190.00', point: 0, requestKey: 'k' })
    expect(paid).toEqual({ moneyPayResponse: { orderId: '900001', orderCode: 'DD1', payMoney: '190.00' } })
    await expect(api.exchangePoint({ productId: '7', amount: 1 })).resolves.toEqual({ orderId: '900002', orderCode: 'DD2', point: 300 })
    await expect(api.queryStatus('900 001')).resolves.toBe(2)
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['POST', `${MALL}/promotion/best`],
      ['POST', `${MALL}/mergePay`],
      ['POST', `${MALL}/point`],
      ['GET', `${MALL}/order/queryStatus/900%20001`],
    ])
  })

  it('hands WeChat the timestamp as text, and refuses a signature method WeChat does not know', async () => {
    const params = { appId: 'wx1', timeStamp: 1763690400, nonceStr: 'n', package: 'prepay_id=1', signType: 'RSA', paySign: 's' }
    const { send, sent } = answeringSend(params)
    await expect(createCheckoutApi(send, testConfig()).wxpay({ orderId: 'O1', tradeType: 'JSAPI' })).resolves.toEqual({ ...params, timeStamp: '1763690400' })
    expect(sent[0]).toEqual(expect.objectContaining({ url: `${MALL}/pay/wxpay`, method: 'POST', data: { orderId: 'O1', tradeType: 'JSAPI' } }))
    expect(safeParse(wxPay.shape, { ...params, signType: 'SHA1' }).success).toBe(false)
  })

  it("lists the parent's own coupons of a tab, none when the service answers nothing", async () => {
    const { send } = answeringSend([held, offer], null)
    const api = createCheckoutApi(send, testConfig())
    expect((await api.coupons({ type: 0, pageIndex: 1, pageSize: 20 })).map((c) => c.userCouponId)).toEqual(['11'])
    await expect(api.coupons({ type: 1, pageIndex: 1, pageSize: 20 })).resolves.toEqual([])
  })
})
