import { HomeHeadStart, type HomeLoaders } from '@/stores/home-head-start'
import type { ModuleListStore } from '@/stores/module-list-store'

/** The loaders, each answering when the test says, with what was asked of them. */
function loaders(listCode = 'Module_Recommend') {
  const asked: string[] = []
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const moduleList = { open: jest.fn((code: string) => (asked.push(`list ${code}`), answered)) } as unknown as ModuleListStore
  const stores = {
    home: { listCode, loadTabs: jest.fn(() => (asked.push('tabs'), answered)) },
    homeContent: { load: jest.fn(() => (asked.push('promos'), answered)) },
    moduleList,
  } as unknown as HomeLoaders
  return { stores, asked, answer: () => answer() }
}

describe('the home’s head start', () => {
  it('asks for the tabs, the promos and the list the home shows first, once', () => {
    const { stores, asked } = loaders('Module_Lesson')
    new HomeHeadStart().start(stores)
    expect(asked).toEqual(['tabs', 'promos', 'list Module_Lesson'])
  })

  it('gives its loads to the first who takes them, and none after: a pull-down or a new city loads anew', async () => {
    const { stores, answer } = loaders()
    const start = new HomeHeadStart()
    start.start(stores)
    const loads = start.takeLoads()
    expect(loads).not.toBeNull()
    expect(start.takeLoads()).toBeNull()
    let done = false
    void loads!.then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    answer()
    await loads
    expect(done).toBe(true)
  })

  it('counts the list as opened only for the same module and the same lists, once', () => {
    const { stores } = loaders('Module_Recommend')
    const start = new HomeHeadStart()
    start.start(stores)
    expect(start.takeList('Module_Recommend', stores.moduleList)).toBe(true)
    expect(start.takeList('Module_Recommend', stores.moduleList)).toBe(false)

    start.start(stores)
    expect(start.takeList('Module_Lesson', stores.moduleList)).toBe(false)

    start.start(stores)
    const anotherParents = {} as ModuleListStore
    expect(start.takeList('Module_Recommend', anotherParents)).toBe(false)
  })

  it('has nothing to give when it was not started (a launch elsewhere, or H5)', () => {
    const start = new HomeHeadStart()
    expect(start.takeLoads()).toBeNull()
    expect(start.takeList('Module_Recommend', {} as ModuleListStore)).toBe(false)
  })

  it('opens no list when the home has none to show', () => {
    const { stores, asked } = loaders('')
    const start = new HomeHeadStart()
    start.start(stores)
    expect(asked).toEqual(['tabs', 'promos'])
    expect(start.takeList('', stores.moduleList)).toBe(false)
  })
})
