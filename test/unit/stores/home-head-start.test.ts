import { HomeHeadStart, type HomeLoaders } from '@/stores/home-head-start'

/** The loaders, each answering when the test says, with what was asked of them in order. */
function loaders(listCode = 'Module_Recommend') {
  const asked: string[] = []
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const ask = (what: string) => () => (asked.push(what), answered)
  const stores = {
    home: { listCode, loadTabs: jest.fn(ask('tabs')) },
    homeContent: { load: jest.fn(ask('promos')) },
    moduleList: { open: jest.fn((code: string) => ask(`open ${code}`)()), refresh: jest.fn(ask('refresh')) },
  } as unknown as HomeLoaders
  return { stores, asked, answer: () => answer() }
}

describe('the home’s loads', () => {
  it('the page’s load: the tabs, the promos and the shown list refreshed, each time', () => {
    const { stores, asked } = loaders()
    const loads = new HomeHeadStart()
    void loads.load(stores)
    void loads.load(stores)
    expect(asked).toEqual(['tabs', 'promos', 'refresh', 'tabs', 'promos', 'refresh'])
  })

  it('at launch: the tabs, the promos and the list the home shows first, opened', () => {
    const { stores, asked } = loaders('Module_Lesson')
    new HomeHeadStart().start(stores)
    expect(asked).toEqual(['tabs', 'promos', 'open Module_Lesson'])
  })

  it('the page’s first load joins those started at launch, asking nothing, and ends when they answer; the next asks anew', async () => {
    const { stores, asked, answer } = loaders()
    const loads = new HomeHeadStart()
    loads.start(stores)
    asked.length = 0
    const first = loads.load(stores)
    expect(asked).toEqual([])
    let done = false
    void first.then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    answer()
    await first
    expect(done).toBe(true)
    void loads.load(stores)
    expect(asked).toEqual(['tabs', 'promos', 'refresh'])
  })

  it('the page’s first list open is skipped for the list opened at launch only; the next opens it', () => {
    const { stores, asked } = loaders('Module_Recommend')
    const loads = new HomeHeadStart()
    loads.start(stores)
    asked.length = 0
    loads.openList('Module_Recommend', stores.moduleList)
    expect(asked).toEqual([])
    loads.openList('Module_Recommend', stores.moduleList)
    expect(asked).toEqual(['open Module_Recommend'])
  })

  it('opens another module’s list, or the list of another parent’s lists, though launch opened one', () => {
    const { stores, asked } = loaders('Module_Recommend')
    const loads = new HomeHeadStart()
    loads.start(stores)
    asked.length = 0
    loads.openList('Module_Lesson', stores.moduleList)
    expect(asked).toEqual(['open Module_Lesson'])

    const other = loaders('Module_Recommend')
    loads.start(stores)
    loads.openList('Module_Recommend', other.stores.moduleList)
    expect(other.asked).toEqual(['open Module_Recommend'])
  })

  it('without a launch on the home (another page first, or H5) the page loads and opens as always', () => {
    const { stores, asked } = loaders()
    const loads = new HomeHeadStart()
    void loads.load(stores)
    loads.openList('Module_Recommend', stores.moduleList)
    expect(asked).toEqual(['tabs', 'promos', 'refresh', 'open Module_Recommend'])
  })

  it('opens no list when the home has none to show, at launch or after', () => {
    const { stores, asked } = loaders('')
    const loads = new HomeHeadStart()
    loads.start(stores)
    loads.openList('', stores.moduleList)
    expect(asked).toEqual(['tabs', 'promos'])
  })
})
