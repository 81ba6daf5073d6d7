import type { FastifyInstance } from 'fastify'
import type { AddressSaveRequest } from '../../types/api/address'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'

const URL = '/mall/api/v1/address'

/** An address as the service keeps and sends it: what the app saves, with its id. */
type Address = AddressSaveRequest & { addressId: string }

interface AddressBook {
  byUser: Map<string, Address[]>
  counter: number
}

/** The demo parent starts with two addresses, the first one default. */
const seedAddresses = (): Address[] => [
  { addressId: 'A1001', name: '乐乐妈妈', phone: '13800138000', areaCode: '440000-440300-440305', areaName: '广东省 深圳市 南山区', detail: '科技园南区高新南七道 18 号 3 栋 1201', isDefault: 1 },
  { addressId: 'A1002', name: '王建国', phone: '13912345678', areaCode: '110000-110100-110105', areaName: '北京市 朝阳区', detail: '望京街道阜通东大街 6 号院 2 号楼 1703', isDefault: 0 },
]

/** Server-side checks mirror the app's form rules; a bad body is a business error with a Chinese message. */
function problemOf(b: Partial<AddressSaveRequest>): string | null {
  if (!b.name?.trim()) return '请填写收货人姓名'
  if (!/^1[3-9]\d{9}$/.test(String(b.phone ?? ''))) return '请填写正确的11位手机号码'
  if (!/^\d{6}-\d{6}-\d{6}$/.test(String(b.areaCode ?? '')) || !b.areaName?.trim()) return '请选择所在地区'
  if (!b.detail?.trim()) return '请填写详细地址'
  return null
}

/** Mall service, addresses (spec §7: GET, POST, PUT, DELETE /address): stateful, at most one default. */
export default async function addressRoutes(app: FastifyInstance, ctx: MockContext) {
  const book = () => ctx.area<AddressBook>('address', () => ({ byUser: new Map([['U10001', seedAddresses()]]), counter: 1002 }))
  const listOf = (userId: string): Address[] => {
    const b = book()
    if (!b.byUser.has(userId)) b.byUser.set(userId, [])
    return b.byUser.get(userId)!
  }
  const sorted = (list: Address[]) => [...list].sort((a, b) => b.isDefault - a.isDefault)
  const applyDefault = (list: Address[], chosen: Address) => {
    if (chosen.isDefault === 1) for (const a of list) if (a !== chosen) a.isDefault = 0
  }

  app.get(URL, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    return ok(sorted(listOf(s.userId)))
  })

  app.post<{ Body: Partial<AddressSaveRequest> }>(URL, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const body = req.body ?? {}
    const problem = problemOf(body)
    if (problem) return fail(400, problem)
    const list = listOf(s.userId)
    if (list.length >= 20) return fail(500201, '最多保存20个收货地址')
    const b = book()
    b.counter += 1
    const address: Address = {
      addressId: `A${b.counter}`,
      name: body.name!.trim(),
      phone: body.phone!,
      areaCode: body.areaCode!,
      areaName: body.areaName!.trim(),
      detail: body.detail!.trim(),
      isDefault: body.isDefault === 1 || list.length === 0 ? 1 : 0,
    }
    list.push(address)
    applyDefault(list, address)
    return ok(address)
  })

  app.put<{ Body: Partial<AddressSaveRequest> }>(URL, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const body = req.body ?? {}
    const address = listOf(s.userId).find((a) => a.addressId === body.addressId)
    if (!address) return fail(404, '地址不存在')
    const problem = problemOf(body)
    if (problem) return fail(400, problem)
    Object.assign(address, {
      name: body.name!.trim(),
      phone: body.phone!,
      areaCode: body.areaCode!,
      areaName: body.areaName!.trim(),
      detail: body.detail!.trim(),
      isDefault: body.isDefault === 1 ? 1 : 0,
    })
    applyDefault(listOf(s.userId), address)
    return ok(address)
  })

  app.delete<{ Body: { addressId?: string } | null; Querystring: { addressId?: string } }>(URL, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const id = req.body?.addressId ?? req.query.addressId
    const list = listOf(s.userId)
    const index = list.findIndex((a) => a.addressId === id)
    if (index < 0) return fail(404, '地址不存在')
    list.splice(index, 1)
    return ok(null)
  })
}
