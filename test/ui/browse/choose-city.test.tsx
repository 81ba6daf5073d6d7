import ChooseCityPage from '@/pages/common/choose-city'
import type { CityRecord } from '@/shared/region/region-api'
import { fakeDeps, renderWithStores, text, waitFor } from '../helpers/render'

const cities: CityRecord[] = [
  {
    name: '深圳市',
    cid: '440300',
    pid: '440000',
    cityEn: 'shenzhen',
    campusList: [
      { campusId: 'C1', city: '深圳市', name: '南山校区' },
      { campusId: 'C2', city: '深圳市', name: '宝安校区已注销' },
      { campusId: 'C3', city: '深圳市', name: '龙华校区暂停' },
    ],
  },
  { name: '北京市', cid: '110100', pid: '110000', cityEn: 'beijing', campusList: [{ campusId: 'C4', city: '北京市', name: '朝阳校区' }] },
  { name: '广州市', cid: '440100', pid: '440000', cityEn: 'guangzhou', campusList: [{ campusId: 'C5', city: '广州市', name: '天河校区' }] },
]

const campus = (name: string) =>
  [...document.querySelectorAll('[data-testid="campus"]')].find((el) => el.textContent?.includes(name)) as HTMLElement
const cityName = (name: string) =>
  [...document.querySelectorAll('[data-testid="city-name"]')].find((el) => el.textContent === name) as HTMLElement
const recent = () => [...document.querySelectorAll('[data-testid="recent-city"]')].map((el) => el.textContent)

async function open(storage: Record<string, string> = {}) {
  const deps = fakeDeps({ storage })
  const r = await renderWithStores(ChooseCityPage, deps, { region: { cities: jest.fn().mockResolvedValue(cities) } })
  r.root.city.restore()
  await waitFor(() => !!cityName('深圳市'))
  return r
}

describe('choose city page', () => {
  it('groups cities A–Z and marks cancelled and suspended campuses, which cannot be chosen', async () => {
    const { root, t } = await open()
    expect(text()).toContain('B')
    expect(campus('宝安校区').getAttribute('data-state')).toBe('cancelled')
    expect(campus('宝安校区').textContent).toContain('已注销')
    expect(campus('龙华校区').getAttribute('data-state')).toBe('suspended')
    expect(campus('龙华校区').textContent).toContain('暂停')

    await t.act(() => campus('宝安校区').click())
    await t.act(() => campus('龙华校区').click())
    expect(root.city.city).toBeNull()
    expect(root.city.homeReloadKey).toBe(0)

    await t.act(() => campus('南山校区').click())
    expect(root.city.city).toEqual({ name: '深圳市', cid: '440300' })
    expect(root.city.homeReloadKey).toBe(1)
  })

  it('keeps recent cities without duplicates, newest first, and clears them', async () => {
    const { root, t, deps } = await open()
    await t.act(() => cityName('北京市').click())
    await t.act(() => cityName('广州市').click())
    await t.act(() => cityName('北京市').click())
    await waitFor(() => recent().length === 2)
    expect(recent()).toEqual(['北京市', '广州市'])
    expect(JSON.parse(deps.storage.get('city_common') ?? '[]').map((c: { name: string }) => c.name)).toEqual(['北京市', '广州市'])
    expect(root.city.homeReloadKey).toBe(3)

    await t.act(() => (document.querySelector('[data-testid="clear-recent"]') as HTMLElement).click())
    await waitFor(() => recent().length === 0)
    expect(deps.storage.get('city_common')).toBeNull()
    expect(text()).toContain('暂无')
  })

  it('shows an error with retry when the cities cannot be loaded', async () => {
    const citiesCall = jest.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(cities)
    await renderWithStores(ChooseCityPage, fakeDeps(), { region: { cities: citiesCall } })
    await waitFor(() => !!document.querySelector('[data-testid="error-state"]'))
    const retry = [...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement
    retry.click()
    await waitFor(() => !!cityName('深圳市'))
  })
})

describe('locating the parent', () => {
  const geolocation = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation')
  /** the browser's answer to getCurrentPosition: a position, or a refusal */
  let answer: { coords: { latitude: number; longitude: number } } | { code: number; message: string }
  beforeEach(() => {
    Object.defineProperty(window.navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: (p: unknown) => void, fail: (e: unknown) => void) => ('coords' in answer ? ok({ ...answer, timestamp: 0 }) : fail(answer)),
      },
    })
  })
  afterAll(() => {
    if (geolocation) Object.defineProperty(window.navigator, 'geolocation', geolocation)
    else delete (window.navigator as { geolocation?: unknown }).geolocation
  })

  async function openWithMaps(reverseGeocode: jest.Mock) {
    const deps = fakeDeps()
    const r = await renderWithStores(ChooseCityPage, deps, { region: { cities: jest.fn().mockResolvedValue(cities) }, maps: { reverseGeocode } })
    await waitFor(() => !!cityName('深圳市'))
    const locate = () => (document.querySelector('[data-testid="locate"]') as HTMLElement).click()
    return { ...r, locate }
  }

  it('重新定位 asks for the position (wgs84), reverse geocodes it and makes that city the chosen and the located one', async () => {
    answer = { coords: { latitude: 22.54, longitude: 114.06 } }
    const reverseGeocode = jest.fn().mockResolvedValue({ city: '深圳市', province: '广东省' })
    const { root, locate } = await openWithMaps(reverseGeocode)
    locate()
    await waitFor(() => !!document.querySelector('[data-testid="located-city"]'))
    expect(reverseGeocode).toHaveBeenCalledWith(114.06, 22.54)
    expect(document.querySelector('[data-testid="located-city"]')?.textContent).toBe('深圳市')
    expect(root.city.city).toEqual({ name: '深圳市' })
  })

  it('a refused position keeps the chosen city and says 未定位; the maps service is not asked', async () => {
    answer = { code: 1, message: 'User denied Geolocation' }
    const reverseGeocode = jest.fn()
    const { root, locate } = await openWithMaps(reverseGeocode)
    root.city.select({ name: '北京市', cid: '110100' })
    // the refusal arrives at once; a turn later the button is back and nothing else happened
    locate()
    await new Promise((r) => setTimeout(r, 50))
    expect(document.querySelector('[data-testid="locate"]')?.textContent).toBe('重新定位')
    expect(reverseGeocode).not.toHaveBeenCalled()
    expect(text()).toContain('未定位')
    expect(root.city.city).toEqual({ name: '北京市', cid: '110100' })
  })
})

