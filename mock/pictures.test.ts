import { absoluteMockPictures, resizedPicture } from './pictures'

test('picture paths the mock serves become absolute, also in lists; other values stay', () => {
  const o = 'http://127.0.0.1:9527'
  expect(
    absoluteMockPictures(
      {
        code: 0,
        data: {
          pic: '/mock/oss/p-1.png,/mock/oss/p-2.png',
          headimg: '/mock/poster/avatar-1.png',
          poster: '["/mock/poster/invite-1.png","https://cdn.example/x.png"]',
          list: [{ pic: '/mock/oss/a.png' }],
          url: '/pages/home/home',
          text: '见 /mock/oss/a.png',
          done: 'https://cdn.example/y.png',
        },
      },
      o,
    ),
  ).toEqual({
    code: 0,
    data: {
      pic: `${o}/mock/oss/p-1.png,${o}/mock/oss/p-2.png`,
      headimg: `${o}/mock/poster/avatar-1.png`,
      poster: `["${o}/mock/poster/invite-1.png","https://cdn.example/x.png"]`,
      list: [{ pic: `${o}/mock/oss/a.png` }],
      url: '/pages/home/home',
      text: '见 /mock/oss/a.png',
      done: 'https://cdn.example/y.png',
    },
  })
  expect(absoluteMockPictures({ a: '/mock/oss/a.png' }, '')).toEqual({ a: '/mock/oss/a.png' })
})

describe('the object storage resizes a picture on request (x-oss-process=image/resize)', () => {
  const cover = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360"/></svg>'
  const sizeOf = (svg: string) => /<svg\b[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg)!.slice(1).map(Number)

  test('m_fill: exactly the box, cropped from the middle', () => {
    const out = resizedPicture(cover, 'image/resize,m_fill,w_200,h_150')
    expect(sizeOf(out)).toEqual([200, 150])
    expect(out).toContain('viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice"')
  })

  test('the default (lfit): inside the box at its own ratio', () => {
    expect(sizeOf(resizedPicture(cover, 'image/resize,w_200,h_150'))).toEqual([200, 113])
    expect(sizeOf(resizedPicture(cover, 'image/resize,w_320'))).toEqual([320, 180])
  })

  test('never enlarged; another process or none leaves it as it is', () => {
    expect(resizedPicture(cover, 'image/resize,m_fill,w_1280,h_720')).toBe(cover)
    expect(resizedPicture(cover, 'image/format,webp')).toBe(cover)
    expect(resizedPicture(cover, undefined)).toBe(cover)
  })
})
