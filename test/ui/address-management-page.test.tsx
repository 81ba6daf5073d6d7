import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import type { Address } from '@/shared/address/address-api'
import AddressManagementPage from '@/pages/address/address-management'
import { addressArea } from '@/shared/address/address-area'
import { fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from './helpers/render'

const a = (id: string, name: string, isDefault: 0 | 1): Address => ({ addressId: id, name, phone: '13800138000', areaCode: '440000-440300-440305', areaName: '广东省 深圳市 南山区', detail: '高新南七道 18 号', isDefault })
const list = [a('A1', '乐乐妈妈', 1), a('A2', '王建国', 0)]
const openWith = (params: Record<string, string>) => {
  ;(Current as unknown as { router: unknown }).router = { params, path: '/pages/address/address-management', onReady: '', onHide: '', onShow: '' }
}
const cards = () => [...document.querySelectorAll('[data-testid="address-card"]')] as HTMLElement[]

describe('address management page', () => {
  beforeEach(() => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('lists addresses with the default marked', async () => {
    openWith({})
    const { root } = await renderWithStores(AddressManagementPage, fakeDeps(), fakeAreaApi({ address: { list: jest.fn().mockResolvedValue(list) } }))
    await root.areas.get(addressArea).store.load()
    await waitFor(() => cards().length === 2)
    expect(cards()[0].querySelector('.address-card__tag')?.textContent).toBe('默认')
    expect(cards()[1].querySelector('.address-card__tag')).toBeNull()
    expect(cards()[1].textContent).toContain('138****8000')
  })

  it('opened from order confirmation (?select=1), a tap chooses the address and goes back', async () => {
    openWith({ select: '1' })
    const { root } = await renderWithStores(AddressManagementPage, fakeDeps(), fakeAreaApi({ address: { list: jest.fn().mockResolvedValue(list) } }))
    await root.areas.get(addressArea).store.load()
    await waitFor(() => cards().length === 2)
    cards()[1].click()
    await waitFor(() => root.areas.get(addressArea).store.addressSelection !== null)
    expect(root.areas.get(addressArea).store.addressSelection?.addressId).toBe('A2')
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('asks before deleting, and removes the address when confirmed', async () => {
    openWith({})
    const remove = jest.fn().mockResolvedValue(undefined)
    const { root } = await renderWithStores(AddressManagementPage, fakeDeps(), fakeAreaApi({ address: { list: jest.fn().mockResolvedValue(list), remove } }))
    await root.areas.get(addressArea).store.load()
    await waitFor(() => cards().length === 2)
    const del = [...cards()[1].querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('删除')) as HTMLElement
    del.click()
    await waitFor(() => text().includes('确定删除该收货地址吗？'))
    expect(remove).not.toHaveBeenCalled()
    const ok = [...document.querySelectorAll('.nut-button, .nut-dialog-footer-ok')].find((b) => b.textContent?.trim() === '确定') as HTMLElement
    ok.click()
    await waitFor(() => cards().length === 1)
    expect(remove).toHaveBeenCalledWith('A2')
  })
})
