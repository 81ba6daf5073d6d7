import { FilterOptionsStore } from '@/pages/home/model/filter-options-store'
import type { FilterOptionsApi } from '@/pages/home/model/filter-options-api'

const api = (): jest.Mocked<FilterOptionsApi> => ({
  regions: jest.fn().mockResolvedValue([{ regionId: '44', regionName: '华南' }]),
  indications: jest.fn().mockResolvedValue([
    { indicationId: '1', indicationName: '发育', children: [{ indicationId: '11', indicationName: '语言' }, { indicationId: '12', indicationName: '运动' }] },
    { indicationId: '2', indicationName: '行为', children: [] },
  ]),
  dict: jest.fn().mockResolvedValue([{ label: '初级', value: '1' }]),
})
const categories = () => ({
  productCategories: jest.fn((kind: 1 | 2) => Promise.resolve(kind === 1 ? [{ categoryId: '101', categoryName: '语言训练' }] : [{ categoryId: '201', categoryName: '教具' }])),
})

describe('the home filter panel’s choices', () => {
  it('loads regions, indications, the SHIFT_LEVEL course levels and both category kinds together, once', async () => {
    const calls = api()
    const catalog = categories()
    const store = new FilterOptionsStore(calls, catalog)
    expect(store.regions).toEqual([])
    await store.load()
    await store.load()
    expect(calls.regions).toHaveBeenCalledTimes(1)
    expect(calls.dict).toHaveBeenCalledWith('SHIFT_LEVEL')
    expect(catalog.productCategories.mock.calls).toEqual([[1], [2]])
    expect(store.regions.map((r) => r.regionName)).toEqual(['华南'])
    expect(store.courseLevels).toEqual([{ label: '初级', value: '1' }])
    expect(store.courseCategories.map((c) => c.categoryName)).toEqual(['语言训练'])
    expect(store.goodsCategories.map((c) => c.categoryName)).toEqual(['教具'])
  })

  it('offers the second-level indications, and a first-level one without children as itself', async () => {
    const store = new FilterOptionsStore(api(), categories())
    await store.load()
    expect(store.indicationLeaves.map((i) => i.indicationName)).toEqual(['语言', '运动', '行为'])
  })

  it('a failed load is asked again the next time the panel opens', async () => {
    const calls = api()
    calls.regions.mockRejectedValueOnce(new Error('网络异常'))
    const store = new FilterOptionsStore(calls, categories())
    await store.load()
    expect(store.options.status).toBe('error')
    expect(store.regions).toEqual([])
    await store.load()
    expect(calls.regions).toHaveBeenCalledTimes(2)
    expect(store.regions).toHaveLength(1)
  })
})
