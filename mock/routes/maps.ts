import type { FastifyInstance } from 'fastify'
import type { RegeoResponse } from '../records'

const PLACES = [
  { lng: 114.06, lat: 22.54, province: '广东省', city: '深圳市', district: '福田区' },
  { lng: 113.26, lat: 23.13, province: '广东省', city: '广州市', district: '越秀区' },
  { lng: 116.4, lat: 39.9, province: '北京市', city: '', district: '东城区' },
  { lng: 121.47, lat: 31.23, province: '上海市', city: '', district: '黄浦区' },
  { lng: 104.07, lat: 30.67, province: '四川省', city: '成都市', district: '锦江区' },
  { lng: 120.15, lat: 30.28, province: '浙江省', city: '杭州市', district: '西湖区' },
]

/** Reverse geocoding in the maps service's shape; the key comes in the authorization header. */
export default async function mapsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { location?: string } }>('/maps/v3/geocode/regeo', async (req, reply) => {
    if (!req.headers.authorization) return reply.send({ status: '0', info: 'INVALID_USER_KEY' } satisfies RegeoResponse)
    const [lng, lat] = (req.query.location ?? '').split(',').map(Number)
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) return { status: '0', info: 'INVALID_PARAMS' } satisfies RegeoResponse
    const nearest = PLACES.reduce((best, p) =>
      Math.hypot(p.lng - lng, p.lat - lat) < Math.hypot(best.lng - lng, best.lat - lat) ? p : best,
    )
    const res: RegeoResponse = {
      status: '1',
      info: 'OK',
      regeocode: {
        formatted_address: `${nearest.province}${nearest.city}${nearest.district}`,
        addressComponent: { province: nearest.province, city: nearest.city || [], district: nearest.district },
      },
    }
    return res
  })
}
