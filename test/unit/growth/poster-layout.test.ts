import { coverCrop, MAX_CANVAS_PX, POSTER_HEIGHT, POSTER_WIDTH, posterLayout, posterPixels, wrapText } from '@/shared/poster/poster-layout'

/** Every character 12 px wide, like a 12 px CJK font. */
const measure12 = (s: string) => [...s].length * 12

describe('poster sizes at 1×, 2×, 3×', () => {
  it.each([
    [1, 300, 533],
    [2, 600, 1066],
    [3, 900, 1599],
  ])('at %i× the canvas is %i × %i device pixels', (dpr, w, h) => {
    expect(posterPixels(POSTER_WIDTH, POSTER_HEIGHT, dpr)).toEqual({ ratio: dpr, width: w, height: h })
  })

  it('never more than 3×, never less than 1×', () => {
    expect(posterPixels(300, 533, 4).ratio).toBe(3)
    expect(posterPixels(300, 533, 0.5).ratio).toBe(1)
    expect(posterPixels(300, 533, NaN).ratio).toBe(2)
  })

  it('a tall poster is drawn at a lower ratio so height × ratio stays under 4096', () => {
    const p = posterPixels(750, 1600, 3)
    expect(p.height).toBeLessThan(MAX_CANVAS_PX)
    expect(p.ratio).toBeLessThan(3)
    expect(p.ratio).toBeGreaterThan(2.5)
  })

  it('the layout fits inside the poster and scales with its width', () => {
    const l = posterLayout(300)
    expect(l.height).toBe(533)
    expect(l.card.x + l.card.w).toBeLessThanOrEqual(300)
    expect(l.card.y + l.card.h).toBeLessThanOrEqual(533)
    expect(l.qr.x + l.qr.w).toBeLessThanOrEqual(l.card.x + l.card.w)
    expect(l.text.x + l.text.maxWidth).toBeLessThanOrEqual(l.qr.x)
    const big = posterLayout(600)
    expect(big.height).toBe(1067)
    expect(big.qr.w).toBeCloseTo(l.qr.w * 2)
  })
})

describe('text wrap', () => {
  it('breaks Chinese between characters at the width', () => {
    expect(wrapText('一站式儿童健康管理平台', 60, measure12)).toEqual(['一站式儿童', '健康管理平', '台'])
  })

  it('keeps a Latin word whole when it fits and honours newlines (also a literal \\n)', () => {
    expect(wrapText('扫码 ABC 注册', 48, measure12)).toEqual(['扫码', 'ABC', '注册'])
    expect(wrapText('第一行\\n第二行', 200, measure12)).toEqual(['第一行', '第二行'])
  })

  it('a line never starts with closing punctuation', () => {
    expect(wrapText('一二三四五，六七', 60, measure12)).toEqual(['一二三四', '五，六七'])
  })

  it('a word wider than the line is broken by character', () => {
    expect(wrapText('abcdefghij', 36, measure12)).toEqual(['abc', 'def', 'ghi', 'j'])
  })

  it('ends the last allowed line with an ellipsis that fits', () => {
    const lines = wrapText('一二三四五六七八九十一二三四五', 60, measure12, 2)
    expect(lines).toEqual(['一二三四五', '六七八九…'])
    lines.forEach((l) => expect(measure12(l)).toBeLessThanOrEqual(60))
  })

  it('empty text gives one empty line', () => {
    expect(wrapText('', 60, measure12)).toEqual([''])
  })
})

describe('cover crop', () => {
  it('crops a wide image to the tall box shape, centred', () => {
    const c = coverCrop(400, 300, 300, 533)
    expect(c.h).toBeCloseTo(300)
    expect(c.w / c.h).toBeCloseTo(300 / 533)
    expect(c.x).toBeCloseTo((400 - c.w) / 2)
  })
})
