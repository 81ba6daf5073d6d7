import { expect, isLoginAddress, loginThroughAddress, TABS_PATH, test, WECHAT_UA } from './support/fixtures'

interface CategoryTab {
  code: string
  name: string
  description?: string
  platformType?: string
}

test.describe('where a visit lands', () => {
  test('a plain browser without usage=embed or debug=1 is sent to the open-in-WeChat page', async ({ page }) => {
    await page.goto('/pages/mall/mall')
    await expect(page).toHaveURL(/\/pages\/public\/wechat$/)
    await expect(page.getByTestId('open-in-wechat').getByText('请在微信中打开')).toBeVisible()
  })

  test('usage=embed lets a plain browser in (to the login address, having no token)', async ({ page }) => {
    await page.goto('/pages/mall/mall?usage=embed')
    await page.waitForURL((u) => isLoginAddress(u))
  })

  test.describe('in WeChat', () => {
    test.use({ userAgent: WECHAT_UA })
    test('the WeChat browser is never sent to the open-in-WeChat page', async ({ page }) => {
      const loginNav = page.waitForRequest((r) => r.isNavigationRequest() && isLoginAddress(r.url()))
      await page.goto('/pages/mall/mall')
      await loginNav
      expect(page.url()).not.toContain('/pages/public/wechat')
      await expect(page.getByText('请在微信中打开')).toHaveCount(0)
    })
  })

  test('with debug=1 the home tab shows the server category tabs with platformType 2, titled name·description', async ({ page, request }) => {
    const server = (await (await request.get(TABS_PATH)).json()) as { code: number; data: CategoryTab[] }
    const expected = server.data
      .filter((t) => String(t.platformType ?? '').split(',').includes('2'))
      .map((t) => (t.description ? `${t.name}·${t.description}` : t.name))
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(server.data.length)

    const tabsCall = page.waitForRequest((r) => new URL(r.url()).pathname === TABS_PATH && r.method() === 'GET')
    await loginThroughAddress(page, '/?debug=1')
    await tabsCall
    const titles = page.getByTestId('tab-strip-item')
    await expect(titles).toHaveText(expected)
    for (const hidden of server.data.filter((t) => !String(t.platformType).split(',').includes('2'))) {
      await expect(page.getByText(`${hidden.name}·${hidden.description}`)).toHaveCount(0)
    }
  })
})
