import { CAPITAL_INVALID, toCapitalAmount } from '@/utils/capital-number'

describe('toCapitalAmount', () => {
  it.each([
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    ['1234.56', '壹仟贰佰叁拾肆元伍角陆分'],
    [1234, '壹仟贰佰叁拾肆元整'],
    ['1234.5', '壹仟贰佰叁拾肆元伍角整'],
    ['10.05', '壹拾元零伍分'],
    ['0.56', '伍角陆分'],
    ['0.06', '陆分'],
    [0, '零元整'],
    ['0.00', '零元整'],
    ['100000', '壹拾万元整'],
    ['10010000', '壹仟零壹万元整'],
    ['100000001', '壹亿零壹元整'],
    ['1001', '壹仟零壹元整'],
    ['1010', '壹仟零壹拾元整'],
    ['120000000', '壹亿贰仟万元整'],
    ['1000000000000000', '壹仟万亿元整'],
    ['1000000010000000', '壹仟万亿零壹仟万元整'],
    ['1,680.32', '壹仟陆佰捌拾元叁角贰分'],
    ['-5.2', '负伍元贰角整'],
    ['9.995', '壹拾元整'],
    ['0.004', '零元整'],
    ['9999999999999999.99', '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%p → %s', (input, expected) => {
    expect(toCapitalAmount(input)).toBe(expected)
  })

  it('adds 0.1 and 0.2 as text, not as floats', () => {
    expect(toCapitalAmount(0.1 + 0.2)).toBe('叁角整')
  })

  it.each([['abc'], [''], ['12.3.4'], ['¥12'], [null], [undefined], [NaN], [Infinity], [{}], ['99999999999999999']])(
    'gives the invalid-data message for %p',
    (input) => {
      expect(toCapitalAmount(input)).toBe(CAPITAL_INVALID)
      expect(CAPITAL_INVALID).toBe('无效数据')
    },
  )
})
