/**
 * Cities with campuses (spec §3 city record), deterministic from the seed. Names match what the
 * maps service answers ('深圳市'; municipalities by their province name '北京市').
 */
import type { Campus, CityRecord } from '../records'
import type { MockContext } from '../context'
import type { Random } from './random'
import { extraRows, type DataGrowth } from '../data-growth'

/** [name, cityEn, cid, pid, longitude, latitude] */
const CITIES: [string, string, string, string, number, number][] = [
  ['鞍山市', 'anshan', '210300', '210000', 122.99, 41.11],
  ['北京市', 'beijing', '110100', '110000', 116.4, 39.9],
  ['保定市', 'baoding', '130600', '130000', 115.46, 38.87],
  ['成都市', 'chengdu', '510100', '510000', 104.07, 30.67],
  ['重庆市', 'chongqing', '500100', '500000', 106.55, 29.56],
  ['长沙市', 'changsha', '430100', '430000', 112.94, 28.23],
  ['大连市', 'dalian', '210200', '210000', 121.61, 38.91],
  ['东莞市', 'dongguan', '441900', '440000', 113.75, 23.05],
  ['佛山市', 'foshan', '440600', '440000', 113.12, 23.02],
  ['福州市', 'fuzhou', '350100', '350000', 119.3, 26.08],
  ['广州市', 'guangzhou', '440100', '440000', 113.26, 23.13],
  ['贵阳市', 'guiyang', '520100', '520000', 106.63, 26.65],
  ['杭州市', 'hangzhou', '330100', '330000', 120.15, 30.28],
  ['合肥市', 'hefei', '340100', '340000', 117.23, 31.82],
  ['哈尔滨市', 'haerbin', '230100', '230000', 126.53, 45.8],
  ['济南市', 'jinan', '370100', '370000', 117.0, 36.67],
  ['嘉兴市', 'jiaxing', '330400', '330000', 120.76, 30.75],
  ['昆明市', 'kunming', '530100', '530000', 102.83, 24.88],
  ['兰州市', 'lanzhou', '620100', '620000', 103.83, 36.06],
  ['洛阳市', 'luoyang', '410300', '410000', 112.45, 34.62],
  ['南京市', 'nanjing', '320100', '320000', 118.8, 32.06],
  ['宁波市', 'ningbo', '330200', '330000', 121.55, 29.87],
  ['南宁市', 'nanning', '450100', '450000', 108.37, 22.82],
  ['青岛市', 'qingdao', '370200', '370000', 120.38, 36.07],
  ['泉州市', 'quanzhou', '350500', '350000', 118.68, 24.87],
  ['上海市', 'shanghai', '310100', '310000', 121.47, 31.23],
  ['深圳市', 'shenzhen', '440300', '440000', 114.06, 22.54],
  ['苏州市', 'suzhou', '320500', '320000', 120.58, 31.3],
  ['沈阳市', 'shenyang', '210100', '210000', 123.43, 41.8],
  ['天津市', 'tianjin', '120100', '120000', 117.2, 39.08],
  ['太原市', 'taiyuan', '140100', '140000', 112.55, 37.87],
  ['武汉市', 'wuhan', '420100', '420000', 114.31, 30.59],
  ['无锡市', 'wuxi', '320200', '320000', 120.31, 31.49],
  ['西安市', 'xian', '610100', '610000', 108.94, 34.34],
  ['厦门市', 'xiamen', '350200', '350000', 118.09, 24.48],
  ['徐州市', 'xuzhou', '320300', '320000', 117.28, 34.2],
  ['烟台市', 'yantai', '370600', '370000', 121.45, 37.46],
  ['郑州市', 'zhengzhou', '410100', '410000', 113.62, 34.75],
  ['珠海市', 'zhuhai', '440400', '440000', 113.58, 22.27],
]

const DISTRICTS = ['中心', '滨江', '高新', '东城', '西城', '南湖', '北苑', '科技园', '金融城', '大学城', '湖畔', '万象']
const STREETS = ['人民路', '解放大道', '建设路', '文化路', '学府路', '中山路', '长江路', '和平街']

