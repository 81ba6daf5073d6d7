import { areaLabel, cityCodeOf, isCompleteAreaCode, joinAreaCode, provinceCodeOf, splitAreaCode, type AreaNameLookup } from '@/utils/area-code'

const names: Record<string, string> = {
  'province:440000': '广东省',
  'city:440300': '深圳市',
  'county:440305': '南山区',
  'province:110000': '北京市',
  'city:110100': '北京市',
  'county:110105': '朝阳区',
}
const lookup: AreaNameLookup = (level, code) => names[`${level}:${code}`]

describe('area codes', () => {
  it('joins 6-digit codes per level with -', () => {
    expect(joinAreaCode(['440000', '440300', '440305'])).toBe('440000-440300-440305')
    expect(joinAreaCode([440000, 440300])).toBe('440000-440300')
    expect(joinAreaCode(['44000', '440300', '440305'])).toBeNull()
    expect(joinAreaCode([])).toBeNull()
    expect(joinAreaCode(['440000', '440300', '440305', '440305'])).toBeNull()
  })

  it('splits a joined code, and gives [] for malformed input', () => {
    expect(splitAreaCode('440000-440300-440305')).toEqual(['440000', '440300', '440305'])
    expect(splitAreaCode('440000-4403a0')).toEqual([])
    expect(splitAreaCode('')).toEqual([])
    expect(splitAreaCode(undefined)).toEqual([])
  })

  it('finds the parent levels of a code', () => {
    expect(provinceCodeOf('440305')).toBe('440000')
    expect(cityCodeOf('440305')).toBe('440300')
  })

  it('accepts only complete codes whose levels nest', () => {
    expect(isCompleteAreaCode('440000-440300-440305')).toBe(true)
    expect(isCompleteAreaCode('440000-440300')).toBe(false)
    expect(isCompleteAreaCode('440000-450300-450305')).toBe(false)
    expect(isCompleteAreaCode('440000-440300-440405')).toBe(false)
    expect(isCompleteAreaCode('440300-440300-440305')).toBe(false)
  })

  it('labels a code with the table, showing a municipality once', () => {
    expect(areaLabel('440000-440300-440305', lookup)).toBe('广东省 深圳市 南山区')
    expect(areaLabel('110000-110100-110105', lookup)).toBe('北京市 朝阳区')
    expect(areaLabel('440000-440300-440305', lookup, '/')).toBe('广东省/深圳市/南山区')
    expect(areaLabel('440000-440300-449999', lookup)).toBe('')
    expect(areaLabel('bad', lookup)).toBe('')
  })
})
