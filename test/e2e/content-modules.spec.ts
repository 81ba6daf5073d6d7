import type { Page } from '@playwright/test'
import { expect, loginThroughAddress, test } from './support/fixtures'

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-content'
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
const tabs = (page: Page) => page.locator('.article-list__tabs').getByTestId('tab-strip-item')
const row = (page: Page, id: number) => page.locator(`[data-testid="module-row"][data-id="${id}"]`)

test.describe('content: article module order', () => {
  test('reorder and hide modules → reload → the order is kept; a failed save puts the order back with a toast', async ({ page, mock }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/article/article-list?debug=1')
    await expect(page.getByTestId('tag-picker')).toBeVisible()
    await page.getByTestId('save-tags').click()
    await expect(page.getByTestId('tag-picker')).toBeHidden()
    await expect(tabs(page)).toHaveText(['推荐', '发育行为', '语言发展', '感统训练', '营养喂养'])

    await page.getByTestId('open-modules').click()
    await expect(page.getByTestId('module-row')).toHaveCount(5)
    await expect(row(page, 1)).toContainText('固定')
    await row(page, 5).getByTestId('module-up').click()
    await row(page, 5).getByTestId('module-up').click()
    await row(page, 3).getByTestId('module-toggle').click()
    await expect(page.getByTestId('module-row')).toHaveText([/推荐/, /发育行为/, /营养喂养/, /语言发展/, /感统训练/])
    await shot(page, 'article-module-editor')
    const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/article/module'))
    await page.getByTestId('save-modules').click()
    await created
    await expect(page.getByTestId('module-editor')).toBeHidden()
    await expect(tabs(page)).toHaveText(['推荐', '发育行为', '营养喂养', '感统训练'])
    await shot(page, 'article-list-modules')

    // a new launch reads the saved order
    await page.reload()
    await expect(tabs(page)).toHaveText(['推荐', '发育行为', '营养喂养', '感统训练'])

    // the second save reorders with PUT; the server refuses: the old order comes back and a toast says so
    await mock.fault({ path: '/api/article/module/order', method: 'PUT', fault: 'http500', times: 1 })
    await page.getByTestId('open-modules').click()
    // 感统训练 up past the hidden 语言发展 and past 营养喂养
    await row(page, 4).getByTestId('module-up').click()
    await row(page, 4).getByTestId('module-up').click()
    await expect(page.getByTestId('module-row')).toHaveText([/推荐/, /发育行为/, /感统训练/, /营养喂养/, /语言发展/])
    const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/article/module/order'))
    await page.getByTestId('save-modules').click()
    expect((await put).status()).toBe(500)
    await expect(page.getByText('服务器繁忙，请稍候再试!')).toBeVisible()
    await expect(tabs(page)).toHaveText(['推荐', '发育行为', '营养喂养', '感统训练'])

    // and once it is accepted, it stays after a reload
    await page.getByTestId('open-modules').click()
    // 感统训练 up past the hidden 语言发展 and past 营养喂养
    await row(page, 4).getByTestId('module-up').click()
    await row(page, 4).getByTestId('module-up').click()
    await expect(page.getByTestId('module-row')).toHaveText([/推荐/, /发育行为/, /感统训练/, /营养喂养/, /语言发展/])
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/article/module/order'))
    await page.getByTestId('save-modules').click()
    expect((await (await saved).json()).code).toBe(0)
    await expect(tabs(page)).toHaveText(['推荐', '发育行为', '感统训练', '营养喂养'])
    await page.reload()
    await expect(tabs(page)).toHaveText(['推荐', '发育行为', '感统训练', '营养喂养'])
  })
})

test.describe('content: a waiting questionnaire on entry', () => {
  test('the home tab pops it up once per launch; 关闭 sends closeQuestionnaire and it does not come back; 去填写 opens the next one', async ({ page, mock }) => {
    await mock.questionnairePopups(true)
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/talkCard/popUpQuestionnaire/')) asked.push(r.url())
    })
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    const popup = page.getByTestId('pending-questionnaire')
    await expect(popup).toContainText('课程服务满意度调查')
    await expect(page.getByText('邀请您填写问卷')).toBeVisible()
    await expect(page.locator('.popup-box__btn').filter({ hasText: '去填写' })).toBeInViewport()
    await page.waitForTimeout(400) // the sheet's slide-in
    await shot(page, 'home-pending-questionnaire')
    const closed = page.waitForRequest((r) => r.url().includes('/api/talkCard/closeQuestionnaire/'))
    await page.locator('.popup-box__btn').filter({ hasText: '关闭' }).click()
    expect((await closed).url()).toContain('closeQuestionnaire/EV-U10001-Q01')
    await expect(popup).toBeHidden()
    expect(asked).toHaveLength(1)

    // the same launch: to the mall tab and back, no second pop-up and no second question
    await page.locator('.weui-tabbar__item').filter({ hasText: '商城' }).click()
    await expect(page).toHaveURL(/pages\/mall\/mall/)
    await page.locator('.weui-tabbar__item').filter({ hasText: '首页' }).click()
    await expect(page.getByTestId('home-pane')).toBeVisible()
    await page.waitForTimeout(500)
    await expect(popup).toBeHidden()
    expect(asked).toHaveLength(1)

    // a new launch: the closed one is not shown again; the next waiting one is, and 去填写 opens it
    await page.reload()
    await expect(popup).toContainText('评估服务回访问卷')
    await expect(popup).not.toContainText('课程服务满意度调查')
    await page.locator('.popup-box__btn').filter({ hasText: '去填写' }).click()
    await expect(page).toHaveURL(/pages\/questionnaire\/questionnaire-list\?id=Q02/)
    await expect(page.getByTestId('questionnaire-form')).toContainText('评估服务回访问卷')
  })
})