/** A campus of a city: its id, name (ending 已注销 or 暂停 now and then), street address and place. */
function campusOf(random: Random, cityIndex: number, i: number, name: string, district: string, label: string, lng: number, lat: number): Campus {
  const roll = random.next()
  const suffix = roll < 0.1 ? '已注销' : roll < 0.18 ? '暂停' : ''
  return {
    campusId: `C${String(cityIndex + 1).padStart(2, '0')}${i + 1}`,
    city: name,
    name: `阳光儿童${name.replace(/市$/, '')}${label}${suffix}`,
    address: `${name}${district}区${random.pick(STREETS)}${random.int(1, 300)}号`,
    longitude: Math.round((lng + (random.next() - 0.5) * 0.1) * 1e5) / 1e5,
    latitude: Math.round((lat + (random.next() - 0.5) * 0.1) * 1e5) / 1e5,
  }
}

function campusesOf(random: Random, cityIndex: number, name: string, lng: number, lat: number): Campus[] {
  const count = random.int(1, 4)
  const used = new Set<string>()
  return Array.from({ length: count }, (_, i) => {
    let district = random.pick(DISTRICTS)
    while (used.has(district)) district = random.pick(DISTRICTS)
    used.add(district)
    return campusOf(random, cityIndex, i, name, district, `${district}校区`, lng, lat)
  })
}

/**
 * More campuses of a city for a mock whose lists grow: `extra` campuses numbered after the city's
 * own, each a numbered campus of one of the city's districts (阳光儿童成都高新12号校区).
 */
function moreCampuses(random: Random, city: CityRecord, cityIndex: number, extra: number, lng: number, lat: number): Campus[] {
  const first = city.campusList.length
  return Array.from({ length: extra }, (_, j) => {
    const district = random.pick(DISTRICTS)
    return campusOf(random, cityIndex, first + j, city.name, district, `${district}${first + j + 1}号校区`, lng, lat)
  })
}

function buildCities(random: Random, growth: DataGrowth): CityRecord[] {
  const cities = CITIES.map(([name, cityEn, cid, pid, lng, lat], i) => ({
    name,
    cid,
    pid,
    cityEn,
    campusList: campusesOf(random, i, name, lng, lat),
  }))
  // the demo cities always have an open campus and show both closed states
  const shenzhen = cities.find((c) => c.name === '深圳市')!
  shenzhen.campusList = [
    { campusId: 'C271', city: '深圳市', name: '阳光儿童深圳南山校区', address: '深圳市南山区学府路88号', longitude: 113.93, latitude: 22.53 },
    { campusId: 'C272', city: '深圳市', name: '阳光儿童深圳福田校区', address: '深圳市福田区中心路12号', longitude: 114.06, latitude: 22.54 },
    { campusId: 'C273', city: '深圳市', name: '阳光儿童深圳宝安校区已注销', address: '深圳市宝安区建设路3号', longitude: 113.88, latitude: 22.55 },
    { campusId: 'C274', city: '深圳市', name: '阳光儿童深圳龙华校区暂停', address: '深圳市龙华区人民路5号', longitude: 114.04, latitude: 22.65 },
  ]
  cities.forEach((city, i) => {
    const [, , , , lng, lat] = CITIES[i]
    city.campusList.push(...moreCampuses(random, city, i, extraRows(city.campusList.length, growth), lng, lat))
  })
  return cities
}

export function cityRecords(ctx: MockContext): CityRecord[] {
  return ctx.area('cities', (random) => buildCities(random, ctx.state.growth))
}

export const isClosedCampus = (c: Campus): boolean => /(已注销|暂停)$/.test(c.name)

export function findCampus(ctx: MockContext, campusId: string): Campus | undefined {
  for (const city of cityRecords(ctx)) {
    const found = city.campusList.find((c) => c.campusId === campusId)
    if (found) return found
  }
  return undefined
}
