/** The cart's checks are the round checkbox of the widget list (spec §2): a circle, ticked inside when chosen. */
import CartPage from '@/pages/cart/cart'
import { fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from '../helpers/render'

const rows = [
  { cartId: 'a', productId: 'p1', productName: '感统训练课', payType: 0 as const, money: '100.00', amount: 1, isEffective: 1 as const },
  { cartId: 'b', productId: 'p2', productName: '护眼台灯', payType: 0 as const, money: '59.00', amount: 1, isEffective: 1 as const },
]

/** Every check the cart shows: one per row, then 全选 in the footer. */
const checks = () => [...document.querySelectorAll('.cart-row .nut-checkbox, .cart-footer .nut-checkbox')] as HTMLElement[]

/** The outline the icon is drawn with: the SVG of its mask. */
function iconOutline(check: HTMLElement): { name: string; svg: string } {
  const icon = check.querySelector('.nut-checkbox-icon') as HTMLElement | null
  const name = /nut-icon-(\w+)/.exec(icon?.className ?? '')?.[1] ?? ''
  const data = /data:image\/svg\+xml;base64,([^'")]+)/.exec(icon?.getAttribute('style') ?? '')?.[1] ?? ''
  return { name, svg: Buffer.from(data, 'base64').toString('utf8') }
}

/** A circle as wide as the icon's box: an arc whose radii are both half the view box. */
function isFullCircle(svg: string): boolean {
  const box = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)
  if (!box || box[1] !== box[2]) return false
  const r = Number(box[1]) / 2
  return new RegExp(`[Aa]\\s*${r}[ ,]+${r}[ ,]`).test(svg)
}

test('the cart rows and 全选 draw a round check: an empty circle, a ticked circle once chosen', async () => {
  await renderWithStores(CartPage, fakeDeps(), fakeAreaApi({ cart: { list: jest.fn().mockResolvedValue(rows) } }))
  await waitFor(() => text().includes('护眼台灯'))
  expect(checks()).toHaveLength(3)
  for (const check of checks()) {
    expect(check.classList.contains('nut-checkbox-button')).toBe(false)
    expect(check.querySelector('.nut-checkbox-button')).toBeNull()
    const { name, svg } = iconOutline(check)
    expect(name).toBe('CheckNormal')
    expect(isFullCircle(svg)).toBe(true)
  }

  checks()[0].click()
  await waitFor(() => checks()[0].getAttribute('aria-checked') === 'true')
  const chosen = iconOutline(checks()[0])
  expect(chosen.name).toBe('Checked')
  expect(isFullCircle(chosen.svg)).toBe(true)
  expect(iconOutline(checks()[1]).name).toBe('CheckNormal')
})
