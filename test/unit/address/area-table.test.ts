import { areaList, useCascaderAreaData as buildCascaderAreaData } from '@vant/area-data'
import { areaLabelOf, areaOptions, decodeAreaTable } from '@/pages/address/model/area-data'
import { AREA_TABLE } from '@/pages/address/model/area-table'

/** The compact table the address pages ship decodes to @vant/area-data's tables and picker tree, exactly. */
describe('the area table', () => {
  it('decodes to the package’s province, city and county tables', () => {
    const t = decodeAreaTable(AREA_TABLE)
    expect(t.province).toEqual(areaList.province_list)
    expect(t.city).toEqual(areaList.city_list)
    expect(t.county).toEqual(areaList.county_list)
  })

  it('gives the same picker tree as the package', () => {
    expect(areaOptions()).toEqual(buildCascaderAreaData())
  })

  it('names a joined code, and says nothing for a code it does not know', () => {
    expect(areaLabelOf('440000-440300-440305')).toBe('广东省 深圳市 南山区')
    expect(areaLabelOf('110000-110100-110105')).toBe('北京市 朝阳区')
    expect(areaLabelOf('999999')).toBe('')
  })

  it('decodes the format as written', () => {
    expect(decodeAreaTable('11北京市;01北京市:01东城区,02西城区\n12天津市;01天津市')).toEqual({
      province: { '110000': '北京市', '120000': '天津市' },
      city: { '110100': '北京市', '120100': '天津市' },
      county: { '110101': '东城区', '110102': '西城区' },
    })
  })
})
