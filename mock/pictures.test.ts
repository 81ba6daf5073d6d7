import { absoluteMockPictures } from './pictures'

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
