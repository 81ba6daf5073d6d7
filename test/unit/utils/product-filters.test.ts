import { activeFilterCount, EMPTY_FILTERS, filtersToPayload, toggleId } from '@/utils/product-filters'

describe('product filters to request payload', () => {
  it('leaves out everything that was not chosen', () => {
    expect(filtersToPayload(EMPTY_FILTERS)).toEqual({})
    expect(filtersToPayload(EMPTY_FILTERS, '  ')).toEqual({})
  })

  it('joins chosen ids with commas, without duplicates, and keeps teaching method 0 (offline)', () => {
    expect(
      filtersToPayload(
        {
          regionIds: ['R1', 'R2', 'R1'],
          indicationIds: ['I11'],
          courseLevels: ['2', '3'],
          courseCategoryIds: ['C101'],
          productCategoryIds: ['G201'],
          teachingMethod: 0,
        },
        '深圳市',
      ),
    ).toEqual({
      regionIds: 'R1,R2',
      indicationIds: 'I11',
      courseLevels: '2,3',
      courseCategoryIds: 'C101',
      productCategoryIds: 'G201',
      teachingMethod: 0,
      city: '深圳市',
    })
    expect(filtersToPayload({ ...EMPTY_FILTERS, teachingMethod: 1 })).toEqual({ teachingMethod: 1 })
  })

  it('counts chosen groups and toggles ids', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0)
    expect(activeFilterCount({ ...EMPTY_FILTERS, regionIds: ['a', 'b'], teachingMethod: 0 })).toBe(2)
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b'])
  })
})
