import { CartStore } from '@/shared/trade/cart-store'
import { fakeDeps } from '../helpers/fake-deps'

const items = [
  { cartId: 'a', productId: 'p1', payType: 0 as const, money: '100.00', amount: 1, isEffective: 1 as const },
  { cartId: 'b', productId: 'p2', payType: 1 as const, point: 500, amount: 2, isEffective: 1 as const },
  { cartId: 'c', productId: 'p3', payType: 0 as const, money: '30.00', isEffective: 0 as const, checked: true },
]

function makeStore(over: Record<string, jest.Mock> = {}) {
  const cart = { list: jest.fn().mockResolvedValue(items), add: jest.fn().mockResolvedValue(undefined), update: jest.fn().mockResolvedValue(undefined), remove: jest.fn().mockResolvedValue(undefined), ...over }
  return { store: new CartStore(fakeDeps(), cart), cart }
}

describe('CartStore', () => {
  it('splits effective and invalid items and loads them all unchecked', async () => {
    const { store } = makeStore()
    await store.load()
    expect(store.effective.map((l) => l.cartId)).toEqual(['a', 'b'])
    expect(store.invalid.map((l) => l.cartId)).toEqual(['c'])
    expect(store.lines.every((l) => !l.checked)).toBe(true)
    // drawn with the rows that can be bought first, whatever order the service sent
    store.items.set([items[2], items[0], items[1]])
    expect(store.drawingOrder.map((l) => l.cartId)).toEqual(['a', 'b', 'c'])
    store.items.set(items)
    expect(store.totals).toEqual({ moneyFen: 0, points: 0, count: 0 })
  })

  it('checks one and all; totals follow', async () => {
    const { store } = makeStore()
    await store.load()
    store.toggle('a')
    expect(store.totals.moneyFen).toBe(10000)
    store.toggleAll()
    expect(store.allChecked).toBe(true)
    expect(store.totals).toEqual({ moneyFen: 10000, points: 1000, count: 3 })
    store.toggle('c')
    expect(store.invalid[0].checked).toBe(false)
    store.toggleAll()
    expect(store.totals.count).toBe(0)
  })

  it('rolls an amount back when the server refuses it', async () => {
    const { store } = makeStore({ update: jest.fn().mockRejectedValue(new Error('库存不足')) })
    await store.load()
    await expect(store.changeAmount('a', 5)).rejects.toThrow('库存不足')
    expect(store.lines.find((l) => l.cartId === 'a')!.amount).toBe(1)
  })

  it('puts deleted lines back when the delete fails', async () => {
    const { store, cart } = makeStore({ remove: jest.fn().mockRejectedValue(new Error('网络异常')) })
    await store.load()
    await expect(store.remove(['a', 'b'])).rejects.toThrow()
    expect(cart.remove).toHaveBeenCalledWith(['a', 'b'])
    expect(store.lines.map((l) => l.cartId)).toEqual(['a', 'b', 'c'])
  })

  it('keeps what was checked when an item is added', async () => {
    const { store, cart } = makeStore()
    await store.load()
    store.toggle('a')
    await store.add({ productId: 'p9', amount: 1, payType: 0 })
    expect(cart.add).toHaveBeenCalled()
    expect(store.checkedIds).toEqual(['a'])
  })

  it('reports a failed load in Chinese and keeps the old lines and their ticks; a load that succeeds starts unticked', async () => {
    const { store, cart } = makeStore()
    await store.load()
    store.toggle('a')
    cart.list.mockRejectedValueOnce(new Error('网络异常，请检查网络后重试'))
    await store.load()
    expect(store.items.error).toBe('网络异常，请检查网络后重试')
    expect(store.lines).toHaveLength(3)
    expect(store.checkedIds).toEqual(['a'])
    await store.load()
    expect(store.checkedIds).toEqual([])
  })

  it('an added item keeps the ticks of rows still in the cart, and drops the ticks of rows gone meanwhile', async () => {
    const { store, cart } = makeStore()
    await store.load()
    store.toggle('a')
    store.toggle('b')
    cart.list.mockResolvedValueOnce([items[1], items[2], { ...items[0], cartId: 'd', productId: 'p9' }])
    await store.add({ productId: 'p9', amount: 1, payType: 0 })
    expect(store.checkedIds).toEqual(['b'])
    expect(store.lines.map((l) => l.cartId)).toEqual(['b', 'c', 'd'])
  })
})
