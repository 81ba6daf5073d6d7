import { H5_CUSTOM_ROUTES as BUILD_CUSTOM_ROUTES } from '../../../config/h5-routes'
import { H5_CUSTOM_ROUTES } from '@/config/h5-custom-routes'
import { MOVED_PAGES } from '@/config/moved-pages'

describe("H5's custom routes, from the page table", () => {
  it("show the spec address of a moved page and the map pages' short addresses, and answer the page path too", () => {
    expect(H5_CUSTOM_ROUTES).toEqual({
      '/pages/home-extras/course': ['/pages/home/course', '/pages/home-extras/course'],
      '/pages/home-extras/gift-bag': ['/pages/home/gift-bag', '/pages/home-extras/gift-bag'],
      '/pages/map/choose-location': ['/choose-location', '/pages/map/choose-location'],
      '/pages/map/open-location': ['/open-location', '/pages/map/open-location'],
    })
  })

  it('answer in the browser each spec address the mini-program sends to its package path', () => {
    for (const [address, pkg] of Object.entries(MOVED_PAGES)) expect(H5_CUSTOM_ROUTES[pkg]?.[0]).toBe(address)
  })

  it('are what the build config hands the router (loaded there through esbuild)', () => {
    expect(BUILD_CUSTOM_ROUTES).toEqual(H5_CUSTOM_ROUTES)
  })
})
