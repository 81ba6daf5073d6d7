import { page, PAGE_CRASH_TEXT } from '@/components/page-boundary/page-boundary'
import { mountInPage, text, waitFor } from './helpers/render'

describe('page error boundary', () => {
  it('draws the error state with a retry when a page throws, and retry mounts it again', async () => {
    let fail = true
    let renders = 0
    function Flaky() {
      renders++
      if (fail) throw new TypeError("Cannot read properties of undefined (reading 'map')")
      return <div data-testid='ok'>已加载</div>
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const t = await mountInPage(page(Flaky))
    await waitFor(() => text().includes(PAGE_CRASH_TEXT))
    expect(text()).not.toContain('Cannot read')
    fail = false
    const before = renders
    const retry = [...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement
    await t.act(async () => retry.click())
    await waitFor(() => !!document.querySelector('[data-testid="ok"]'))
    expect(renders).toBeGreaterThan(before)
    spy.mockRestore()
  })
})
