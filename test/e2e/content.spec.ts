import type { Page } from '@playwright/test'
import { HOSTILE_BODY } from '../../mock/seed/hostile-html'
import { expect, loginThroughAddress, test } from './support/fixtures'

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-content'
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })

/** Fails the test on any dialog (alert/confirm/prompt) the page opens. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = []
  page.on('dialog', (d) => {
    seen.push(d.message())
    void d.dismiss()
  })
  return seen
}

/** Nothing live in the rendered body: no on* attribute, no script URL, no frame or script. */
async function expectInert(page: Page, selector: string) {
  const found = await page.evaluate((sel) => {
    const root = document.querySelector(sel)
    if (!root) return { missing: true, handlers: [], scriptUrls: [], live: 0 }
    const all = Array.from(root.querySelectorAll('*'))
    const handlers = all.flatMap((el) => Array.from(el.attributes).filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`))
    const scriptUrls = all.flatMap((el) =>
      ['href', 'src', 'action', 'formaction', 'xlink:href'].map((n) => el.getAttribute(n) ?? '').filter((v) => /^\s*(javascript|vbscript|data):/i.test(v)),
    )
    const live = root.querySelectorAll('iframe, script, svg, style, object, embed, form').length
    return { missing: false, handlers, scriptUrls, live }
  }, selector)
  expect(found.missing).toBe(false)
  expect(found.handlers).toEqual([])
  expect(found.scriptUrls).toEqual([])
  expect(found.live).toBe(0)
  // and nowhere else on the page either
  expect(await page.locator('[onerror], [onload], [onclick], [onmouseover]').count()).toBe(0)
  // (the framework's own tab bar links are href="javascript:;" and carry no server HTML)
  const scriptLinks = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]')).filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '') && !a.closest('taro-tabbar-core, .weui-tabbar, .taro-tabbar__container')).length,
  )
  expect(scriptLinks).toBe(0)
}

test.describe('content: hostile server HTML', () => {
  test('article bodies with hostile HTML run nothing and keep no handler', async ({ page }) => {
    const dialogs = watchDialogs(page)
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    for (const id of ['A1002', 'A1007', 'A1014']) {
      await page.goto(`/pages/article/article-detail?id=${id}&debug=1`)
      await expect(page.getByTestId('article-body')).toContainText('正文结束')
      await expect(page.getByTestId('article-body')).toContainText('点击领取福利')
      await page.waitForTimeout(300)
      await expectInert(page, '[data-testid="article-body"]')
    }
    expect(dialogs).toEqual([])
  })

  test('a product description with hostile HTML runs nothing and keeps no handler', async ({ page }) => {
    const dialogs = watchDialogs(page)
    await page.route('**/mall/api/v1/product/P1001', async (route) => {
      const res = await route.fetch()
      const body = (await res.json()) as { data: { detail: string } }
      body.data.detail = `<h3>课程介绍</h3>${HOSTILE_BODY}`
      await route.fulfill({ response: res, json: body })
    })
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/goods/goods-detail?id=P1001&debug=1')
    await expect(page.getByTestId('rich-detail-body')).toContainText('正文结束')
    await page.waitForTimeout(300)
    await expectInert(page, '[data-testid="rich-detail-body"]')
    expect(dialogs).toEqual([])
  })
})

test.describe('content: articles', () => {
  test('list → detail → like, favorite, follow → comment, reply, delete own → favorites and follows list them', async ({ page }) => {
    // the longest journey of the suite (six pages, a dozen actions each waiting for its toast): it
    // ran past the 30 s default on a loaded 2-core machine; every step keeps its own 8 s expectation
    test.setTimeout(60_000)
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/article/article-list?debug=1')
    // interest tags are asked once
    await expect(page.getByTestId('tag-picker')).toBeVisible()
    await page.getByTestId('interest-tag').filter({ hasText: '感统失调' }).click()
    await shot(page, 'article-list-tags')
    await page.getByTestId('save-tags').click()
    await expect(page.getByTestId('tag-picker')).toBeHidden()
    await expect(page.getByTestId('article-card')).toHaveCount(3)
    await shot(page, 'article-list')
    await page.getByTestId('load-more').click()
    await expect(page.getByTestId('article-card')).toHaveCount(6)

    await page.goto('/pages/article/article-detail?id=A1001&debug=1')
    await expect(page.getByTestId('article-title')).toBeVisible()
    await expect(page.getByTestId('article-body')).toContainText('先观察，再判断')
    const likes = Number(await page.getByTestId('like-count').textContent())
    await page.getByTestId('like').click()
    await expect(page.getByTestId('like')).toHaveAttribute('data-state', 'on')
    await expect(page.getByTestId('like-count')).toHaveText(String(likes + 1))
    await page.getByTestId('favorite').click()
    await expect(page.getByTestId('favorite')).toHaveAttribute('data-state', 'on')
    const follow = page.getByTestId('article').getByTestId('follow')
    await follow.click()
    await expect(follow).toHaveAttribute('data-state', 'on')
    await shot(page, 'article-detail')

    // a comment, shown as text even when it looks like HTML
    await page.getByTestId('write-comment').click()
    await page.getByTestId('comment-editor').locator('textarea').fill('<b>很实用</b>，已经在家练习')
    await page.getByTestId('send-comment').click()
    const mine = page.getByTestId('comment-thread').filter({ hasText: '<b>很实用</b>，已经在家练习' })
    await expect(mine).toBeVisible()
    await expect(mine.locator('b')).toHaveCount(0)
    // a reply to it
    await mine.getByTestId('reply-to').first().click()
    await page.getByTestId('comment-editor').locator('textarea').fill('补充：每天十分钟')
    await page.getByTestId('send-comment').click()
    await mine.getByTestId('show-replies').click()
    await expect(page.getByTestId('reply').filter({ hasText: '补充：每天十分钟' })).toBeVisible()
    // like someone's comment (type 1), then delete my own after confirming
    const other = page.getByTestId('comment').filter({ hasNotText: '乐乐妈妈' }).first()
    await other.getByTestId('comment-like').first().click()
    await expect(other.getByTestId('comment-like').first()).toHaveAttribute('data-state', 'on')
    await shot(page, 'article-comments')
    const give = page.waitForRequest((r) => r.url().includes('/api/article/updateCommentStatus'))
    await mine.getByTestId('delete-comment').first().click()
    await page.locator('.confirm-dialog .nut-dialog-footer-ok').click()
    expect((await give).postDataJSON()).toMatchObject({ dataStatus: 3 })
    await expect(page.getByTestId('comment').filter({ hasText: '已经在家练习' })).toHaveCount(0)

    const title = await page.getByTestId('article-title').textContent()
    await page.goto('/pages/article/favorites?debug=1')
    await expect(page.getByTestId('article-card').first()).toContainText(title ?? '')
    await shot(page, 'favorites')
    await page.goto('/pages/article/follow?debug=1')
    await expect(page.getByTestId('expert-card')).toHaveCount(2)
    await shot(page, 'follow')
    // unfollow from the list
    await page.getByTestId('follow').first().click()
    await expect(page.getByTestId('expert-card')).toHaveCount(1)
  })

  test('experts, their articles and a video article', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/article/expert-detail?id=E01&debug=1')
    await expect(page.getByTestId('expert-card')).toContainText('林静怡')
    await expect(page.getByTestId('article-card')).toHaveCount(3)
    await shot(page, 'expert-detail')
    await page.getByTestId('all-articles').click()
    await expect(page.getByTestId('expert-articles').getByTestId('article-card')).toHaveCount(7)
    await shot(page, 'expert-detail-article-page')
    await page.goto('/pages/article/article-detail-video?id=A1004&debug=1')
    await expect(page.getByTestId('article-title')).toBeVisible()
    await expect(page.locator('video')).toHaveCount(1)
    await shot(page, 'article-detail-video')
  })
})

test.describe('content: notices', () => {
  test('reading a notice lowers the unread count on the list tabs; text keeps its line breaks', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/notice/notice-list?debug=1')
    const badge = page.getByTestId('unread-1')
    await expect(badge).toHaveText('4')
    await expect(page.getByTestId('unread-2')).toHaveText('3')
    await expect(page.getByTestId('notice-item')).toHaveCount(10)
    await shot(page, 'notice-list')
    await page.locator('[data-testid="notice-item"][data-state="unread"]').first().click()
    await expect(page.getByTestId('notice-detail')).toBeVisible()
    await expect(page.getByTestId('notice-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    const content = await page.getByTestId('notice-content').innerText()
    expect(content).toContain('\n')
    expect(content).not.toContain('\\n')
    await shot(page, 'notice-detail')
    await page.goBack()
    await expect(page.getByTestId('unread-1')).toHaveText('3')
    await expect(page.locator('[data-testid="notice-item"][data-state="unread"]')).toHaveCount(3)
    // the other tab
    await page.getByTestId('notice-tab-2').click()
    await expect(page.getByTestId('notice-item').first()).toBeVisible()
  })
})

test.describe('content: questionnaires', () => {
  test('a missing required answer is refused with a message; a complete one is accepted', async ({ page, mock }) => {
    await mock.questionnairePopups(true)
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/questionnaire/questionnaire-list?debug=1')
    // a pending questionnaire pops up on entry; close it
    await expect(page.getByText('邀请您填写问卷')).toBeVisible()
    const closed = page.waitForRequest((r) => r.url().includes('/api/talkCard/closeQuestionnaire/'))
    await page.locator('.nut-dialog-footer-cancel').click()
    await closed
    await shot(page, 'questionnaire-list')
    const submitted = { count: 0 }
    page.on('request', (r) => {
      if (r.url().includes('/api/talkCard/submitQuestionnaire')) submitted.count += 1
    })
    await page.locator('[data-testid="questionnaire"][data-id="Q01"]').getByTestId('answer').click()
    const form = page.getByTestId('questionnaire-form')
    await expect(form).toBeVisible()
    // only the rating: the other required answers are missing
    await form.locator('[data-id="q1"] .nut-rate-item').nth(3).click()
    await page.getByTestId('submit-questionnaire').click()
    await expect(page.getByText('请回答：孩子上课后的变化').first()).toBeVisible()
    await expect(page.getByTestId('question-error')).toHaveCount(2)
    expect(submitted.count).toBe(0)
    await shot(page, 'questionnaire-form-refused')
    await form.locator('[data-id="q2"]').getByText('进步明显').click()
    await form.locator('[data-id="q3"]').getByText('课后反馈更及时').click()
    await form.locator('[data-id="q5"] textarea').fill('希望增加周末班')
    await page.getByTestId('submit-questionnaire').click()
    await expect(page.locator('[data-testid="questionnaire"][data-id="Q01"]')).toHaveAttribute('data-state', 'done')
    expect(submitted.count).toBe(1)
  })

  test('an external questionnaire opens only on an allowed address', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto(`/pages/questionnaire/questionnaire-link?debug=1&url=${encodeURIComponent('https://evil.example/q')}`)
    await expect(page.getByTestId('link-refused')).toContainText('该问卷地址不受支持')
    await shot(page, 'questionnaire-link-refused')
    // an allowed one fills the screen under a line that opens it on its own
    const url = 'https://wj.qq.com/s2/1234567/abcd/'
    await page.route('https://wj.qq.com/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>问卷</title><p>家长满意度调查</p>' }))
    await page.goto(`/pages/questionnaire/questionnaire-link?debug=1&url=${encodeURIComponent(url)}`)
    await expect(page.getByTestId('web-page-open')).toHaveAttribute('href', url)
    await expect(page.frameLocator('[data-testid="web-page"]').getByText('家长满意度调查')).toBeVisible()
    const [link, frame] = await Promise.all([page.getByTestId('web-page-open').boundingBox(), page.getByTestId('web-page').boundingBox()])
    expect(link!.height).toBeGreaterThanOrEqual(44)
    expect(frame!.y).toBeGreaterThanOrEqual(link!.y + link!.height)
    expect(frame!.y + frame!.height).toBeGreaterThan(600)
  })
})
