import { MOVED_PAGES, packagePath } from '@/config/moved-pages'

describe('pages kept at the spec address while their code is a subpackage', () => {
  it('sends the spec address to the package path, keeping the query', () => {
    expect(packagePath('/pages/home/gift-bag')).toBe('/pages/home-extras/gift-bag')
    expect(packagePath('/pages/home/course?tab=2')).toBe('/pages/home-extras/course?tab=2')
    expect(packagePath('pages/home/gift-bag#top')).toBe('/pages/home-extras/gift-bag#top')
  })

  it('leaves every other address as it is, the home tab included', () => {
    expect(packagePath('/pages/home/home')).toBe('/pages/home/home')
    expect(packagePath('/pages/goods/goods-detail?id=P1001')).toBe('/pages/goods/goods-detail?id=P1001')
    expect(packagePath('/pages/home/gift-bag-old')).toBe('/pages/home/gift-bag-old')
  })

  it('moves the pages the table gives a spec address', () => {
    expect(MOVED_PAGES).toEqual({
      '/pages/home/course': '/pages/home-extras/course',
      '/pages/home/gift-bag': '/pages/home-extras/gift-bag',
    })
  })
})
