import { capitalAmount } from '@/pages/order/model/capital-amount'

describe('an amount in financial capitals (the order contract)', () => {
  it.each([
    [12000, '壹佰贰拾元整'],
    [123456, '壹仟贰佰叁拾肆元伍角陆分'],
    [123400, '壹仟贰佰叁拾肆元整'],
    [123450, '壹仟贰佰叁拾肆元伍角整'],
    [1005, '壹拾元零伍分'],
    [56, '伍角陆分'],
    [6, '陆分'],
    [0, '零元整'],
    [10000000, '壹拾万元整'],
    [1001000000, '壹仟零壹万元整'],
    [10000000100, '壹亿零壹元整'],
    [100100, '壹仟零壹元整'],
    [101000, '壹仟零壹拾元整'],
    [12000000000, '壹亿贰仟万元整'],
    [168032, '壹仟陆佰捌拾元叁角贰分'],
    [-520, '负伍元贰角整'],
    [100000000000000, '壹万亿元整'],
    [100000001000000, '壹万亿零壹万元整'],
    [9007199254740991, '玖拾万零柒佰壹拾玖亿玖仟贰佰伍拾肆万柒仟肆佰零玖元玖角壹分'],
  ])('%p fen → %s', (fen, expected) => {
    expect(capitalAmount(fen)).toBe(expected)
  })

  // spec §5: "Capital-number converter gives an invalid-data message for non-numeric"
  it.each([['abc'], [''], ['12000'], [null], [undefined], [NaN], [Infinity], [12.5], [{}], [2 ** 60]])('gives the invalid-data message 无效数据 for %p', (input) => {
    expect(capitalAmount(input)).toBe('无效数据')
  })
})
