import type { Address } from '@/shared/address/address-api'
import { AddressStore } from '@/shared/address/address-store'
import { deferred } from '@/utils/deferred'
import { fakeAreaApi } from '../helpers/fake-deps'

const a = (id: string, isDefault: 0 | 1 = 0): Address => ({ addressId: id, name: '乐乐妈妈', phone: '13800138000', areaCode: '440000-440300-440305', areaName: '广东省 深圳市 南山区', detail: '高新南七道 18 号', isDefault })

function make(over: Record<string, jest.Mock> = {}) {
  const address = {
    list: jest.fn().mockResolvedValue([a('A1'), a('A2', 1)]),
    create: jest.fn(async (b: Omit<Address, 'addressId'>) => ({ ...b, addressId: 'A9' })),
    update: jest.fn(async (b: Address) => b),
    remove: jest.fn().mockResolvedValue(undefined),
    ...over,
  }
  return { store: new AddressStore(fakeAreaApi({ address }).address), address }
}

describe('AddressStore', () => {
  it('lists the default first', async () => {
    const { store } = make()
    await store.load()
    expect(store.addresses.map((x) => x.addressId)).toEqual(['A2', 'A1'])
    expect(store.defaultAddress?.addressId).toBe('A2')
  })

  it('keeps at most one default after a save', async () => {
    const { store, address } = make()
    await store.load()
    await store.save({ name: '王建国', phone: '13912345678', areaCode: '110000-110100-110105', areaName: '北京市 朝阳区', detail: '阜通东大街 6 号', isDefault: 1 })
    expect(address.create).toHaveBeenCalled()
    expect(store.addresses.filter((x) => x.isDefault === 1).map((x) => x.addressId)).toEqual(['A9'])
    await store.makeDefault('A1')
    expect(address.update).toHaveBeenCalledWith(expect.objectContaining({ addressId: 'A1', isDefault: 1 }))
    expect(store.addresses.filter((x) => x.isDefault === 1).map((x) => x.addressId)).toEqual(['A1'])
  })

  it('keeps the list when a delete fails, and drops a deleted selection', async () => {
    const { store } = make({ remove: jest.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(undefined) })
    await store.load()
    store.select(store.byId('A1')!)
    await expect(store.remove('A1')).rejects.toThrow('网络异常')
    expect(store.addresses).toHaveLength(2)
    await store.remove('A1')
    expect(store.addresses.map((x) => x.addressId)).toEqual(['A2'])
    expect(store.addressSelection).toBeNull()
  })

  it('holds the address chosen for order confirmation', async () => {
    const { store } = make()
    await store.load()
    store.select(store.byId('A2')!)
    expect(store.addressSelection?.addressId).toBe('A2')
    store.clearSelection()
    expect(store.addressSelection).toBeNull()
  })

  it('reports a load failure', async () => {
    const { store } = make({ list: jest.fn().mockRejectedValue(new Error('服务器繁忙')) })
    await store.load()
    expect(store.list.status).toBe('error')
    expect(store.list.error).toBe('服务器繁忙')
  })

  it('a failed reload keeps the addresses on screen; the answer of an older load is dropped', async () => {
    const first = deferred<Address[]>()
    const list = jest
      .fn()
      .mockImplementationOnce(() => first.promise)
      .mockResolvedValueOnce([a('A1'), a('A2', 1)])
      .mockRejectedValueOnce(new Error('服务器繁忙'))
    const { store } = make({ list })
    const stale = store.load()
    await store.load()
    first.resolve([])
    await stale
    expect(store.addresses.map((x) => x.addressId)).toEqual(['A2', 'A1'])
    await store.load()
    expect(store.list.status).toBe('error')
    expect(store.addresses.map((x) => x.addressId)).toEqual(['A2', 'A1'])
  })
})
