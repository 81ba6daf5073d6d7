import { coverOf, picList, priceDisplay, productDetailUrl, tagsOf } from '@/utils/product'

describe('product list item helpers', () => {
  it('takes the first URL of a comma-separated pic list as the cover', () => {
    expect(coverOf('https://a/1.png,https://a/2.png')).toBe('https://a/1.png')
    expect(coverOf(' https://a/1.png , https://a/2.png')).toBe('https://a/1.png')
    expect(coverOf(',https://a/2.png')).toBe('https://a/2.png')
    expect(coverOf('')).toBe('')
    expect(coverOf(undefined)).toBe('')
    expect(picList('a.png,,b.png')).toEqual(['a.png', 'b.png'])
  })

  it('shows the purchase price with the yuan sign and the higher original price struck through', () => {
    expect(priceDisplay({ purchasemoney: '199', originalmoney: '299.00' })).toEqual({
      kind: 'money',
      current: '¥199.00',
      original: '¥299.00',
    })
    expect(priceDisplay({ purchasemoney: '199.00', originalmoney: '199.00' }).original).toBe('')
    expect(priceDisplay({ purchasemoney: '199.00', originalmoney: '' }).original).toBe('')
    expect(priceDisplay({ purchasemoney: 'abc', originalmoney: '1' }).current).toBe('')
  })

  it('shows points instead of money for point products', () => {
    expect(priceDisplay({ isPointProduct: 1, point: 1200, purchasemoney: '0.00', originalmoney: '99.00' })).toEqual({
      kind: 'points',
      current: '1200积分',
      original: '',
    })
    expect(priceDisplay({ isPointProduct: 0, point: 1200, purchasemoney: '9.90', originalmoney: '' }).current).toBe('¥9.90')
  })

  it('defaults tags to empty and drops blank ones', () => {
    expect(tagsOf({})).toEqual([])
    expect(tagsOf({ tagNames: ['热销', ' ', '新品'] })).toEqual(['热销', '新品'])
  })

  it('builds the goods detail route', () => {
    expect(productDetailUrl('P1001')).toBe('/pages/goods/goods-detail?id=P1001')
  })
})
