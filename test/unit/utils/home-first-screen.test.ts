import { homeFirstScreenDrawn, type HomeFirstScreenState } from '@/utils/home-first-screen'

const drawn: HomeFirstScreenState = { contentLoaded: true, tabs: 'ready', tabCount: 5, list: { loaded: true, error: '' } }

describe("the home's first screen is drawn", () => {
  it('once the content, the tabs and the first page of the shown list have answered', () => {
    expect(homeFirstScreenDrawn(drawn)).toBe(true)
  })

  it('not while the promos or full pictures are on their way', () => {
    expect(homeFirstScreenDrawn({ ...drawn, contentLoaded: false })).toBe(false)
  })

  it.each(['idle', 'loading'] as const)('not while the tabs are %s', (tabs) => {
    expect(homeFirstScreenDrawn({ ...drawn, tabs, tabCount: 0, list: null })).toBe(false)
  })

  it('not between the tabs answering and the first list starting, nor while its first page loads', () => {
    expect(homeFirstScreenDrawn({ ...drawn, list: null })).toBe(false)
    expect(homeFirstScreenDrawn({ ...drawn, list: { loaded: false, error: '' } })).toBe(false)
  })

  it('when a failure is what is drawn: the tabs or the first page failed', () => {
    expect(homeFirstScreenDrawn({ ...drawn, tabs: 'error', tabCount: 0, list: null })).toBe(true)
    expect(homeFirstScreenDrawn({ ...drawn, list: { loaded: false, error: '网络异常' } })).toBe(true)
  })

  it('when there are no tabs to show', () => {
    expect(homeFirstScreenDrawn({ ...drawn, tabCount: 0, list: null })).toBe(true)
  })
})
