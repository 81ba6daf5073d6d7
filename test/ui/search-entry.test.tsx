import Taro from '@tarojs/taro'
import { SearchEntry } from '@/components/search-entry/search-entry'
import { mountInPage } from './helpers/render'

const entry = () => document.querySelector('[data-testid="search-entry"]') as HTMLElement

describe('search entry', () => {
  beforeEach(() => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as never)
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('says what it searches, its magnifier drawn without a character, and keeps the page’s own class', async () => {
    await mountInPage(SearchEntry, { placeholder: '搜索课程、商品', className: 'mall__search' })
    expect(entry().classList).toContain('search-entry')
    expect(entry().classList).toContain('mall__search')
    // the icon is an empty element styled into a magnifier: no glyph a phone's fonts may lack
    const icon = entry().querySelector('.search-entry__icon') as HTMLElement
    expect(icon).not.toBeNull()
    expect(icon.textContent).toBe('')
    expect(entry().textContent).toBe('搜索课程、商品')
  })

  it('a tap opens the search page', async () => {
    await mountInPage(SearchEntry, { placeholder: '搜索课程、测评、商品' })
    entry().click()
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringMatching(/\/search$/) })
  })
})
