import { ConfirmAddress } from '@/pages/order/components/confirm-address'
import { mountInPage, waitFor } from '../helpers/render'

describe('the delivery address on the order confirmation', () => {
  it('shows the name and the phone with its middle digits hidden, as the address list does', async () => {
    const address = { addressId: 'A1', name: '乐乐妈妈', phone: '13800138000', areaCode: '440000-440300-440305', areaName: '广东省 深圳市 南山区', detail: '高新南七道 18 号', isDefault: 1 as const }
    await mountInPage(ConfirmAddress, { address, onChoose: () => undefined })
    await waitFor(() => document.querySelector('[data-testid="confirm-address"]') !== null)
    const text = document.querySelector('[data-testid="confirm-address"]')?.textContent ?? ''
    expect(text).toContain('乐乐妈妈 138****8000')
    expect(text).not.toContain('13800138000')
    expect(text).toContain('广东省 深圳市 南山区 高新南七道 18 号')
  })

  it('asks for an address when none is chosen', async () => {
    await mountInPage(ConfirmAddress, { address: null, onChoose: () => undefined })
    await waitFor(() => document.body.textContent?.includes('请选择收货地址') === true)
  })
})
