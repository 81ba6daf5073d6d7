import type { CategoryTab } from '@/services/api/home-calls'
import { FIRST_TAB_MODULE, HomeStore } from '@/stores/home-store'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const tab = (code: string, platformType = '1,2'): CategoryTab => ({ code, name: `栏目${code}`, description: null, platformType })

function storeAnswering(answer: () => Promise<CategoryTab[]>) {
  return new HomeStore(fakeDeps({ api: fakeApi({ home: { categoryTabs: jest.fn(answer) } }) }))
}

describe('the module whose list the home shows', () => {
  it('is the spec’s first tab (Module_Recommend) while the tabs are not known, so its list need not wait for them', () => {
    const store = storeAnswering(() => new Promise(() => undefined))
    void store.loadTabs()
    expect(FIRST_TAB_MODULE).toBe('Module_Recommend')
    expect(store.listCode).toBe('Module_Recommend')
  })

  it('is the first answered tab once the tabs answer, another one than the spec’s first included', async () => {
    const store = storeAnswering(async () => [tab('Module_Lesson'), tab('Module_Recommend')])
    await store.loadTabs()
    expect(store.listCode).toBe('Module_Lesson')
    store.setActive(1)
    expect(store.listCode).toBe('Module_Recommend')
  })

  it('is none when the service has no tab for this storefront', async () => {
    const store = storeAnswering(async () => [tab('Module_App', '1')])
    await store.loadTabs()
    expect(store.listCode).toBe('')
  })
})
