import Taro from '@tarojs/taro'
import { requestPay, weappPayResult } from '@/platform/payment'
import { testConfig } from '../helpers/fake-deps'
import { memoryStore } from '@/platform/key-value'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { requestPayment: jest.fn() } }))
const requestPayment = Taro.requestPayment as unknown as jest.Mock

const params = { appId: 'wx', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=1', signType: 'RSA' as const, paySign: 's' }
const deps = () => ({ wxpay: jest.fn(async () => params), config: testConfig(), session: memoryStore() })

describe('weapp payment bridge', () => {
  beforeEach(() => requestPayment.mockReset())

  it('asks the server for parameters and hands them to wx.requestPayment', async () => {
    requestPayment.mockResolvedValue({ errMsg: 'requestPayment:ok' })
    const d = deps()
    await expect(requestPay({ orderId: 'O1', orderCode: 'DD1' }, d)).resolves.toEqual({ kind: 'ok' })
    expect(d.wxpay).toHaveBeenCalledWith({ orderId: 'O1', tradeType: 'JSAPI' })
    expect(requestPayment).toHaveBeenCalledWith({ timeStamp: '1', nonceStr: 'n', package: 'prepay_id=1', signType: 'RSA', paySign: 's' })
  })

  it('requestPayment:fail cancel is a cancel', async () => {
    requestPayment.mockRejectedValue({ errMsg: 'requestPayment:fail cancel' })
    await expect(requestPay({ orderId: 'O1', orderCode: 'DD1' }, deps())).resolves.toEqual({ kind: 'cancel' })
  })

  it('any other failure is a failure', async () => {
    requestPayment.mockRejectedValue({ errMsg: 'requestPayment:fail (detail message)' })
    await expect(requestPay({ orderId: 'O1', orderCode: 'DD1' }, deps())).resolves.toMatchObject({ kind: 'fail' })
    expect(weappPayResult(undefined).kind).toBe('fail')
  })

  it('a failed parameter request rejects before any payment UI', async () => {
    const d = { ...deps(), wxpay: jest.fn(async () => Promise.reject(new Error('订单已支付'))) }
    await expect(requestPay({ orderId: 'O1', orderCode: 'DD1' }, d)).rejects.toThrow('订单已支付')
    expect(requestPayment).not.toHaveBeenCalled()
  })
})
