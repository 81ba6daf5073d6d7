import { page, PAGE_CRASH_TEXT } from '@/components/page-boundary/page-boundary'
import { installErrorReporter } from '@/services/error-report/report-error'
import type { ErrorReporter } from '@/services/error-report/error-reporter'
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
    const reports: Array<Parameters<ErrorReporter['report']>> = []
    installErrorReporter({ report: (...args) => void reports.push(args), send: () => undefined, leaving: () => undefined })
    const t = await mountInPage(page(Flaky))
    await waitFor(() => text().includes(PAGE_CRASH_TEXT))
    expect(text()).not.toContain('Cannot read')
    // the render error is reported once, with the components it happened in
    expect(reports).toHaveLength(1)
    expect(reports[0][0]).toBe('render')
    expect((reports[0][1] as Error).message).toBe("Cannot read properties of undefined (reading 'map')")
    expect((reports[0][2]?.data?.components as string[]).join(' ')).toContain('Flaky')
    installErrorReporter(null)
    fail = false
    const before = renders
    const retry = [...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement
    await t.act(async () => retry.click())
    await waitFor(() => !!document.querySelector('[data-testid="ok"]'))
    expect(renders).toBeGreaterThan(before)
    spy.mockRestore()
  })
})
