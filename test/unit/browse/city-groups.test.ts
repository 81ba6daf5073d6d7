import type { CityRecord } from '@/shared/region/region-api'
import {
  CAMPUSES_PER_NODE,
  campusDisplayName,
  campusRuns,
  campusState,
  cityRefOf,
  findCity,
  firstCityIndex,
  groupCities,
  groupsWithin,
  isSelectableCampus,
  letterAnchor,
  letterOf,
} from '@/pages/common/model/city-groups'

const city = (name: string, cityEn: string, cid: string): CityRecord => ({ name, cityEn, cid, pid: '0', campusList: [] })

describe('city groups', () => {
  it('groups by the first pinyin letter A–Z, ordered within a group, unknown letters last', () => {
    const groups = groupCities([
      city('深圳市', 'shenzhen', '440300'),
      city('北京市', 'beijing', '110100'),
      city('上海市', 'shanghai', '310100'),
      city('鞍山市', 'anshan', '210300'),
      city('保定市', 'Baoding', '130600'),
      city('神秘市', '', '999999'),
    ])
    expect(groups.map((g) => g.letter)).toEqual(['A', 'B', 'S', '#'])
    expect(groups[1].cities.map((c) => c.name)).toEqual(['保定市', '北京市'])
    expect(groups[2].cities.map((c) => c.name)).toEqual(['上海市', '深圳市'])
    expect(letterOf({ cityEn: ' xian' })).toBe('X')
    expect(groupCities([])).toEqual([])
  })

  it('marks campuses ending 已注销 or 暂停 as not selectable', () => {
    expect(campusState({ name: '南山校区' })).toBe('open')
    expect(campusState({ name: '宝安校区已注销' })).toBe('cancelled')
    expect(campusState({ name: '龙华校区暂停' })).toBe('suspended')
    expect(campusState({ name: '暂停营业前的校区' })).toBe('open')
    expect(isSelectableCampus({ name: '龙华校区暂停' })).toBe(false)
    expect(isSelectableCampus({ name: '南山校区' })).toBe(true)
    expect(campusDisplayName({ name: '宝安校区已注销' })).toBe('宝安校区')
  })

  it('finds a stored city by code, else by name', () => {
    const list = [city('深圳市', 'shenzhen', '440300'), city('广州市', 'guangzhou', '440100')]
    expect(findCity(list, { name: 'x', cid: '440100' })?.name).toBe('广州市')
    expect(findCity(list, { name: '深圳市' })?.cid).toBe('440300')
    expect(findCity(list, null)).toBeUndefined()
    expect(cityRefOf(list[0])).toEqual({ name: '深圳市', cid: '440300' })
  })
})

describe('the A–Z list drawn a screenful at a time', () => {
  const groups = groupCities([city('北京市', 'beijing', '1'), city('保定市', 'baoding', '2'), city('成都市', 'chengdu', '3'), city('重庆市', 'chongqing', '4'), city('大连市', 'dalian', '5')])

  it('draws the groups of the first cities, the last one cut where the count ends', () => {
    expect(groupsWithin(groups, 3).map((g) => [g.group.letter, g.cities.map((c) => c.name)])).toEqual([
      ['B', ['保定市', '北京市']],
      ['C', ['成都市']],
    ])
    expect(groupsWithin(groups, 0)).toEqual([])
    expect(groupsWithin(groups, 99).map((g) => g.cities.length)).toEqual([2, 2, 1])
  })

  it('knows where a letter’s first city is in the whole order, and its anchor', () => {
    expect(firstCityIndex(groups, 0)).toBe(0)
    expect(firstCityIndex(groups, 2)).toBe(4)
    expect(letterAnchor('D')).toBe('letter-D')
    expect(letterAnchor('#')).toBe('letter-other')
  })
})

describe('campus runs', () => {
  it('keeps every campus in order, in runs of at most 60 (WeChat counts a node with more children against the page)', () => {
    const campuses = Array.from({ length: 130 }, (_, i) => i)
    const runs = campusRuns(campuses)
    expect(runs.map((r) => r.length)).toEqual([60, 60, 10])
    expect(runs.flat()).toEqual(campuses)
    expect(CAMPUSES_PER_NODE).toBe(60)
    expect(campusRuns([1, 2, 3])).toEqual([[1, 2, 3]])
    expect(campusRuns([])).toEqual([])
  })
})
