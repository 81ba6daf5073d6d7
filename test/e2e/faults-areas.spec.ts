import type { Locator, Page } from '@playwright/test'
import { expect, loginThroughAddress, test } from './support/fixtures'

/**
 * One page of each area when its service answers a valid envelope with data of the wrong shape
 * (`wrong-data`): the page shows the Chinese error state with 重新加载 (never an English message,
 * never a white screen), and shows its content once the service is back and the parent retries.
 */
/** Screenshots at 375 px for looking at the pages, only when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

const ENGLISH_ERROR = /TypeError|undefined|null|Cannot read|Unexpected token|JSON|is not a function|NaN/

interface Case {
  name: string
  /** the call whose data turns wrong: its path (or /regex/) and method */
  path: string
  method?: string
  url: string
  content(page: Page): Locator
}

const CASES: Case[] = [
  { name: 'coupon list', path: '/mall/api/v1/coupon', method: 'POST', url: '/pages/coupon/coupon-list?debug=1', content: (p) => p.getByTestId('coupon-tab-list') },
  { name: 'course list', path: '/api/user/getUserCourse', url: '/pages/course/course-list?debug=1', content: (p) => p.getByTestId('course-list') },
  { name: 'article detail', path: '/api/article/details', url: '/pages/article/article-detail?id=A1001&debug=1', content: (p) => p.getByTestId('article-title') },
  { name: 'notice list', path: '/mall/api/v1/message/queryMessage', url: '/pages/notice/notice-list?debug=1', content: (p) => p.getByTestId('notice-item').first() },
  { name: 'clock-in', path: '/mall/api/v1/signin', method: 'GET', url: '/pages/point/clock-in?debug=1', content: (p) => p.getByTestId('signin-button') },
  { name: 'assessment list', path: '/mall/api/v1/basics/getFormRecordList', url: '/pages/assessment/assessment-list?debug=1', content: (p) => p.getByTestId('assessment').first() },
  { name: 'my distribution', path: '/mall/api/v1/distribution/myShare', url: '/pages/distribution/my-distribution?debug=1', content: (p) => p.getByTestId('total-earnings') },
  { name: 'member rights', path: '/mall/api/v1/coupon/rights', url: '/pages/rights/rights-list?debug=1', content: (p) => p.getByTestId('right-card').first() },
  {
    name: 'questionnaire list',
    path: '/^\\/api\\/talkCard\\/questionnaireList\\//',
    url: '/pages/questionnaire/questionnaire-list?debug=1',
    content: (p) => p.getByTestId('questionnaire').first(),
  },
]

test.describe('area pages when the data has the wrong shape', () => {
  for (const c of CASES) {
    test(`${c.name}: Chinese error state, then retry shows the page`, async ({ page, mock, problems }) => {
      await loginThroughAddress(page, '/pages/home/home?debug=1')
      await mock.fault({ path: c.path, fault: 'wrong-data', ...(c.method ? { method: c.method } : {}) })
      await page.goto(c.url)
      const error = page.getByTestId('error-state')
      await expect(error).toBeVisible({ timeout: 8_000 })
      await expect(error).toContainText('数据异常，请稍后再试')
      await expect(page.locator('body')).not.toContainText(ENGLISH_ERROR)
      await shot(page, `wrong-data-${c.name.replace(/\s+/g, '-')}`)
      await mock.clearFaults()
      await error.locator('.nut-button', { hasText: '重新加载' }).click()
      await expect(c.content(page)).toBeVisible()
      await expect(error).toHaveCount(0)
      expect(problems.unhandled()).toEqual([])
    })
  }
})
