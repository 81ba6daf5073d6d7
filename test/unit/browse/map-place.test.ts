import { routes } from '@/config/routes'
import { coordinateText, phoneFromQuery, placeFromQuery } from '@/pages/map/model/map-place'
import { webMapUrl, webRouteUrl } from '@/platform/map.h5'
import { parseQuery } from '@/utils/url'

describe('map pages', () => {
  it('reads a place from the address and rejects bad coordinates', () => {
    expect(placeFromQuery({ latitude: '22.53', longitude: '113.93', name: '南山校区', address: '学府路88号' })).toEqual({
      latitude: 22.53,
      longitude: 113.93,
      name: '南山校区',
      address: '学府路88号',
    })
    expect(placeFromQuery({ latitude: '91', longitude: '113' })).toBeNull()
    expect(placeFromQuery({ latitude: '22', longitude: 'abc' })).toBeNull()
    expect(placeFromQuery({ latitude: '', longitude: '113' })).toBeNull()
    expect(placeFromQuery({})).toBeNull()
    expect(placeFromQuery({ latitude: '1', longitude: '2', name: '%E5%8D%97%E5%B1%B1' })?.name).toBe('南山')
  })

  it('round-trips a place through the open-location address and links a web map', () => {
    const place = { latitude: 22.53, longitude: 113.93, name: '南山校区 A&B', address: '学府路88号' }
    const url = routes.openLocation(place)
    expect(url.startsWith('/pages/map/open-location?')).toBe(true)
    expect(placeFromQuery(parseQuery(url.split('?')[1]))).toEqual(place)
    const web = new URL(webMapUrl(place))
    expect(web.host).toBe('uri.amap.com')
    expect(web.searchParams.get('position')).toBe('113.93,22.53')
    expect(web.searchParams.get('name')).toBe('南山校区 A&B')
    expect(coordinateText(place)).toBe('22.53000, 113.93000')
  })

  it('reads a telephone number and drops anything else', () => {
    expect(phoneFromQuery({ phone: '0755-2688 0000' })).toBe('075526880000')
    expect(phoneFromQuery({ phone: '%2B8613800000000' })).toBe('+8613800000000')
    expect(phoneFromQuery({ phone: '0755-2688+0000' })).toBe('075526880000')
    expect(phoneFromQuery({ phone: 'javascript:alert(1)' })).toBe('')
    expect(phoneFromQuery({ phone: '12' })).toBe('')
    expect(phoneFromQuery({})).toBe('')
  })

  it('plans the way there on a web route planner', () => {
    const url = new URL(webRouteUrl({ latitude: 22.53, longitude: 113.93, name: '南山校区' }))
    expect(url.host).toBe('uri.amap.com')
    expect(url.pathname).toBe('/navigation')
    expect(url.searchParams.get('to')).toBe('113.93,22.53,南山校区')
    expect(webRouteUrl({ latitude: 1, longitude: 2 })).toContain(encodeURIComponent('2,1,目的地'))
  })
})
