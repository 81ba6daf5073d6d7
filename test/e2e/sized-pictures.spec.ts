import { expect, loginThroughAddress, test } from './support/fixtures'

/**
 * Pictures are asked for at the size they are shown (src/utils/sized-picture.ts): the picture
 * service's resize query for the box × the screen's pixel ratio, answered at that size, and shown.
 */
test.describe('pictures at the size they are shown', () => {
  test.use({ deviceScaleFactor: 2, viewport: { width: 375, height: 812 } })

  test("the article list's covers: 100 × 75 px boxes, asked for and drawn at 200 × 150", async ({ page }) => {
    await loginThroughAddress(page)
    await page.goto('/pages/article/article-list')
    const cover = page.getByTestId('article-card').first().locator('img')
    await expect(cover).toHaveAttribute('src', /\?x-oss-process=image\/resize,m_fill,w_200,h_150$/)
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 200, 150])
    const box = await cover.boundingBox()
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([100, 75])
  })
})
