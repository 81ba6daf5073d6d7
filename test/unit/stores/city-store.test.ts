import { StorageKey } from '@/config/storage-keys'
import { CityStore } from '@/stores/city-store'
import { fakeDeps } from '../helpers/fake-deps'

const shenzhen = { name: '深圳市', cid: '440300' }
const guangzhou = { name: '广州市', cid: '440100' }
const beijing = { name: '北京市', cid: '110100' }

const recent = (deps: ReturnType<typeof fakeDeps>) => JSON.parse(deps.storage.get(StorageKey.cityCommon) ?? '[]')

describe('CityStore', () => {
  it('select stores the city, puts it first in the recent list without duplicates and reloads the home list', () => {
    const deps = fakeDeps()
    const city = new CityStore(deps)
    city.select(shenzhen)
    city.select(guangzhou)
    const key = city.homeReloadKey
    city.select(shenzhen)
    expect(city.city).toEqual(shenzhen)
    expect(city.latelyCities).toEqual([shenzhen, guangzhou])
    expect(recent(deps)).toEqual([shenzhen, guangzhou])
    expect(JSON.parse(deps.storage.get(StorageKey.cityCurrent)!)).toEqual(shenzhen)
    expect(city.homeReloadKey).toBe(key + 1)
  })

  it('keeps every city selected (spec §4 names no limit), the latest first', () => {
    const city = new CityStore(fakeDeps())
    for (let i = 0; i < 13; i += 1) city.select({ name: `城市${i}`, cid: String(i) })
    expect(city.latelyCities).toHaveLength(13)
    expect(city.latelyCities[0].name).toBe('城市12')
  })

  it('restores the city and recent list from storage, ignoring garbage', () => {
    const deps = fakeDeps({ storage: { [StorageKey.cityCommon]: JSON.stringify([guangzhou]), [StorageKey.cityCurrent]: JSON.stringify(shenzhen) } })
    const city = new CityStore(deps)
    city.restore()
    expect(city.city).toEqual(shenzhen)
    expect(city.latelyCities).toEqual([guangzhou])
    const broken = new CityStore(fakeDeps({ storage: { [StorageKey.cityCommon]: '{oops', [StorageKey.cityCurrent]: 'nope' } }))
    expect(() => broken.restore()).not.toThrow()
    expect(broken.latelyCities).toEqual([])
    expect(broken.city).toBeNull()
  })

  it('locate makes the place found the city and the located city, and removes it from the recent list', async () => {
    const deps = fakeDeps()
    const city = new CityStore(deps)
    city.select({ name: '深圳市' })
    city.select(guangzhou)
    const key = city.homeReloadKey
    await city.locate(() => Promise.resolve({ city: '深圳市', province: '广东省' }))
    expect(city.city).toEqual({ name: '深圳市' })
    expect(city.locateCity).toEqual({ name: '深圳市' })
    expect(city.latelyCities).toEqual([guangzhou])
    expect(recent(deps)).toEqual([guangzhou])
    expect(JSON.parse(deps.storage.get(StorageKey.cityCurrent) ?? 'null')).toEqual({ name: '深圳市' })
    expect(city.homeReloadKey).toBe(key + 1)
  })

  it('selecting the located city adds it to the recent list like any other; locating again takes it out', async () => {
    const deps = fakeDeps()
    const inBeijing = () => Promise.resolve({ city: '北京市', province: '北京市' })
    const city = new CityStore(deps)
    await city.locate(inBeijing)
    city.select({ name: '北京市' })
    city.select(guangzhou)
    expect(city.latelyCities).toEqual([guangzhou, { name: '北京市' }])
    expect(city.locateCity).toEqual({ name: '北京市' })
    await city.locate(inBeijing)
    expect(city.latelyCities).toEqual([guangzhou])
    expect(recent(deps)).toEqual([guangzhou])
  })

  it('ignores a failed or empty locate silently and keeps the current city', async () => {
    const city = new CityStore(fakeDeps())
    city.select(beijing)
    const key = city.homeReloadKey
    await expect(city.locate(() => Promise.reject(new Error('getLocation:fail auth deny')))).resolves.toBeUndefined()
    await expect(city.locate(() => Promise.resolve(null))).resolves.toBeUndefined()
    expect(city.city).toEqual(beijing)
    expect(city.locateCity).toBeNull()
    expect(city.homeReloadKey).toBe(key)
  })

  it('clear empties the recent list and its storage', () => {
    const deps = fakeDeps()
    const city = new CityStore(deps)
    city.select(shenzhen)
    city.clear()
    expect(city.latelyCities).toEqual([])
    expect(deps.storage.get(StorageKey.cityCommon)).toBeNull()
  })
})
