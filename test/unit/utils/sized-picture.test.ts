import { devicePixels, sizedPicture } from '@/utils/sized-picture'

const phone = { width: 375, pixelRatio: 2 }

describe('a picture asked for at the size it is shown', () => {
  test('a box of the stylesheets (750 wide) in device pixels: 200 px is 100 CSS px, 200 device px at 2×', () => {
    expect(devicePixels(200, phone)).toBe(200)
    expect(devicePixels(96, { width: 414, pixelRatio: 3 })).toBe(159)
    // 72 CSS px at 2.6: 187.2 device px, rounded up (never under the shown size)
    expect(devicePixels(150, { width: 360, pixelRatio: 2.6 })).toBe(188)
    // a desktop browser: the layout stops growing at 750 px
    expect(devicePixels(200, { width: 1440, pixelRatio: 1 })).toBe(200)
  })

  test("the object storage's resize query, filled to the box", () => {
    expect(sizedPicture('https://static.kidshealth.example/storefront/article-1.png', 200, 150, phone)).toBe(
      'https://static.kidshealth.example/storefront/article-1.png?x-oss-process=image/resize,m_fill,w_200,h_150',
    )
    expect(sizedPicture('http://127.0.0.1:9527/mock/oss/expert-2.png?v=3#top', 96, 96, phone)).toBe('http://127.0.0.1:9527/mock/oss/expert-2.png?v=3&x-oss-process=image/resize,m_fill,w_96,h_96#top')
  })

  test('a picture already resized is resized once, to this box', () => {
    const once = sizedPicture('https://cdn.example/a.png?x-oss-process=image/resize,w_800&v=1', 160, 160, phone)
    expect(once).toBe('https://cdn.example/a.png?v=1&x-oss-process=image/resize,m_fill,w_160,h_160')
    expect(sizedPicture(once, 160, 160, phone)).toBe(once)
  })

  test('no picture, a local file or a data picture stay as they are', () => {
    expect(sizedPicture(undefined, 200, 150, phone)).toBe('')
    expect(sizedPicture(null, 200, 150, phone)).toBe('')
    expect(sizedPicture('wxfile://tmp/a.png', 200, 150, phone)).toBe('wxfile://tmp/a.png')
    expect(sizedPicture('data:image/png;base64,AAAA', 200, 150, phone)).toBe('data:image/png;base64,AAAA')
  })
})
