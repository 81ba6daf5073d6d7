import type { Page } from '@playwright/test'
import { expect, loginThroughAddress, test } from './support/fixtures'

/** Screenshots at 375 px for looking at the pages, only when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

/** The smaller side of each visible match is at least 44 px (a finger's tap). */
async function expectTappable(page: Page, selector: string) {
  const sizes = await page.locator(selector).evaluateAll((els) =>
    els.filter((e) => e.getBoundingClientRect().width > 0).map((e) => ({ text: (e.textContent ?? '').trim().slice(0, 8), side: Math.round(Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)) })),
  )
  expect(sizes.length, `${selector} is on the page`).toBeGreaterThan(0)
  for (const s of sizes) expect(s.side, `${selector} "${s.text}"`).toBeGreaterThanOrEqual(44)
}

const dialogButton = (page: Page, text: string) => page.locator('.nut-dialog .taro-button-core', { hasText: text })

test.describe('learning', () => {
  test('my courses → a course → book a class on an open day (a full day cannot be chosen) → my appointments lists it', async ({ page, problems }) => {
    await loginThroughAddress(page, '/pages/course/course-list?debug=1')
    await expect(page.getByTestId('coming-classes').getByTestId('class-row').first()).toBeVisible()
    const cards = page.getByTestId('course-card')
    await expect(cards).toHaveCount(4)
    await shot(page, 'course-list')

    await cards.filter({ hasText: '线下课程' }).first().click()
    await expect(page).toHaveURL(/\/pages\/course\/course-detail\?productId=/)
    await expect(page.getByTestId('upcoming-classes').getByTestId('class-row').first()).toBeVisible()
    await shot(page, 'course-detail')
    await page.getByTestId('book-class').click()
    await expect(page).toHaveURL(/\/pages\/schedule\/schedule-appointment\?productId=/)

    // a full day (满) cannot be chosen: look for one in the three weeks
    const shown = page.getByTestId('week-shown')
    await expect(shown.locator('[data-testid="calendar-day"]')).toHaveCount(7)
    let full = shown.locator('.week-calendar__day.is-full')
    for (let i = 0; i < 3 && (await full.count()) === 0; i += 1) {
      await page.getByTestId('week-next').click()
      full = page.getByTestId('week-shown').locator('.week-calendar__day.is-full')
    }
    await expect(full.first()).toBeVisible()
    await expect(full.first().locator('.week-calendar__badge')).toHaveText('满')
    await full.first().click()
    await expect(page.getByText('该日期已约满，请选择其他日期')).toBeVisible()
    await expect(full.first()).not.toHaveClass(/is-selected/)

    // an open day with a class still to come (today's may all have begun already), from this week on
    await page.reload()
    await expect(page.getByTestId('week-shown').locator('[data-testid="calendar-day"]')).toHaveCount(7)
    const open = page.getByTestId('week-shown').locator('.week-calendar__day:not(.is-disabled):not(.is-full)')
    const slots = page.locator('[data-testid="schedule"]:not(.is-disabled)').filter({ hasNotText: '已预约' })
    let found = false
    for (let week = 0; week < 3 && !found; week += 1) {
      const days = await open.count()
      for (let d = 0; d < days && !found; d += 1) {
        await open.nth(d).click()
        await expect(open.nth(d)).toHaveClass(/is-selected/)
        // the day's classes arrive after the tap; a day without one keeps saying 当天暂无可约课程
        found = await expect
          .poll(() => slots.count(), { timeout: 3000 })
          .toBeGreaterThan(0)
          .then(
            () => true,
            () => false,
          )
      }
      if (!found) await page.getByTestId('week-next').click()
    }
    expect(found, 'an open day with a class to book').toBe(true)
    const slot = slots.first()
    await expect(slot).toBeVisible()
    const scheduleId = await slot.getAttribute('data-id')
    const before = Number((await slot.getByTestId('schedule-remain').textContent())?.replace(/\D/g, ''))
    await slot.click()
    await expect(slot).toHaveClass(/is-active/)
    await shot(page, 'schedule-appointment')
    await page.getByTestId('book').click()
    await expect(page.locator('.nut-dialog')).toContainText('确认预约')
    await dialogButton(page, '确认预约').click()
    await expect(page.getByText('预约成功')).toBeVisible()
    const booked = page.locator(`[data-testid="schedule"][data-id="${scheduleId}"]`)
    await expect(booked).toContainText('已预约')
    await expect(booked.getByTestId('schedule-remain')).toHaveText(before - 1 > 0 ? `余${before - 1}` : '已约满')

    await page.getByTestId('schedule-appointment').getByTestId('to-records').click()
    await expect(page).toHaveURL(/\/pages\/schedule\/schedule-record/)
    await expect(page.locator(`[data-testid="appointment"][data-schedule="${scheduleId}"]`)).toBeVisible()
    await shot(page, 'schedule-record')
    expect(problems.unhandled()).toEqual([])
  })

  test('a video lesson resumes where it stopped after leaving and coming back', async ({ page }) => {
    await loginThroughAddress(page, '/pages/course/course-list?debug=1')
    await page.getByTestId('course-card').filter({ hasText: '看视频' }).first().click()
    await expect(page).toHaveURL(/\/pages\/course\/course-video\?productId=/)
    await expect(page.getByTestId('resume-at')).toHaveText('从头播放')
    await expect(page.locator('[data-testid="lesson"][data-playing="1"]')).toContainText('第1课')
    const video = page.locator('video').first()
    await expect(video).toBeAttached()
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true
      await v.play()
      v.currentTime = 31
      await new Promise((r) => v.addEventListener('seeked', r, { once: true }))
      await new Promise((r) => setTimeout(r, 400))
      v.pause()
    })
    await shot(page, 'course-video')
    // a locked lesson is refused
    await page.locator('[data-testid="lesson"]', { hasText: '未解锁' }).click()
    await expect(page.getByText('该课时尚未解锁')).toBeVisible()

    await page.goBack()
    await expect(page.getByTestId('course-list')).toBeVisible()
    await page.getByTestId('course-card').filter({ hasText: '看视频' }).first().click()
    await expect(page.getByTestId('resume-at')).toHaveText(/从上次 00:3[12] 继续播放/)
    await expect.poll(() => page.locator('video').first().evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime))).toBeGreaterThanOrEqual(30)
  })

  test('evaluate a finished course once; afterwards it is read-only', async ({ page }) => {
    await loginThroughAddress(page, '/pages/course/course-finish?debug=1')
    await expect(page.getByTestId('course-card')).toHaveCount(2)
    await shot(page, 'course-finish')
    await page.getByTestId('to-evaluate').click()
    await expect(page).toHaveURL(/\/pages\/course\/course-evaluation\?productId=/)
    await expect(page.getByTestId('course-evaluation')).toHaveAttribute('data-readonly', '0')
    await page.getByTestId('submit-evaluation').click()
    await expect(page.getByText('请为老师态度打分')).toBeVisible()
    for (const key of ['attitude', 'campusEnv', 'courseEffect']) await page.getByTestId(`rate-${key}`).locator('.nut-rate-item').nth(4).click()
    const bar = page.getByTestId('form-bar')
    const position = () => bar.evaluate((el) => getComputedStyle(el).position)
    const docTop = () => page.getByTestId('submit-evaluation').evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY))
    await expect.poll(position).toBe('fixed')
    await page.locator('.evaluation__text textarea').fill('老师很耐心，孩子每次都很期待上课。')
    // the keyboard is up: the button stands at the end of the form and stays there as the screen shrinks
    await expect.poll(position).toBe('static')
    const before = await docTop()
    await page.setViewportSize({ width: 375, height: 380 })
    expect(await docTop()).toBe(before)
    const text = await page.locator('.evaluation__text textarea').boundingBox()
    const button = await page.getByTestId('submit-evaluation').boundingBox()
    expect(button!.y, 'the button is below the field being typed in').toBeGreaterThanOrEqual(text!.y + text!.height)
    await page.setViewportSize({ width: 375, height: 667 })
    await page.locator('.evaluation__text textarea').blur()
    await expect.poll(position).toBe('fixed')
    await shot(page, 'course-evaluation')
    await page.getByTestId('submit-evaluation').click()
    await expect(page.getByText('评价成功')).toBeVisible()
    await expect(page.getByTestId('course-evaluation')).toHaveAttribute('data-readonly', '1')
    await expect(page.getByTestId('evaluation-describe')).toHaveText('老师很耐心，孩子每次都很期待上课。')
    await page.reload()
    await expect(page.getByTestId('course-evaluation')).toHaveAttribute('data-readonly', '1')
    await expect(page.getByTestId('submit-evaluation')).toHaveCount(0)
  })

  test('home 免费发育测评 → take an assessment → its report shows the chart', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.getByText('免费发育测评').click()
    await expect(page).toHaveURL(/\/pages\/assessment\/assessment-list/)
    await expect(page.getByTestId('assessment')).toHaveCount(3)
    await shot(page, 'assessment-list')
    await page.locator('[data-testid="assessment"][data-status="todo"]').first().click()
    await expect(page).toHaveURL(/\/pages\/assessment\/assessment-detail\?formId=/)
    await expect(page.getByTestId('question').first()).toBeVisible()

    await page.getByTestId('submit-assessment').click()
    await expect(page.getByTestId('question-error').first()).toContainText('请回答：')

    const questions = page.getByTestId('question')
    for (let i = 0; i < (await questions.count()); i += 1) {
      const q = questions.nth(i)
      if (await q.locator('.nut-radio').count()) await q.locator('.nut-radio').first().click()
      else if (await q.locator('.nut-checkbox').count()) await q.locator('.nut-checkbox').first().click()
      else if (await q.locator('.nut-rate-item').count()) await q.locator('.nut-rate-item').nth(3).click()
      else await q.locator('textarea').fill('短')
      // answering clears the question's message (the layout settles before the next one)
      await expect(q.getByTestId('question-error')).toHaveCount(0)
    }
    await shot(page, 'assessment-detail')
    await page.getByTestId('submit-assessment').click()
    // the rule engine's message for the too-short text
    await expect(page.getByTestId('question-error')).toHaveText(['补充说明至少5个字'])
    await page.locator('[data-testid="question"] textarea').fill('上课时容易走神，需要反复提醒')
    await page.getByTestId('submit-assessment').click()

    await expect(page).toHaveURL(/\/pages\/assessment\/report-read-detail\?recordId=/)
    const chart = page.getByTestId('ability-chart').locator('img')
    await expect(chart).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
    await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(page.getByTestId('ability')).toHaveCount(5)
    await shot(page, 'report-read-detail')

    await page.goBack()
    await page.goto('/pages/assessment/assessment-list?tab=week&debug=1')
    await expect(page.getByTestId('week-report')).toHaveCount(4)
    await expect(page.getByTestId('trend-chart').locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
    await shot(page, 'assessment-weeks')
    await page.getByTestId('week-report').first().click()
    await expect(page.getByTestId('week-report-detail')).toBeVisible()
    await shot(page, 'week-report')
  })

  test('the month view marks booked days, today and the chosen day apart, and lists the chosen day\'s classes', async ({ page, problems }) => {
    await loginThroughAddress(page, '/pages/schedule/schedule-calendar?debug=1')
    await expect(page.getByTestId('schedule-calendar')).toBeVisible()
    await expect(page.getByTestId('booked-day').first()).toBeVisible()
    // opens on today: chosen and today, one of each
    const today = page.locator('[data-testid="month-day"][data-today="1"]')
    await expect(today).toHaveCount(1)
    await expect(today).toHaveAttribute('data-chosen', '1')
    await expect(page.locator('[data-testid="month-day"][data-chosen="1"]')).toHaveCount(1)
    await expect(page.locator('.month-view__today')).toHaveText('今天')

    // a day with classes that is not today (the next month when this one has none left)
    const bookedDay = page.locator('.nut-calendarcard-day.current', { has: page.getByTestId('booked-day') }).filter({ has: page.locator('[data-today="0"]') })
    if ((await bookedDay.count()) === 0) await page.locator('.nut-calendarcard-header .right').click()
    const target = bookedDay.first()
    const date = await target.getByTestId('month-day').getAttribute('data-date')
    await target.click()
    const chosen = page.locator('[data-testid="month-day"][data-chosen="1"]')
    await expect(chosen).toHaveCount(1)
    await expect(chosen).toHaveAttribute('data-date', date!)
    await expect(chosen).toHaveClass(/is-chosen/)
    await expect(chosen).toHaveClass(/is-booked/)
    // the chosen mark looks different from a day that is only booked
    const fill = await chosen.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(fill).toBe('rgb(0, 192, 148)')
    const [, m, d] = date!.split('-').map(Number)
    await expect(page.getByTestId('chosen-day-title')).toContainText(`${m}月${d}日`)
    await expect(page.getByTestId('day-class').first()).toBeVisible()
    await expect(page.getByTestId('day-class').first()).toContainText(`${m}月${d}日`)
    // today keeps its own mark, no longer chosen
    if (await today.count()) {
      await expect(today).toHaveAttribute('data-chosen', '0')
      expect(await today.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(fill)
    }
    await shot(page, 'schedule-calendar')
    expect(problems.unhandled()).toEqual([])
  })

  test('every tap target of the learning pages is at least 44 px at 375 px wide', async ({ page }) => {
    await loginThroughAddress(page, '/pages/course/course-list?debug=1')
    await expect(page.getByTestId('course-card').first()).toBeVisible()
    await expectTappable(page, '.course-section__link')
    await expectTappable(page, '.course-card__go')
    await page.getByTestId('course-card').filter({ hasText: '线上课程' }).first().click()
    await expect(page.getByTestId('online-info').first()).toBeVisible()
    await expectTappable(page, '.class-row__actions .nut-button')
    await page.goto('/pages/course/course-finish')
    await expect(page.getByTestId('course-card').first()).toBeVisible()
    await expectTappable(page, '.course-card__go')
    await page.getByTestId('to-evaluate').click()
    await expect(page.getByTestId('course-evaluation')).toBeVisible()
    await expectTappable(page, '.evaluation__item .nut-rate-item')
    await page.goto('/pages/schedule/schedule-record')
    await expect(page.getByTestId('appointment').first()).toBeVisible()
    await expectTappable(page, '[data-testid="cancel-appointment"]')
    await page.goto('/pages/schedule/schedule-calendar')
    await expect(page.getByTestId('month-day').first()).toBeVisible()
    await expectTappable(page, '.nut-calendarcard-header .left, .nut-calendarcard-header .right')
    await page.goto('/pages/assessment/assessment-list')
    await page.locator('[data-testid="assessment"][data-status="todo"]').first().click()
    await expect(page.getByTestId('question').first()).toBeVisible()
    await expectTappable(page, '.question .nut-radio')
    await expectTappable(page, '.question .nut-rate-item')
  })

  test('booking: the week arrows and the links are 44 px; the video speeds too', async ({ page }) => {
    await loginThroughAddress(page, '/pages/course/course-list?debug=1')
    await page.getByTestId('course-card').filter({ hasText: '线下课程' }).first().click()
    await page.getByTestId('book-class').click()
    await expect(page.getByTestId('week-shown')).toBeVisible()
    await expectTappable(page, '.week-calendar__arrow')
    await expectTappable(page, '.schedule-page__link')
    await page.goto('/pages/course/course-list')
    await page.getByTestId('course-card').filter({ hasText: '看视频' }).first().click()
    await expect(page.getByTestId('rate').first()).toBeVisible()
    await expectTappable(page, '[data-testid="rate"]')
  })
})
