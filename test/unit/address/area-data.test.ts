import { areaList } from '@vant/area-data'
import { areaLabelOf, areaOptions, lookupAreaName } from '@/pages/address/model/area-data'
import { isCompleteAreaCode, joinAreaCode } from '@/utils/area-code'

describe('China area table', () => {
  it('names real codes', () => {
    expect(areaLabelOf('440000-440300-440305')).toBe('广东省 深圳市 南山区')
    expect(areaLabelOf('110000-110100-110105')).toBe('北京市 朝阳区')
    expect(lookupAreaName('province', '650000')).toBe('新疆维吾尔自治区')
  })

  it('covers every province, and every county nests in its city and province', () => {
    expect(Object.keys(areaList.province_list)).toHaveLength(34)
    const tree = areaOptions()
    let counties = 0
    for (const p of tree)
      for (const c of p.children ?? [])
        for (const k of c.children ?? []) {
          counties += 1
          expect(isCompleteAreaCode(joinAreaCode([p.value, c.value, k.value]))).toBe(true)
        }
    expect(counties).toBe(Object.keys(areaList.county_list).length)
  })
})