describe('a long city list', () => {
  // 26 letters × 3 cities, each with 3 campuses: a city and its campuses count 4 of a screenful's 60
  const many: CityRecord[] = Array.from({ length: 78 }, (_, i) => {
    const letter = String.fromCharCode(97 + Math.floor(i / 3))
    const name = `${letter.toUpperCase()}城${i % 3}`
    return { name, cid: `c${i}`, pid: '0', cityEn: `${letter}city${i % 3}`, campusList: [1, 2, 3].map((n) => ({ campusId: `${i}-${n}`, city: name, name: `${n}号校区` })) }
  })
  const drawnCities = () => document.querySelectorAll('[data-testid="city-row"]').length

  it('draws a screenful of cities, more near the end of the list, and a letter’s cities when the letter is tapped', async () => {
    const { t } = await renderWithStores(ChooseCityPage, fakeDeps(), { region: { cities: jest.fn().mockResolvedValue(many) } })
    await waitFor(() => drawnCities() > 0)
    expect(drawnCities()).toBe(15)
    const list = document.querySelector('.choose-city__list') as HTMLElement
    await t.act(() => void list.dispatchEvent(new Event('scroll')))
    await waitFor(() => drawnCities() === 30)
    const z = [...document.querySelectorAll('.choose-city__key')].find((k) => k.textContent === 'Z') as HTMLElement
    // the browser's scrolling to the letter is not what is tested here (jsdom has none)
    const scrolled = jest.fn()
    Element.prototype.scrollIntoView = scrolled
    await t.act(() => z.click())
    await waitFor(() => !!document.getElementById('letter-Z'))
    expect(drawnCities()).toBe(78)
    expect(document.getElementById('letter-Z')?.textContent).toContain('Z城2')
    await waitFor(() => scrolled.mock.contexts.includes(document.getElementById('letter-Z')))
  })
})
