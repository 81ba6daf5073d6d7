import { H5_CUSTOM_ROUTES } from '../../../config/h5-routes'
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

  it('H5 shows the spec address of each moved page and answers its package path too', () => {
    for (const [address, pkg] of Object.entries(MOVED_PAGES)) {
      expect(H5_CUSTOM_ROUTES[pkg]).toEqual([address, pkg])
    }
  })
})
