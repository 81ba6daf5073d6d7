/**
 * What a report never carries: tokens, phone numbers, addresses, identity card numbers. Fed into a
 * report's message, stack, route and data, each must be gone from what the reporter sends.
 */
import { createErrorReporter, type ReportBatch } from '@/services/error-report/error-reporter'
import { scrubData, scrubRoute, scrubText } from '@/services/error-report/scrub'

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJVMTAwMDEiLCJwaG9uZSI6IjEzODAwMTM4MDAwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
const BEARER = 'Bearer mock-access-20261121-3'
const PHONES = ['13800138000', '+86 139-1234-5678', '8613912345678', '159 1234 5678']
const ID_CARDS = ['110101199003077777', '44030519851231002X', '44030519851231002x']
const ADDRESSES = ['上海市黄浦区人民大道200号', '广东省深圳市南山区科技园南区深南大道10000号', '阳光小区3栋2单元501室', '朝阳区建国路88号']

/** Everything private, in one text. */
const PRIVATE = [
  `Authorization: ${BEARER}`,
  `jwt ${JWT}`,
  'GET /pages/home/home?token=h5-demo-token&appId=wx0000000000mockh5&openId=o_h5_demo_parent_0001',
  `call with access_token=abc.def-123&studentToken=s3cr3t`,
  '{"phone":"13800138000","token":"t-1","receiverAddress":"北京市朝阳区","idCard":"110101199003077777"}',
  ...PHONES.map((p) => `phone ${p} refused`),
  ...ID_CARDS.map((id) => `id ${id} invalid`),
  ...ADDRESSES.map((a) => `地址：${a}`),
].join('\n')

const SECRETS = [BEARER.split(' ')[1], JWT, 'h5-demo-token', 'o_h5_demo_parent_0001', 'abc.def-123', 's3cr3t', 't-1', '13800138000', '1391234', '12345678', '5678', '110101199003077777', '44030519851231002', '人民大道', '深南大道', '阳光小区', '建国路', '北京市朝阳区']

const leaks = (text: string) => SECRETS.filter((s) => text.includes(s))

describe('scrubbing', () => {
  it('takes tokens, phone numbers, identity card numbers and addresses out of a text', () => {
    expect(leaks(PRIVATE)).toEqual(SECRETS) // the text has them all
    const clean = scrubText(PRIVATE)
    expect(leaks(clean)).toEqual([])
    expect(clean).toContain('Bearer [token]')
    expect(clean).toContain('[phone]')
    expect(clean).toContain('[id-card]')
    expect(clean).toContain('[address]')
  })

  it('keeps what is not private: messages, service paths, order codes, prices, cities', () => {
    const text = "TypeError: Cannot read properties of undefined (reading 'map') at /mall/api/v1/order/DD202601010001 ¥12.00 深圳市 服务器繁忙，请稍候再试! pageIndex=2"
    expect(scrubText(text)).toBe(text)
  })

  it('scrubs a page address’s query, decoded values included', () => {
    expect(scrubRoute('/pages/home/home?token=abc&appId=wx1&openId=o1&debug=1')).toBe('/pages/home/home?token=[removed]&appId=wx1&openId=[removed]&debug=1')
    expect(scrubRoute(`/pages/auth/login?code=071abc&phone=13800138000&q=${encodeURIComponent('上海市黄浦区人民大道200号')}`)).toBe('/pages/auth/login?code=[removed]&phone=[removed]&q=[address]')
    expect(scrubRoute('/pages/order/order-detail?orderCode=DD202601010001')).toBe('/pages/order/order-detail?orderCode=DD202601010001')
  })

  it('removes private keys of data and scrubs every text in it', () => {
    expect(
      scrubData({ path: '/mall/api/v1/address', code: 500, status: 500, address: { province: '广东省', detail: '南山区科技园' }, mobile: 13800138000, note: `call ${PHONES[0]}`, list: [{ token: 'x' }, 13912345678] }),
    ).toEqual({ path: '/mall/api/v1/address', code: 500, status: 500, address: '[removed]', mobile: '[removed]', note: 'call [phone]', list: [{ token: '[removed]' }, '[phone]'] })
  })

  it('nothing private leaves in a report: message, stack, route and data', async () => {
    const sent: ReportBatch[] = []
    const reporter = createErrorReporter({
      build: { version: '1', commit: 'c' },
      send: async (batch) => void sent.push(batch),
      now: () => 0,
      later: (run) => run(),
      where: () => ({ route: `/pages/address/address-edit?phone=13800138000&token=${JWT}&id=7`, platform: 'mini-program' }),
    })
    const error = new Error(`save failed for 13800138000 at 上海市黄浦区人民大道200号 with ${BEARER}`)
    error.stack = `Error: ${PRIVATE}\n    at save (address-edit.js:1:1)`
    reporter.report('error', error, { data: { body: PRIVATE, idCard: ID_CARDS[0], url: '/api/x?token=abc' } })
    const json = JSON.stringify(sent)
    expect(sent).toHaveLength(1)
    expect(leaks(json)).toEqual([])
    expect(json).not.toMatch(/1[3-9]\d{9}/)
    expect(json).not.toMatch(/\d{17}[\dXx]/)
    expect(sent[0].reports[0].route).toBe('/pages/address/address-edit?phone=[removed]&token=[removed]&id=7')
  })
})
